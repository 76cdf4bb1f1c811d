/** User-facing messages of the ssp calls (validation and errors), spread into messagesEn. */
export const sspMessagesEn = {} as const;
