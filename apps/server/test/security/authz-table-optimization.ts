import { type Entry, own } from './authz-entry.ts';

const ADV = ['advertiser'] as const;
const BASES = [
  ['/api/v1/traffic_optimization_rules', 'trafficRule', 0],
  ['/api/v1/bid_optimization/rules', 'bidRule', 1],
] as const;

/**
 * The advertiser's optimization rules and their log. A stranger naming the owner's rule, action,
 * round or campaign gets 404; naming the owner's campaign in a rule is a 400 on that entry, the
 * same answer as a campaign that does not exist; the owner's rule name is free for the stranger.
 */
export const OPTIMIZATION_ENTRIES: [string, Entry][] = BASES.flatMap(
  ([base, key, nameAt]): [string, Entry][] => {
    const row: Entry = {
      access: ADV,
      probes: [{ params: (t) => ({ rule_id: t.optimization[key] }) }],
    };
    return [
      [
        `GET ${base}`,
        own(ADV, 200, {
          leaked: (ext: { items: { id: number }[] }, t) =>
            ext.items.filter((i) => i.id === t.optimization[key]),
        }),
      ],
      [
        `POST ${base}`,
        {
          access: ADV,
          probes: [
            { body: (ex, t) => ({ ...ex, name: t.optimization.names[nameAt] }), status: 201 },
            {
              body: (ex, t) => ({ ...ex, name: `Theirs ${t.id}`, campaign_ids: [t.campaign] }),
              status: 400,
              field: 'campaign_ids.0',
            },
          ],
        },
      ],
      [
        `POST ${base}/dry_run`,
        {
          access: ADV,
          probes: [
            { status: 200, leaked: (ext: { items: unknown[] }) => ext.items },
            {
              body: (ex) => ({ ...ex, rule: { ...((ex?.rule as object) ?? {}), campaign_ids: [] } }),
              status: 200,
              leaked: (ext: { items: unknown[] }) => ext.items,
            },
            {
              body: (ex, t) => ({
                ...ex,
                rule: { ...((ex?.rule as object) ?? {}), campaign_ids: [t.campaign] },
              }),
              status: 400,
              field: 'rule.campaign_ids.0',
            },
          ],
        },
      ],
      [`GET ${base}/:rule_id`, row],
      [`PUT ${base}/:rule_id`, row],
      [`DELETE ${base}/:rule_id`, row],
      [`POST ${base}/:rule_id/clone`, row],
      [`POST ${base}/:rule_id/dry_run`, row],
      [`GET ${base}/:rule_id/actions`, row],
    ];
  },
).concat([
  ['GET /api/v1/campaigns/:campaign_id/optimization_actions', { access: ADV, probes: [{}] }],
  ['POST /api/v1/optimization_actions/:action_id/undo', { access: ADV, probes: [{}] }],
  ['POST /api/v1/optimization_rounds/:round_id/undo', { access: ADV, probes: [{}] }],
]);
