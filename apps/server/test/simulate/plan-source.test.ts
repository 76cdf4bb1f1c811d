import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAdminSocket } from '../../src/admin/socket.ts';
import { testConfig } from '../../src/config.ts';
import { describePlan, loadPlan } from '../../src/simulate/plan-source.ts';
import { advertiserWithCode } from '../guest-tokens-fixtures.ts';
import { DRIVERS, useApp } from '../helpers.ts';
import { createEndpoint } from '../ssp-fixtures.ts';

/** How `npm run simulate` gets its plan on each driver: the same plan-building function behind both. */
describe.each(DRIVERS)('the simulator’s plan on %s', (driver) => {
  const ctx = useApp(driver);
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it(
    driver === 'pglite'
      ? 'comes from the running server over its admin socket'
      : 'is read from the database the URL names',
    async () => {
      const adv = await advertiserWithCode(ctx);
      const endpoint = await createEndpoint(ctx, adv.token, { parser_id: 2, require_token: true });
      let config = ctx.config;
      let stop: (() => Promise<void>) | null = null;
      if (driver === 'pglite') {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'panel-sim-'));
        folders.push(dataDir);
        config = { ...ctx.config, dataDir };
        stop = await startAdminSocket(ctx.database.db, config, { error: () => {} });
      }
      try {
        const plan = await loadPlan(config, ctx.config.databaseUrl);
        expect(plan.skipped).toContainEqual({
          what: 'endpoint',
          id: endpoint.id,
          why: 'requires the SSP’s API token',
        });
        expect(describePlan(plan)).toContain(
          `  skipped endpoint ${endpoint.id}: requires the SSP’s API token`,
        );
      } finally {
        await stop?.();
      }
    },
  );
});

describe('the simulator on the embedded database', () => {
  it('says how to start when no server holds it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'panel-sim-'));
    try {
      await expect(loadPlan({ ...testConfig(), dataDir }, undefined)).rejects.toThrow(
        /npm start.*--database-url/s,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
