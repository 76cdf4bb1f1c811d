/** User-facing messages of the tracking calls (validation and errors), spread into messagesEn. */
export const trackingMessagesEn = {
  'validation.payout': 'Enter an amount in USD from 0 to 10,000, with at most six decimals',
  'validation.conversionWindow': 'Enter a whole number of days from 1 to 90',
  'validation.membershipDays': 'Enter a whole number of days from 1 to 540',
  'validation.retargetingTypeFixed': 'The type of a pixel cannot change: add a new pixel instead',
  'validation.retargetingPixel': 'Choose one of your retargeting pixels',
  'validation.retargetingBoth': 'A pixel cannot be both included and excluded',
  'errors.postbackName': 'You already have a postback with this name.',
  'errors.postbacksMax': 'You can keep at most {{max}} postbacks: delete one you no longer use.',
  'errors.retargetingName': 'You already have a retargeting pixel with this name.',
  'errors.retargetingMax': 'You can keep at most {{max}} retargeting pixels.',
  'errors.missing_click_id': 'The click_id is missing: the tracker did not fill {click_id}.',
  'errors.forged_click': 'This click id was not issued by this platform.',
  'errors.unknown_click': 'No click of this advertiser has this id.',
  'errors.expired': "The click is older than the goal's conversion window.",
  'errors.duplicate': 'This click has already converted on this goal.',
  'errors.bad_payout': 'The payout is not an amount in USD from 0 to 10,000.',
  'errors.unknownGoal': 'No postback has this goal: copy its URL again from the Tracking page.',
  'errors.clickLink': 'This ad link is not valid or has expired.',
  'errors.noRecentClick':
    "No click on your campaigns within this goal's conversion window yet: a test conversion needs one.",
} as const;
