/** User-facing messages of the publisher calls (validation and errors), spread into messagesEn. */
export const publisherMessagesEn = {} as const;
