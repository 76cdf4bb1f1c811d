import { STATISTICS_ROLES } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, signInAs, useApp } from './helpers.ts';

type Dimension = { id: string; options: string | null };
const ROLE_OF = { advertiser: 'advertiser', publisher: 'publisher', guest_ssp: 'guest-ssp' } as const;

describe('statistics filter sources', () => {
  const ctx = useApp('pglite');

  it.each(STATISTICS_ROLES)(
    'every source the %s view names is a call that answers that role',
    async (view) => {
      const entities = await call(ctx.app, { method: 'GET', url: `/resources/statistics_entities/${view}` });
      const dimensions = (entities.body.ext as { dimensions: Dimension[] }).dimensions;
      const { token } = await signInAs(ctx, ROLE_OF[view]);
      const sources = dimensions.filter((d) => d.options !== null);
      expect(sources.length).toBeGreaterThan(0);
      for (const { id, options } of sources) {
        // Lists by parent need their parent; any of its values will do to prove the call exists.
        const url = options === '/resources/regions' ? `${options}?country=US` : String(options);
        const res = await call(ctx.app, { method: 'GET', url, token });
        expect(res.status, `${view} ${id}: GET ${url} → ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      }
    },
  );
});
