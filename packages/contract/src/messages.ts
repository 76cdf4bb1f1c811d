import { deliveryMessagesEn } from './campaigns/messages-delivery.ts';
import { optimizationMessagesEn } from './optimization/messages-optimization.ts';
import { guestTokensMessagesEn } from './supply/messages-guest-tokens.ts';
import { publisherMessagesEn } from './supply/messages-publisher.ts';
import { sspMessagesEn } from './supply/messages-ssp.ts';
import { trackingMessagesEn } from './tracking/messages-tracking.ts';

/**
 * User-facing messages that both sides produce. Schemas carry message *keys*; the web
 * translates them with i18next (this object is its English resource under `messages`),
 * the server with `translateMessage` below, so the two always say the same thing.
 */
export const messagesEn = {
  ...sspMessagesEn,
  ...guestTokensMessagesEn,
  ...publisherMessagesEn,
  ...trackingMessagesEn,
  ...deliveryMessagesEn,
  ...optimizationMessagesEn,
  'validation.partnerCode': 'Enter the partner code the advertiser gave you, like 7K3M-Q9XD-2HPA',
  'validation.required': 'This field is required',
  /** The entry of reference lists (countries, languages) for an unknown or unlisted value. */
  'resources.other': 'Other',
  'validation.maxLength': 'Must be at most {{max}} characters',
  'validation.email': 'Enter a valid e-mail address',
  'validation.url': 'Enter a valid address starting with http:// or https://',
  'validation.password':
    'Must contain from 8 to 16 characters, 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character',
  'validation.phone': 'Enter a phone number of digits, spaces, dashes or brackets',
  'validation.phoneInvalid': 'This phone number is not valid for the chosen code',
  'validation.dialCode': 'Choose a phone code',
  'validation.country': 'Choose a country from the list',
  'validation.countryBlocked': 'We cannot accept accounts from this country',
  'validation.acceptTerms': 'You must accept the terms and conditions',
  'validation.accountType': 'Choose an account type',
  'validation.legalType': 'Choose company or individual',
  'validation.accountTypeNotAllowed': 'This account type cannot be chosen here',
  'validation.idRequired': 'Id is required',
  'validation.unknownField': 'This field cannot be set here',
  'validation.invalid': 'This value is not valid',
  'validation.controlCharacters':
    'This text contains invisible control characters: type it again or paste it as plain text',
  'validation.id': 'Enter a whole number id from 1 up',
  'validation.sourceId': 'Use letters, digits and . _ : - only, at most 64 characters',
  'validation.bid': 'Enter a bid from 0.001 to 1000 USD',
  'validation.budget': 'Enter an amount from 10 to 10000000 USD, or leave it empty for no limit',
  'validation.moneyPrecision': 'Use at most 6 decimal places',
  'validation.macro':
    'Unknown macro: use {click_id}, {campaign_id}, {campaign_name}, {creative_id}, {group_id}, {zone_id}, {site_id}, {ssp_id}, {format}, {country}, {region}, {city}, {language}, {device_type}, {os}, {os_version}, {browser}, {browser_version}, {connection_type}, {carrier}, {traffic_category}, {bid}, {cost} or {timestamp}',
  'validation.httpsUrl': 'Enter an address starting with https://',
  'validation.timeZone': 'Choose a time zone such as Europe/London or UTC',
  'validation.date': 'Enter a date as YYYY-MM-DD',
  'validation.pacing': 'Choose asap or even',
  'validation.frequencyImpressions': 'Enter from 1 to 100 impressions',
  'validation.frequencyPeriod': 'Enter a period from 1 to 168 hours',
  'validation.hour': 'Hours run from 0 to 23',
  'validation.hours': 'List the hours of the day, at most 24',
  'validation.hoursRepeated': 'An hour is listed twice',
  'validation.scheduleEmpty': 'Choose at least one hour, or turn the schedule off',
  'validation.list': 'Send a list',
  'validation.listTooLong': 'The list is too long',
  'validation.listEmpty': 'Add at least one item',
  'validation.targetMode': 'Choose include or exclude',
  'validation.region': 'Use a region code such as US-CA',
  'validation.ipRange': 'Enter an IP address or a range such as 203.0.113.0/24',
  'validation.unknownItem': 'Choose an item from the list',
  'validation.idList': 'List whole-number ids separated by commas, such as 1,2,3',
  'validation.idsTooMany': 'Ask for at most {{max}} ids at a time',
  'validation.osVersion': 'Choose a version of this operating system',
  'validation.browserVersion': 'Choose a version of this browser',
  'validation.outsideCountries': 'This place is in none of the countries the campaign includes',
  'validation.carriersNeedCellular':
    'Mobile networks only carry cellular traffic: include the cellular connection type, or remove the networks',
  'validation.carrierOutsideCountries':
    'This mobile network is in none of the countries the campaign includes',
  'validation.placesOutsideCountries':
    'Some regions, cities or mobile networks the campaign targets are outside these countries: remove them first',
  'validation.uploadUrl': 'Upload the image first and use the url it returns',
  'validation.imageMissing': 'This image was not uploaded here; upload it first',
  'validation.bannerSize': 'The image must be {{width}}x{{height}} pixels for this format',
  'validation.iconSize': 'The icon must be square and at least {{min}}x{{min}} pixels',
  'validation.imageSize': 'The image must be at least {{width}}x{{height}} pixels',
  'validation.markup': 'Paste the ad markup, with at least one HTML element',
  'validation.vastXml': 'Paste a VAST 2, 3 or 4 document, from <VAST version=...> to </VAST>',
  'validation.vastOneOf': 'Give either the VAST address or the VAST document, not both',
  'validation.videoFile': 'Link an .mp4 or .webm file',
  'validation.videoDuration': 'Enter a duration from 1 to 180 seconds',
  'validation.startsAfter': 'Enter from 0 to 10080 minutes (a week)',
  'validation.eventDuration': 'Enter a duration from 5 to 1440 minutes',
  'validation.creativeType':
    'Choose a creative type: image, tag, url, video, vast, native, popunder, push or calendar',
  'validation.creativeFormat': 'This creative type does not fit the campaign’s ad format',
  'validation.creativesRequired': 'Add at least one creative',
  'validation.creativesTooMany': 'A campaign has at most 20 creatives',
  'validation.creativeNotInCampaign': 'This creative does not belong to the campaign',
  'validation.sort': 'Sort by one of the listed fields',
  'validation.duplicate': 'This value is listed twice',
  'validation.adFormat': 'Choose an ad format from the list',
  'validation.pricingModel': 'Choose a pricing model from the list',
  'validation.pricingForFormat': 'Pops and direct links have no clicks: choose CPM, Smart CPM or CPA',
  'validation.totalBelowDaily': 'The total budget cannot be below the daily budget',
  'validation.evenNeedsDaily': 'Even pacing spreads a daily budget: set one, or choose asap',
  'validation.endBeforeStart': 'The end date cannot be before the start date',
  'validation.pushOnly': 'Subscription age applies to push formats only',
  'validation.countriesLeaveBids':
    'The campaign has bids for countries this would leave out: remove those bids first, or keep the countries',
  'validation.bidCountryNotBought':
    'The campaign does not buy traffic from this country: target the country, or remove this bid',
  'validation.statusAction': 'Choose start, stop, archive or dearchive',
  'validation.groupNotFound': 'Choose one of your groups',
  'validation.rangeOrder': 'The end of the range cannot be before its start',
  'validation.rangeSpan': 'Choose a range of at most {{max}} days',
  'validation.statsDate': 'Enter a date between 2000-01-01 and 2099-12-31',
  'validation.groupBy': 'Group by one or two of the listed dimensions',
  'validation.groupByTime': 'Group by date or by hour, not both',
  'validation.sortGroup': 'Sort by a metric or by a dimension the report is grouped by',
  'validation.timeZoneHours':
    'Statistics are kept by the hour: choose a time zone whose offset from UTC is a whole number of hours',
  'validation.combination': 'These dimensions cannot be combined in one report: {{dimensions}}',
  'errors.validation': 'Some fields need your attention.',
  'errors.unauthorized': 'Your session has ended. Please sign in again.',
  'errors.invalidCredentials': 'Invalid email or password.',
  'errors.forbidden': 'Your account cannot open this.',
  'errors.notFound': 'Not found.',
  'errors.routeNotFound': 'There is no such address on this server.',
  'errors.emailTaken': 'An account with this e-mail already exists. Sign in or use another e-mail.',
  'errors.rateLimited': 'Too many sign-in attempts. Please wait {{minutes}} minutes and try again.',
  'errors.captchaRequired': 'Please complete the captcha.',
  'errors.captchaFailed': 'The captcha could not be verified. Please solve it again.',
  'errors.payloadTooLarge': 'The request is too large.',
  'errors.uriTooLong': 'The address is too long.',
  'errors.badRequest': 'The request could not be read.',
  'errors.invalidValue': 'One of the values sent cannot be stored. Check the fields and try again.',
  'errors.conflict': 'This was changed by another request at the same time. Reload and try again.',
  'errors.timeout': 'The request took too long. Please try again.',
  'errors.internal': 'Something went wrong on our side. Please try again.',
  'errors.actCodeInvalid': 'This sign-in link is invalid, expired or already used.',
  'errors.handoffSameHost':
    'The publisher area is on this site: open it directly, you are already signed in there.',
  'errors.tooManyRequests': 'Too many requests. Please slow down.',
  'errors.registrationLimited':
    'Too many sign-ups from your network. Please wait {{minutes}} minutes and try again.',
  'errors.actLimited': 'Too many sign-in link attempts. Please wait {{minutes}} minutes and try again.',
  'errors.campaignStart': 'A campaign can be started only when it is {{states}}.',
  'errors.campaignStop': 'A campaign can be stopped only when it is {{states}}.',
  'errors.campaignArchive': 'A campaign can be archived only when it is {{states}}.',
  'errors.campaignDearchive': 'A campaign can be dearchived only when it is {{states}}.',
  'errors.campaignEdit': 'A campaign can be changed only when it is {{states}}. Dearchive it first.',
  'errors.creativeStart': 'A creative can be started only when it is {{states}}.',
  'errors.creativeStop': 'A creative can be stopped only when it is {{states}}.',
  'errors.creativeReject': 'A creative can be rejected only when it is {{states}}.',
  'errors.creativeInModeration':
    'This creative is waiting for moderation: it runs once it is approved. Start resumes a creative you paused.',
  'errors.noApprovedCreative':
    'The campaign has no approved creative yet: creatives are reviewed before they run.',
  'errors.approvedCreativesPaused':
    'Every approved creative of the campaign is paused: start one of them before the campaign.',
  'errors.versionConflict':
    'This campaign was changed since you opened it (by you in another tab, a colleague or a script), so nothing was saved. Reload it to see the changes, or save again to overwrite them.',
  'errors.groupNameTaken': 'You already have a group with this name.',
  'errors.imageType': 'Upload a PNG, JPEG, GIF or WebP image; this file is not one.',
  'errors.imageTooBig': 'The image is larger than {{max}} pixels on a side.',
  'errors.bidsFull':
    'A campaign keeps at most {{max}} bids by {{kind}} and this one has {{count}}; these bids would add {{added}} more. Remove some bids by {{kind}} first, or change ones it already has.',
  'errors.protectedZonesFull':
    'A campaign can protect at most {{max}} zones and this one already protects {{count}}. Unprotect some zones first.',
  'errors.imageQuota':
    'Your account stores {{count}} images ({{megabytes}} MB) and may store at most {{maxImages}} images or {{maxMegabytes}} MB. Images that none of your creatives use are deleted {{hours}} hours after their upload: take the ones you no longer need out of your creatives, or upload a smaller file.',
  'login.oops': 'Oops, something went wrong.',
} as const;

export type MessageKey = keyof typeof messagesEn;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messagesEn, value);
}

/** A language's messages, as the server loads them (packages/contract/locales) and English's. */
export interface MessageCatalog {
  readonly language: string;
  readonly messages: Readonly<Record<string, string>>;
  readonly plural: Intl.PluralRules;
}

export const ENGLISH_MESSAGES: MessageCatalog = {
  language: 'en',
  messages: messagesEn,
  plural: new Intl.PluralRules('en'),
};

export function messageCatalog(language: string, messages: Readonly<Record<string, string>>): MessageCatalog {
  return { language, messages, plural: new Intl.PluralRules(language) };
}

/**
 * The text of a message with its `{{params}}`, in the catalog's language (English by default,
 * and for a key the catalog lacks). With a numeric `count` the plural form's key (`key_one`,
 * `key_few`...) of the language's rules is used where there is one, as i18next does in the web.
 */
export function translateMessage(
  key: string,
  params: Record<string, unknown> = {},
  catalog: MessageCatalog = ENGLISH_MESSAGES,
): string {
  const template = lookup(catalog, key, params) ?? lookup(ENGLISH_MESSAGES, key, params) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

function lookup(catalog: MessageCatalog, key: string, params: Record<string, unknown>): string | undefined {
  const { messages } = catalog;
  if (typeof params.count === 'number') {
    const form = `${key}_${catalog.plural.select(params.count)}`;
    if (Object.hasOwn(messages, form)) return messages[form];
    if (Object.hasOwn(messages, `${key}_other`)) return messages[`${key}_other`];
  }
  return Object.hasOwn(messages, key) ? messages[key] : undefined;
}

/**
 * Spec section 8, login failure: a message starting with 'error #' shows the generic
 * message, one containing 401 shows the credentials message, anything else as received.
 */
export type LoginErrorText = { key: MessageKey } | { text: string };

export function loginErrorMessage(message: string): LoginErrorText {
  if (message.startsWith('error #')) return { key: 'login.oops' };
  if (message.includes('401')) return { key: 'errors.invalidCredentials' };
  return { text: message };
}
