import fc from 'fast-check';
import { DeleteBidsCommand, PutBidsCommand } from './commands-bids.ts';
import { CloneCommand, CreateCommand, DESTINATIONS } from './commands-create.ts';
import { ApproveCommand, CreativeCommand } from './commands-creatives.ts';
import { type Dimension, type GroupChoice, LinkGroupCommand, TargetListCommand } from './commands-edit.ts';
import { PutCommand } from './commands-put.ts';
import { BulkCommand, StatusCommand } from './commands-status.ts';
import type { BidKind } from './model.ts';

/**
 * Small pools, so commands meet each other's values: the same keys set, re-priced and deleted,
 * lower-case countries that are the same as upper-case ones, names that trim to nothing, a name
 * at the limit (its copy is cut), budgets that break the rules across fields once merged.
 */
const POOL = {
  countries: ['US', 'gb', 'GB', 'DE', 'fr'],
  sites: ['s1', 'site-2', '7', 'a.b:c_d'],
  zones: ['z1', 'Z1', '7', 'zone.9'],
} as const;
const BID_POOL: Record<BidKind, readonly string[]> = {
  country: POOL.countries,
  site: POOL.sites,
  zone: POOL.zones,
};

/** Small, so successive commands often meet the same campaign (an approval, then its start). */
const index = fc.nat({ max: 3 });
/** Each pool's last value is the one that makes a call refuse, picked about once in eight. */
const mostly = <T>(good: readonly T[], bad: T) =>
  fc.oneof({ weight: 7, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: fc.constant(bad) });
const name = mostly(['Alpha', '  Beta  ', 'Pops', 'N'.repeat(100)], ' ');
const bid = fc.constantFrom(0.001, 0.5, 1.25, 2, 999.999999);
const dimension = fc.constantFrom<Dimension>('countries', 'sites', 'zones');
const mode = fc.constantFrom<'include' | 'exclude'>('include', 'exclude');
const kind = fc.constantFrom<BidKind>('country', 'site', 'zone');
/** Mostly distinct keys; sometimes a key twice (a 400), which upper-casing can make of 'gb' and 'GB'. */
const bidList = (k: BidKind, minLength: number) => {
  const item = fc.record({ key: fc.constantFrom(...BID_POOL[k]), bid });
  return fc.oneof(
    { weight: 4, arbitrary: fc.uniqueArray(item, { minLength, maxLength: 3, selector: (b) => b.key }) },
    { weight: 1, arbitrary: fc.array(item, { minLength, maxLength: 3 }) },
  );
};
const values = (d: Dimension) => fc.array(fc.constantFrom(...POOL[d]), { maxLength: 4 });
/** Mostly an owned group or none; sometimes one the caller may not use. */
const group = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<GroupChoice>(null, 0, 1) },
  { weight: 1, arbitrary: fc.constantFrom<GroupChoice>('stranger', 'missing') },
);
const pacing = fc.constantFrom('asap', 'asap', 'even' as const);
const money = (...v: (number | null)[]) => fc.constantFrom(...v);
const budgetPatch = fc.record(
  {
    daily: money(null, 10, 50),
    total: money(null, 40, 500),
    pacing,
  },
  { requiredKeys: [] },
);
const fullBudget = fc.record({
  daily: money(null, 10, 50),
  total: money(null, 40, 500),
  pacing,
});
/** Starts and stops more often than archives, so campaigns spend time live and paused too. */
const action = fc.constantFrom('start', 'start', 'start', 'stop', 'stop', 'archive', 'dearchive' as const);

const lists = fc
  .record(
    {
      countries: fc.record({ mode, values: values('countries') }),
      sites: fc.record({ mode, values: values('sites') }),
      zones: fc.record({ mode, values: values('zones') }),
    },
    { requiredKeys: [] },
  )
  .filter((l) => Object.keys(l).length > 0);

const create = fc
  .record({
    name,
    bid,
    budget: fc.option(fullBudget, { nil: undefined }),
    countries: fc.option(values('countries'), { nil: undefined }),
    group,
    creatives: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
  })
  .map((s) => new CreateCommand(s));

const put = fc
  .tuple(
    index,
    fc.record(
      {
        name,
        bid,
        budget: budgetPatch,
        lists,
        destination: fc.constantFrom(...DESTINATIONS),
        group,
        bids: kind.chain((k) => fc.record({ kind: fc.constant(k), bids: bidList(k, 0) })),
      },
      { requiredKeys: [] },
    ),
    fc.constantFrom('none', 'current', 'stale', 'any' as const),
  )
  .map(([i, patch, ifMatch]) => new PutCommand(i, patch, ifMatch));

const targetList = dimension.chain((d) =>
  fc.tuple(index, mode, values(d)).map(([i, m, v]) => new TargetListCommand(i, d, m, v)),
);
const putBids = kind.chain((k) =>
  fc.tuple(index, bidList(k, 0)).map(([i, bids]) => new PutBidsCommand(i, k, bids)),
);
const deleteBids = kind.chain((k) =>
  fc
    .tuple(
      index,
      fc.option(fc.array(fc.constantFrom(...BID_POOL[k]), { minLength: 1, maxLength: 3 }), { nil: null }),
    )
    .map(([i, keys]) => new DeleteBidsCommand(i, k, keys)),
);

const status = fc.tuple(index, action).map(([i, a]) => new StatusCommand(i, a));
const approve = fc.tuple(index, fc.nat({ max: 2 })).map(([i, x]) => new ApproveCommand(i, x));
const bulk = fc
  .tuple(fc.array(index, { minLength: 1, maxLength: 4 }), fc.boolean(), action)
  .map(([ids, missing, a]) => new BulkCommand(ids, missing, a));

/**
 * Each run starts with one to three valid creates, so the commands that need a campaign have one,
 * each maybe approved by the operator, started and stopped, so that runs also begin from live and
 * paused campaigns. These creates never fail, so the k-th is campaign #k.
 */
const first = (k: number) =>
  fc
    .record({
      name: fc.constantFrom('Alpha', 'N'.repeat(100)),
      bid,
      countries: fc.option(values('countries'), { nil: undefined }),
      group: fc.constantFrom<GroupChoice>(null, 0, 1),
      creatives: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
    })
    .chain((s) =>
      fc.constantFrom(
        [new CreateCommand(s)],
        [new CreateCommand(s), new ApproveCommand(k, 0)],
        [new CreateCommand(s), new ApproveCommand(k, 0), new StatusCommand(k, 'start')],
        [
          new CreateCommand(s),
          new ApproveCommand(k, 0),
          new StatusCommand(k, 'start'),
          new StatusCommand(k, 'stop'),
        ],
      ),
    );
export const firstCampaigns = fc
  .nat({ max: 2 })
  .chain((n) => fc.tuple(...Array.from({ length: n + 1 }, (_, k) => first(k))))
  .map((steps) => steps.flat());

/** Every command, weighted towards the ones that move campaigns between states. */
export const campaignCommands = [
  create,
  create,
  put,
  targetList,
  putBids,
  deleteBids,
  fc.tuple(index, group).map(([i, g]) => new LinkGroupCommand(i, g)),
  status,
  status,
  status,
  bulk,
  bulk,
  index.map((i) => new CloneCommand(i)),
  approve,
  approve,
  approve,
  fc
    .tuple(index, fc.nat({ max: 2 }), fc.constantFrom('start', 'stop', 'reject' as const))
    .map(([i, x, a]) => new CreativeCommand(i, x, a)),
];
