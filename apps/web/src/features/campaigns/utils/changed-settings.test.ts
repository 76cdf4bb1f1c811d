import { type Campaign, defaultTargeting } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { changedSettings } from './changed-settings.ts';

const before = {
  name: 'Direct DE',
  status: 'active',
  bid: 2.5,
  budget: { daily: 50, total: null, pacing: 'asap' },
  targeting: defaultTargeting(),
  creatives: [{ id: 1, name: 'Ad 1', status: 'active', created_at: 'a', updated_at: 'a' }],
  traffic_optimizer: { protected_zones: [], reset_at: null },
  version: 3,
} as unknown as Campaign;

describe('changedSettings', () => {
  it('names what differs by its editor label, in the editor’s order', () => {
    const after = {
      ...before,
      budget: { ...before.budget, daily: 80 },
      targeting: { ...before.targeting, zones: { mode: 'exclude', values: ['z1'] } },
      name: 'Direct DE 2',
    } as Campaign;
    expect(changedSettings(before, after).map((c) => c.label)).toEqual([
      'campaigns.field.name',
      'campaigns.target.zones',
      'campaigns.field.dailyBudget',
    ]);
  });

  it('tells a moderator’s decision on an ad, not its new timestamp', () => {
    const [ad] = before.creatives;
    const touched = { ...before, creatives: [{ ...ad, updated_at: 'b' }] } as Campaign;
    expect(changedSettings(before, touched)).toEqual([]);
    const rejected = { ...before, creatives: [{ ...ad, status: 'rejected' }] } as Campaign;
    expect(changedSettings(before, rejected)).toEqual([{ label: 'campaigns.conflict.ads', edited: true }]);
  });

  it('marks what the editor does not send, so such a change is no conflict for it', () => {
    const paused = { ...before, status: 'paused', version: 4 } as Campaign;
    expect(changedSettings(before, paused)).toEqual([{ label: 'campaigns.column.status', edited: false }]);
  });
});
