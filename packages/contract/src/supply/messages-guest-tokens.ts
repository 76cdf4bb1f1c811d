/** User-facing messages of the guest-tokens calls (validation and errors), spread into messagesEn. */
export const guestTokensMessagesEn = {} as const;
