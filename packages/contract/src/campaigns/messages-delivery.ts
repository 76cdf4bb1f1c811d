/**
 * The advice of GET /api/v1/campaigns/{campaign_id}/delivery, spread into messagesEn. Every
 * template may use {{dropped}} (requests refused at the stage), {{percent}} (their share of the
 * requests), {{min}}, {{max}} and {{bid}} (USD per thousand impressions) and {{format}}.
 */
export const deliveryMessagesEn = {
  'delivery.advice.draft': 'The campaign is a draft, so it does not bid: start it to buy traffic.',
  'delivery.advice.paused': 'The campaign is paused, so it does not bid: start it again to buy traffic.',
  'delivery.advice.archived':
    'The campaign is archived, so it does not bid: restore it from the archive and start it to buy traffic.',
  'delivery.advice.noAds':
    'None of the campaign’s ads is approved and running, so it cannot bid: add an ad, or start one that is paused, or wait for moderation to approve one.',
  'delivery.advice.noTraffic':
    'No bid request reached this campaign in the last hour: check that your SSP endpoints are active and that their SSPs send {{format}} traffic.',
  'delivery.advice.format':
    '{{dropped}} requests ({{percent}}) asked for other ad formats than {{format}}: ask your SSPs for {{format}} traffic, or make a campaign in a format they send.',
  'delivery.advice.schedule':
    '{{dropped}} requests ({{percent}}) came outside the campaign’s hours or flight dates: widen the weekly schedule or the dates to buy them.',
  'delivery.advice.country':
    '{{dropped}} requests ({{percent}}) came from countries you do not target: add countries to buy them.',
  'delivery.advice.region':
    '{{dropped}} requests ({{percent}}) came from regions you do not target: add regions to buy them.',
  'delivery.advice.city':
    '{{dropped}} requests ({{percent}}) came from cities you do not target: add cities to buy them.',
  'delivery.advice.language':
    '{{dropped}} requests ({{percent}}) came from users of languages you do not target: add languages to buy them.',
  'delivery.advice.deviceType':
    '{{dropped}} requests ({{percent}}) came from device types you do not target: add device types to buy them.',
  'delivery.advice.os':
    '{{dropped}} requests ({{percent}}) came from operating systems or versions you do not target: add them to buy these requests.',
  'delivery.advice.browser':
    '{{dropped}} requests ({{percent}}) came from browsers or versions you do not target: add them to buy these requests.',
  'delivery.advice.connectionType':
    '{{dropped}} requests ({{percent}}) came over connection types you do not target: add connection types to buy them.',
  'delivery.advice.carrier':
    '{{dropped}} requests ({{percent}}) came from mobile carriers you do not target: add carriers to buy them.',
  'delivery.advice.ipRange':
    '{{dropped}} requests ({{percent}}) came from IP addresses your IP ranges leave out: widen the ranges to buy them.',
  'delivery.advice.trafficCategory':
    '{{dropped}} requests ({{percent}}) were of traffic categories you do not buy: add categories to buy them.',
  'delivery.advice.subscriptionPeriod':
    '{{dropped}} requests ({{percent}}) came from push subscriptions of an age you do not target: add subscription periods to buy them.',
  'delivery.advice.ssp':
    '{{dropped}} requests ({{percent}}) came from SSPs your targeting leaves out: include more SSPs or exclude fewer.',
  'delivery.advice.sspEndpoint':
    '{{dropped}} requests ({{percent}}) came through SSP endpoints or guest tokens your targeting leaves out: include more or exclude fewer.',
  'delivery.advice.site':
    '{{dropped}} requests ({{percent}}) came from sites your targeting leaves out: include more sites or exclude fewer.',
  'delivery.advice.zone':
    '{{dropped}} requests ({{percent}}) came from zones your targeting leaves out: include more zones or exclude fewer.',
  'delivery.advice.retargeting':
    '{{dropped}} requests ({{percent}}) came from users outside your retargeting audiences: include more audiences or exclude fewer.',
  'delivery.advice.budget':
    '{{dropped}} requests ({{percent}}) arrived after the campaign’s budget was spent: raise the daily or the total budget.',
  'delivery.advice.pacing':
    'Even pacing held back {{dropped}} requests ({{percent}}) to spread the daily budget over the day: raise the daily budget, or switch pacing to as soon as possible.',
  'delivery.advice.frequency':
    '{{dropped}} requests ({{percent}}) came from users who had seen your ads as often as the frequency cap allows: raise the cap or shorten its period.',
  'delivery.advice.floor':
    'Your bid was below the floor of {{dropped}} requests ({{percent}}), floors of {{min}} to {{max}} per thousand impressions: bid at least {{bid}} to clear them all.',
  'delivery.advice.floorEstimated':
    'Your bid, worked out per thousand impressions from your click or conversion rate, was below the floor of {{dropped}} requests ({{percent}}), floors of {{min}} to {{max}}: raise your bid until it is worth at least {{bid}} per thousand impressions.',
  'delivery.advice.floorUnknown':
    'Your bid was below the floor of {{dropped}} requests ({{percent}}): raise your bid to buy them.',
  'delivery.advice.lost':
    'Other campaigns outbid yours in {{dropped}} auctions ({{percent}}), winning at {{min}} to {{max}} per thousand impressions: bid at least {{bid}} to win them.',
  'delivery.advice.lostEstimated':
    'Other campaigns outbid yours in {{dropped}} auctions ({{percent}}), winning at {{min}} to {{max}} per thousand impressions: raise your bid until it is worth at least {{bid}} per thousand impressions.',
  'delivery.advice.lostUnknown':
    'Other campaigns outbid yours in {{dropped}} auctions ({{percent}}): raise your bid to win them.',
} as const;
