import { describe, expect, it } from 'vitest';
import { runCommand } from '../src/admin/run.ts';
import { DRIVERS, useApp } from './helpers.ts';
import { click, trackingWorld } from './tracking-click-fixtures.ts';

describe.each(DRIVERS)('click-link command on %s', (driver) => {
  const ctx = useApp(driver);

  it('prints a link of the campaign that counts a click and lands with the given traffic', async () => {
    const world = await trackingWorld(ctx);
    const command = { command: 'click-link', campaign: String(world.campaign.id), zone: '42', country: 'it' };
    const reply = await runCommand(ctx.database.db, ctx.config, JSON.stringify(command));
    if (!reply.ok) throw new Error(reply.error);
    const link = String(reply.result.link);
    expect(link.startsWith(`${ctx.config.publicUrl}/track/click/`)).toBe(true);
    const res = await click(ctx, link.slice(link.lastIndexOf('/') + 1));
    expect(res.status).toBe(302);
    const landing = new URL(res.location as string);
    expect([landing.searchParams.get('geo'), landing.searchParams.get('z')]).toEqual(['IT', '42']);
    const missing = await runCommand(
      ctx.database.db,
      ctx.config,
      JSON.stringify({ ...command, campaign: '2000000000' }),
    );
    expect(missing).toEqual({ ok: false, error: 'No campaign 2000000000' });
  });
});
