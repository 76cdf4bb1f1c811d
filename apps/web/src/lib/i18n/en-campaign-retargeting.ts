/** English strings of the campaign editor's retargeting audiences (flat keys, as in en.ts). */
export const enCampaignRetargeting = {
  'campaigns.retargeting.title': 'Retargeting audiences',
  'campaigns.retargeting.hint':
    'Buy only visitors your pixels have seen, or leave them out: include your site visitors and exclude those who converted to reach people who have not bought yet.',
  'campaigns.retargeting.include': 'Include visitors of',
  'campaigns.retargeting.exclude': 'Exclude visitors of',
  'campaigns.retargeting.anyone': 'Anyone',
  'campaigns.retargeting.noone': 'No one excluded',
  'campaigns.retargeting.option': '{{name}} ({{size}})',
  'campaigns.retargeting.size_one': '{{formatted}} visitor',
  'campaigns.retargeting.size_other': '{{formatted}} visitors',
  'campaigns.retargeting.pixelId': 'Pixel {{id}}',
  'campaigns.retargeting.empty':
    'You have no retargeting pixels yet: add one, then choose its visitors here.',
  'campaigns.retargeting.addPixel': 'Add a retargeting pixel',
  'campaigns.retargeting.loadFailed':
    'We could not load your retargeting pixels. Reload the page to try again.',
  'campaigns.summary.retargeting': 'Retargeting',
  'campaigns.summary.retargetingNone': 'Everyone',
  'campaigns.summary.retargetingInclude': 'Visitors of {{include}}',
  'campaigns.summary.retargetingExclude': 'All but visitors of {{exclude}}',
  'campaigns.summary.retargetingBoth': 'Visitors of {{include}}, excluding visitors of {{exclude}}',
} as const;
