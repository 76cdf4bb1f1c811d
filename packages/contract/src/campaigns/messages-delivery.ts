/**
 * The advice of GET /api/v1/campaigns/{campaign_id}/delivery, spread into messagesEn. Every
 * template may use {{dropped}} (requests refused at the stage), {{percent}} (their share of the
 * requests), {{min}}, {{max}} and {{bid}} (USD per thousand impressions) and {{format}}; with
 * `count` (the number of requests refused) a message of one request has a form of its own (`_one`).
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

  // With a count of 1 (i18next's `_one`; translateMessage picks it when `count` is 1).
  'delivery.advice.format_one':
    '1 request ({{percent}}) asked for another ad format than {{format}}: ask your SSPs for {{format}} traffic, or make a campaign in a format they send.',
  'delivery.advice.schedule_one':
    '1 request ({{percent}}) came outside the campaign’s hours or flight dates: widen the weekly schedule or the dates to buy such requests.',
  'delivery.advice.country_one':
    '1 request ({{percent}}) came from a country you do not target: add countries to buy such requests.',
  'delivery.advice.region_one':
    '1 request ({{percent}}) came from a region you do not target: add regions to buy such requests.',
  'delivery.advice.city_one':
    '1 request ({{percent}}) came from a city you do not target: add cities to buy such requests.',
  'delivery.advice.language_one':
    '1 request ({{percent}}) came from a user of a language you do not target: add languages to buy such requests.',
  'delivery.advice.deviceType_one':
    '1 request ({{percent}}) came from a device type you do not target: add device types to buy such requests.',
  'delivery.advice.os_one':
    '1 request ({{percent}}) came from an operating system or version you do not target: add it to buy such requests.',
  'delivery.advice.browser_one':
    '1 request ({{percent}}) came from a browser or version you do not target: add it to buy such requests.',
  'delivery.advice.connectionType_one':
    '1 request ({{percent}}) came over a connection type you do not target: add connection types to buy such requests.',
  'delivery.advice.carrier_one':
    '1 request ({{percent}}) came from a mobile carrier you do not target: add carriers to buy such requests.',
  'delivery.advice.ipRange_one':
    '1 request ({{percent}}) came from an IP address your IP ranges leave out: widen the ranges to buy such requests.',
  'delivery.advice.trafficCategory_one':
    '1 request ({{percent}}) was of a traffic category you do not buy: add categories to buy such requests.',
  'delivery.advice.subscriptionPeriod_one':
    '1 request ({{percent}}) came from a push subscription of an age you do not target: add subscription periods to buy such requests.',
  'delivery.advice.ssp_one':
    '1 request ({{percent}}) came from an SSP your targeting leaves out: include more SSPs or exclude fewer.',
  'delivery.advice.sspEndpoint_one':
    '1 request ({{percent}}) came through an SSP endpoint or guest token your targeting leaves out: include more or exclude fewer.',
  'delivery.advice.site_one':
    '1 request ({{percent}}) came from a site your targeting leaves out: include more sites or exclude fewer.',
  'delivery.advice.zone_one':
    '1 request ({{percent}}) came from a zone your targeting leaves out: include more zones or exclude fewer.',
  'delivery.advice.retargeting_one':
    '1 request ({{percent}}) came from a user outside your retargeting audiences: include more audiences or exclude fewer.',
  'delivery.advice.budget_one':
    '1 request ({{percent}}) arrived after the campaign’s budget was spent: raise the daily or the total budget.',
  'delivery.advice.pacing_one':
    'Even pacing held back 1 request ({{percent}}) to spread the daily budget over the day: raise the daily budget, or switch pacing to as soon as possible.',
  'delivery.advice.frequency_one':
    '1 request ({{percent}}) came from a user who had seen your ads as often as the frequency cap allows: raise the cap or shorten its period.',
  'delivery.advice.floor_one':
    'Your bid was below the floor of 1 request ({{percent}}), a floor of {{max}} per thousand impressions: bid at least {{bid}} to clear it.',
  'delivery.advice.floorEstimated_one':
    'Your bid, worked out per thousand impressions from your click or conversion rate, was below the floor of 1 request ({{percent}}), a floor of {{max}}: raise your bid until it is worth at least {{bid}} per thousand impressions.',
  'delivery.advice.floorUnknown_one':
    'Your bid was below the floor of 1 request ({{percent}}): raise your bid to buy such requests.',
  'delivery.advice.lost_one':
    'Another campaign outbid yours in 1 auction ({{percent}}), winning at {{max}} per thousand impressions: bid at least {{bid}} to win such auctions.',
  'delivery.advice.lostEstimated_one':
    'Another campaign outbid yours in 1 auction ({{percent}}), winning at {{max}} per thousand impressions: raise your bid until it is worth at least {{bid}} per thousand impressions.',
  'delivery.advice.lostUnknown_one':
    'Another campaign outbid yours in 1 auction ({{percent}}): raise your bid to win such auctions.',
} as const;
