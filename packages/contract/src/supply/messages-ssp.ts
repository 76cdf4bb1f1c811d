/** User-facing messages of the ssp calls (validation and errors), spread into messagesEn. */
export const sspMessagesEn = {
  'validation.enabled': 'Choose on or off',
  'validation.qps':
    'Enter a whole number of requests per second from 1 to 1000000, or leave it empty for no limit',
  'validation.margin': 'Enter a margin from 0 to 90 %, with at most 2 decimals',
  'validation.parser': 'Choose a protocol from the list',
  'validation.adFormat': 'Choose ad formats from the list',
  'validation.bidFloor': 'Enter a bid floor from 0 to 1000 USD',
  'validation.sspUnknown':
    'Choose one of your SSPs: a partner of the list or a guest SSP that sends you traffic',
  'validation.sspEndpointNewStatus': 'A new endpoint starts active or paused',
  'validation.sspEndpointStatusId': 'Use a status id of the list: 1 active, 2 paused, 3 archived',
  'errors.sspEndpointActive': 'An SSP endpoint can be activated only when it is {{states}}.',
  'errors.sspEndpointPaused': 'An SSP endpoint can be paused only when it is {{states}}.',
  'errors.sspEndpointArchived': 'An SSP endpoint can be archived only when it is {{states}}.',
  'errors.sspEndpointEdit':
    'An SSP endpoint can be changed only when it is {{states}}. Set an archived one to paused first.',
  'errors.sspTokenNone': 'This SSP has no API token to revoke.',
} as const;
