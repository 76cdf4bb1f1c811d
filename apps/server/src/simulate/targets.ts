import { guestSspIdOf } from '@panel/contract';
import type { PlanZone, SimulationPlan } from './plan-types.ts';
import type { RtbTarget } from './rtb-traffic.ts';
import { Weighted } from './weighted.ts';

export type Target = { kind: 'rtb'; rtb: RtbTarget } | { kind: 'zone'; zone: PlanZone };

/** How traffic splits between the three ways in, when the plan has all three (docs/supply.md). */
const KIND_SHARE = { ssp: 0.6, guest: 0.15, zone: 0.25 };

export type Targets = Weighted<{ target: Target; weight: number }>;

/**
 * What the player sends to, weighted so each way in gets its share however many targets it has.
 * `withRenewedGuests` false leaves out guest tokens whose secret the plan just made or renewed:
 * the bidder takes a new secret within a second (docs/bidder.md), and until then it is a 401.
 */
export function targetsOf(plan: SimulationPlan, withRenewedGuests = true): Targets {
  const targets: { target: Target; weight: number }[] = [];
  const add = (list: Target[], share: number) => {
    for (const target of list) targets.push({ target, weight: share / list.length });
  };
  add(
    plan.endpoints.map((e) => ({
      kind: 'rtb',
      rtb: {
        kind: 'ssp',
        path: e.path,
        sspId: e.ssp_id,
        formats: e.formats,
        countries: e.countries,
        floor: e.floor,
        feed: e.version === null,
      },
    })),
    KIND_SHARE.ssp,
  );
  add(
    plan.guests
      .filter((g) => g.formats.length > 0 && (withRenewedGuests || !g.renewed))
      .map((g) => ({
        kind: 'rtb',
        rtb: {
          kind: 'guest',
          path: g.path,
          sspId: guestSspIdOf(g.guest_id),
          formats: g.formats,
          countries: [],
          floor: 0,
          bearer: g.secret,
        },
      })),
    KIND_SHARE.guest,
  );
  add(
    plan.zones.map((zone) => ({ kind: 'zone', zone })),
    KIND_SHARE.zone,
  );
  return new Weighted(targets, (t) => t.weight);
}
