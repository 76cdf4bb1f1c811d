import { describe, expect, it, vi } from 'vitest';
import { cityDatabaseRead, geoOfAddress } from '../../src/modules/bidder/openrtb/geo-ip.ts';
import { useApp } from '../helpers.ts';

// A file of its own: the city database is read once per process, and nothing here may look an
// address up before the check.
describe('a production start', () => {
  useApp('pglite', { env: 'production' });

  it('reads the city database as the server starts, before any address is looked up', async () => {
    await vi.waitFor(() => expect(cityDatabaseRead()).toBe(true), { timeout: 20_000, interval: 50 });
    // So the first visitor already gets a region and a city (MaxMind's example address).
    expect(geoOfAddress('128.101.101.101')).toEqual({
      country: 'US',
      region: 'US-MN',
      cityName: 'Minneapolis',
    });
  });
});
