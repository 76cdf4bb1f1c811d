import type { MessageCatalog } from '../messages.ts';
import { OFFER_CATEGORIES } from './offer-categories.ts';
import { PRICING_MODELS } from './pricing-models.ts';
import { OTHER_ID } from './reference-query.ts';
import { RETARGETING_TYPES } from './retargeting-types.ts';
import { SSP_PARSERS } from './ssp-parsers.ts';
import { SUBSCRIPTION_PERIODS } from './subscription-periods.ts';
import { TRAFFIC_CATEGORIES } from './traffic-categories.ts';

/**
 * Device and connection types as the server lists them (apps/server/src/modules/resources maps
 * AdCOM's codes onto these); their names live here so that every language's catalog has them.
 */
export const DEVICE_TYPE_NAMES = {
  mobile_tablet: 'Mobile or tablet',
  desktop: 'Desktop',
  connected_tv: 'Connected TV',
  phone: 'Phone',
  tablet: 'Tablet',
  connected_device: 'Connected device',
  set_top_box: 'Set-top box',
  ooh: 'Out-of-home screen',
} as const;

export const CONNECTION_TYPE_NAMES = {
  broadband: 'Broadband (Wi-Fi, cable)',
  cellular: 'Cellular network',
} as const;

/**
 * The lists whose names are words (not brands, versions or acronyms), with the message-key prefix
 * of their names (`resources.<prefix>.<code>`) and of their descriptions where the panel shows one.
 * Operating systems, browsers, carriers and ad formats are named by their makers and stay as they
 * are; 'Other' (id 0) of every list is `resources.other`.
 */
export const REFERENCE_NAME_PREFIXES = {
  device_types: { name: 'deviceType' },
  connection_types: { name: 'connectionType' },
  traffic_categories: { name: 'trafficCategory' },
  offer_categories: { name: 'offerCategory' },
  subscription_periods: { name: 'subscriptionPeriod' },
  retargeting_types: { name: 'retargetingType', description: 'retargetingTypeHint' },
  pricing_models: { description: 'pricingModelHint' },
  ssp_parsers: { name: 'sspParser' },
  os: {},
  browsers: {},
} as const satisfies Record<string, { name?: string; description?: string }>;

export type NamedReferenceList = keyof typeof REFERENCE_NAME_PREFIXES;

/** What a localized list's items have in common. */
export interface ReferenceNamed {
  readonly id: number | string;
  readonly code: string;
  readonly name: string;
  readonly description?: string;
}

const ENGLISH_LISTS: Record<NamedReferenceList, readonly ReferenceNamed[]> = {
  device_types: Object.entries(DEVICE_TYPE_NAMES).map(([code, name]) => ({ id: 1, code, name })),
  connection_types: Object.entries(CONNECTION_TYPE_NAMES).map(([code, name]) => ({ id: 1, code, name })),
  traffic_categories: TRAFFIC_CATEGORIES,
  offer_categories: OFFER_CATEGORIES,
  subscription_periods: SUBSCRIPTION_PERIODS,
  retargeting_types: RETARGETING_TYPES,
  pricing_models: PRICING_MODELS,
  ssp_parsers: SSP_PARSERS,
  os: [],
  browsers: [],
};

/**
 * The English of those names, keyed as the catalogs (packages/contract/locales/<tag>.json) hold
 * them. Kept apart from `messagesEn`: they are data, not messages, and the web never asks for them.
 */
export const referenceMessagesEn: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(REFERENCE_NAME_PREFIXES) as NamedReferenceList[]).flatMap((list) => {
    const prefixes: { name?: string; description?: string } = REFERENCE_NAME_PREFIXES[list];
    return ENGLISH_LISTS[list]
      .filter((item) => item.id !== OTHER_ID)
      .flatMap((item) => [
        ...(prefixes.name ? [[`resources.${prefixes.name}.${item.code}`, item.name]] : []),
        ...(prefixes.description && item.description
          ? [[`resources.${prefixes.description}.${item.code}`, item.description]]
          : []),
      ]);
  }),
);

const own = (catalog: MessageCatalog, key: string): string | undefined =>
  Object.hasOwn(catalog.messages, key) ? catalog.messages[key] : undefined;

/** An item's name in the catalog's language, by its code ('Other' by `resources.other`), else its English. */
export function referenceName(
  list: NamedReferenceList,
  item: ReferenceNamed,
  catalog: MessageCatalog,
): string {
  if (catalog.language === 'en') return item.name;
  if (item.id === OTHER_ID) return own(catalog, 'resources.other') ?? item.name;
  const prefixes: { name?: string; description?: string } = REFERENCE_NAME_PREFIXES[list];
  return prefixes.name ? (own(catalog, `resources.${prefixes.name}.${item.code}`) ?? item.name) : item.name;
}

/**
 * A list's items in the catalog's language: names (and shown descriptions) by code, 'Other' by
 * `resources.other`; what the language lacks stays English. Ids and codes never change.
 */
export function localizeReferenceList<T extends ReferenceNamed>(
  list: NamedReferenceList,
  items: readonly T[],
  catalog: MessageCatalog,
): T[] {
  if (catalog.language === 'en') return [...items];
  const prefixes: { name?: string; description?: string } = REFERENCE_NAME_PREFIXES[list];
  return items.map((item) => {
    const name = referenceName(list, item, catalog);
    if (!prefixes.description || item.description === undefined)
      return name === item.name ? item : { ...item, name };
    const description = own(catalog, `resources.${prefixes.description}.${item.code}`) ?? item.description;
    return { ...item, name, description };
  });
}
