/** English strings of the campaign editor's reach estimate (flat keys, as in en.ts). */
export const enCampaignReach = {
  'campaigns.reach.title': 'Estimated reach',
  'campaigns.reach.perDay_one': '≈ {{value}} request a day',
  'campaigns.reach.perDay_other': '≈ {{value}} requests a day',
  'campaigns.reach.share':
    '{{share}} of the {{total}} {{format}} requests a day your campaigns could buy over the last {{days}} days.',
  'campaigns.reach.noTraffic':
    'No {{format}} requests came in for your campaigns in the last {{days}} days: nothing to estimate from yet.',
  'campaigns.reach.notCounted': 'Not counted, so the figure is an upper bound: {{list}}.',
  'campaigns.reach.dimension.cities': 'cities',
  'campaigns.reach.dimension.ip_ranges': 'IP ranges',
  'campaigns.reach.dimension.traffic_categories': 'traffic categories',
  'campaigns.reach.dimension.subscription_periods': 'subscription age',
  'campaigns.reach.dimension.retargeting': 'retargeting audiences',
  'campaigns.reach.dimension.os_versions': 'OS versions',
  'campaigns.reach.dimension.browser_versions': 'browser versions',
  'campaigns.reach.bid': 'Suggested bid',
  'campaigns.reach.noBid': 'Too few floors to suggest one',
  'campaigns.reach.basis.own':
    'The median and the 90th percentile of the floors of your {{requests}} requests.',
  'campaigns.reach.basis.platform':
    'The median and the 90th percentile of the floors of the platform’s {{requests}} requests (yours are too few).',
  'campaigns.reach.typicalRates': 'Per click or conversion at the format’s typical rates.',
  'campaigns.reach.loading': 'Estimating the reach…',
  'campaigns.reach.incomplete': 'The estimate follows once the targeting is complete.',
  'campaigns.reach.unavailable': 'The reach estimate is not available right now.',
} as const;
