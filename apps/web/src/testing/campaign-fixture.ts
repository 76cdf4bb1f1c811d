import { type Campaign, defaultTargeting } from '@panel/contract';

/** A direct-link draft as the server answers it, with no ads; tests change what they are about. */
export function aCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 42,
    name: 'Direct DE',
    status: 'draft',
    group_id: null,
    group_name: null,
    ad_format: 'direct link',
    ad_format_family: 'url',
    pricing_model: 'cpm',
    bid: 2.5,
    budget: { daily: null, total: null, pacing: 'asap' },
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    destination_url: 'https://offer.example.com/',
    time_zone: 'UTC',
    frequency_cap: null,
    schedule: null,
    start_date: null,
    end_date: null,
    targeting: defaultTargeting(),
    bid_by_country: [],
    bid_by_site: [],
    bid_by_zone: [],
    creatives: [],
    traffic_optimizer: { protected_zones: [], reset_at: null },
    version: 1,
    ...overrides,
  };
}
