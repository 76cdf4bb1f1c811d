/** User-facing messages of the guest-tokens calls (validation and errors), spread into messagesEn. */
export const guestTokensMessagesEn = {
  'errors.partnerCodeUnknown':
    'No advertiser has this partner code. Check it with the advertiser: it is shown on their SSP page.',
  'errors.guestTokensFull':
    'You have {{max}} tokens already: revoke one you no longer use before making another.',
  'errors.guestTokensDaily': 'You made {{max}} tokens in the last 24 hours. Please try again tomorrow.',
  'validation.guestTokenStatus': 'Choose active or paused',
} as const;
