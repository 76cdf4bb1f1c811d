import { z } from 'zod';
import { SUBSCRIPTION_PERIODS } from '../resources/subscription-periods.ts';
import { TRAFFIC_CATEGORIES } from '../resources/traffic-categories.ts';
import { idField, referenceIdField, sourceIdField } from './ids.ts';
import { noRetargeting, retargetingTargetSchema } from './retargeting-target.ts';

/**
 * Every targeting dimension is a list with a mode, as ExoClick and Zeropark have it:
 * `include` buys only the listed values, `exclude` everything but them. An empty list buys
 * everything, whatever the mode. Values are the ids of the /resources lists (countries by
 * two-letter code, regions by ISO 3166-2 code), sites and zones by their source's id.
 */
export const TARGET_MODES = ['include', 'exclude'] as const;
export type TargetMode = (typeof TARGET_MODES)[number];

export const TARGET_LIST_MAX = { small: 300, large: 10_000 } as const;

const unique = <T>(values: T[], key: (v: T) => unknown = (v) => v) => {
  const seen = new Set<unknown>();
  return values.filter((v) => !seen.has(key(v)) && seen.add(key(v)));
};

const listOf = <T extends z.ZodType>(value: T, max: number) =>
  z
    .array(value, { error: 'validation.list' })
    .max(max, 'validation.listTooLong')
    .transform((values) => unique(values as z.output<T>[]));

const targetList = <T extends z.ZodType>(value: T, max: number) =>
  z.strictObject({
    mode: z.enum(TARGET_MODES, { error: 'validation.targetMode' }),
    values: listOf(value, max),
  });

export const countryCodeField = () =>
  z
    .string({ error: 'validation.country' })
    .max(2, 'validation.country')
    .regex(/^[A-Za-z]{2}$/, 'validation.country')
    .transform((v) => v.toUpperCase());

const regionCode = () =>
  z
    .string({ error: 'validation.region' })
    .max(6, 'validation.region')
    .regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/, 'validation.region')
    .transform((v) => v.toUpperCase());

/** An IPv4 or IPv6 address, or a CIDR range of either. */
const ipRange = () => z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'validation.ipRange' });

/** An OS or browser, optionally narrowed to some of its versions (ids of os_versions / browser_versions). */
const withVersions = () =>
  z.strictObject({
    id: referenceIdField(),
    version_ids: listOf(referenceIdField(), TARGET_LIST_MAX.small).default([]),
  });

const knownIds = (list: readonly { id: number | string }[]) => (ids: number[]) =>
  ids.every((id) => list.some((item) => item.id === id));

const trafficCategoryId = () =>
  referenceIdField().refine((id) => knownIds(TRAFFIC_CATEGORIES)([id]), 'validation.unknownItem');
const subscriptionPeriodId = () =>
  referenceIdField().refine((id) => knownIds(SUBSCRIPTION_PERIODS)([id]), 'validation.unknownItem');

const dimensions = {
  countries: targetList(countryCodeField(), TARGET_LIST_MAX.small),
  regions: targetList(regionCode(), TARGET_LIST_MAX.large),
  cities: targetList(referenceIdField(), TARGET_LIST_MAX.large),
  languages: targetList(referenceIdField(), TARGET_LIST_MAX.small),
  device_types: targetList(referenceIdField(), TARGET_LIST_MAX.small),
  os: z.strictObject({
    mode: z.enum(TARGET_MODES, { error: 'validation.targetMode' }),
    values: z
      .array(withVersions(), { error: 'validation.list' })
      .max(TARGET_LIST_MAX.small, 'validation.listTooLong')
      .transform((v) => unique(v, (x) => x.id)),
  }),
  browsers: z.strictObject({
    mode: z.enum(TARGET_MODES, { error: 'validation.targetMode' }),
    values: z
      .array(withVersions(), { error: 'validation.list' })
      .max(TARGET_LIST_MAX.small, 'validation.listTooLong')
      .transform((v) => unique(v, (x) => x.id)),
  }),
  connection_types: targetList(referenceIdField(), TARGET_LIST_MAX.small),
  carriers: targetList(referenceIdField(), TARGET_LIST_MAX.large),
  ip_ranges: targetList(ipRange(), TARGET_LIST_MAX.large),
  traffic_categories: targetList(trafficCategoryId(), TARGET_LIST_MAX.small),
  /** Age of the push subscription (ids of /resources/subscription_periods); push formats only. */
  subscription_periods: targetList(subscriptionPeriodId(), TARGET_LIST_MAX.small),
  /** SSPs by id (GET /api/v1/ssp); the platform's own zones come from no SSP. */
  ssps: targetList(idField(), TARGET_LIST_MAX.small),
  /** The advertiser's SSP endpoints and guest tokens by id (one sequence). */
  ssp_endpoints: targetList(idField(), TARGET_LIST_MAX.small),
  sites: targetList(sourceIdField(), TARGET_LIST_MAX.large),
  zones: targetList(sourceIdField(), TARGET_LIST_MAX.large),
};
export type TargetDimension = keyof typeof dimensions;
export const TARGET_DIMENSIONS = Object.keys(dimensions) as TargetDimension[];

const everything = { mode: 'include' as const, values: [] };

/**
 * Full targeting: a dimension left out buys everything. `retargeting` sits beside the dimensions,
 * not among them (two lists at once, see retargeting-target.ts).
 */
export const targetingSchema = z.strictObject({
  ...(Object.fromEntries(
    TARGET_DIMENSIONS.map((d) => [d, (dimensions[d] as z.ZodType).default(everything)]),
  ) as { [K in TargetDimension]: z.ZodDefault<(typeof dimensions)[K]> }),
  retargeting: retargetingTargetSchema.default(noRetargeting),
});
export type Targeting = z.output<typeof targetingSchema>;

/**
 * Targeting in a PUT: only the dimensions sent change; each (and `retargeting`, both its lists)
 * replaces the stored one whole.
 */
export const targetingPatchSchema = z
  .strictObject({ ...dimensions, retargeting: retargetingTargetSchema })
  .partial();

export const defaultTargeting = (): Targeting => targetingSchema.parse({});
