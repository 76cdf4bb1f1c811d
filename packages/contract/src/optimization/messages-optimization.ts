/** User-facing messages of the optimization rules' calls, spread into messagesEn. */
export const optimizationMessagesEn = {
  'validation.ruleMetric': 'Choose one of the metrics listed',
  'validation.ruleOperator': 'Choose less than, at most, more than or at least',
  'validation.ruleValue': 'Enter a number from -100 to 1,000,000,000',
  'validation.ruleWindow': 'Enter a look-back of 1 to 720 hours or 1 to 90 days',
  'validation.ruleEvidence':
    'Enter the spend (USD) or impressions an item needs before it is judged, 0 or more',
  'validation.ruleConditions': 'Add from 1 to 5 conditions',
  'validation.conversionDelay': 'Enter a whole number of hours from 0 to 168',
  'validation.ruleAction': 'Choose one of the actions listed',
  'validation.ruleActionValue':
    'Enter a percentage from 1 to 99 to lower, 1 to 1,000 to raise, or a bid to set',
  'validation.excludeHours': 'Enter a whole number of hours from 1 to 2,160, or exclude for good',
  'validation.ruleDimension': 'Choose what the rule judges: one of the items listed',
  'validation.bidRange': 'The highest bid cannot be lower than the lowest bid',
  'validation.dryRunDays': 'Enter a whole number of days from 1 to 90',
  'validation.ruleCampaign': 'Choose among your campaigns',
  'errors.ruleName': 'You already have a rule of this kind with this name.',
  'errors.rulesMax': 'You can keep at most {{max}} rules of each kind: delete one you no longer use.',
  'errors.actionSuperseded':
    'This bid was changed again after the rule set it (by you or a later action): undo the later change first, or set the bid yourself.',
  'errors.actionArchived': 'The campaign is archived: dearchive it to undo this action.',
} as const;
