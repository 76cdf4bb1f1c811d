import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messagesEn } from '@panel/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendToServer } from '../src/admin/client.ts';
import { runCommand } from '../src/admin/run.ts';
import { adminSocketPath, startAdminSocket } from '../src/admin/socket.ts';
import { auditLog } from '../src/db/schema.ts';
import { createCampaign, getCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from './helpers.ts';

type Listed = { id: number; status: string; advertiser: string; campaign_id: number; content: string };

const command = (ctx: TestContext, body: Record<string, unknown>) =>
  runCommand(ctx.database.db, ctx.config, JSON.stringify(body));

const auditOf = (ctx: TestContext, creativeId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, ['creative.approved', 'creative.rejected']),
        eq(sql`${auditLog.detail}->>'creative_id'`, String(creativeId)),
      ),
    );

describe.each(DRIVERS)('moderation of creatives on %s', (driver) => {
  const ctx = useApp(driver);

  async function pendingCreative(body = popunder()) {
    const owner = await signUpAndIn(ctx.app);
    const campaign = await createCampaign(ctx.app, owner.token, body);
    const creative = campaign.creatives[0]?.id ?? 0;
    const read = async () =>
      (await call(ctx.app, { method: 'GET', url: `/api/v1/creatives/${creative}`, token: owner.token })).body
        .ext as { status: string; reject_reason: string | null };
    return { ...owner, campaign, creative, read };
  }

  it('leaves approval to the operator: the advertiser has no approve call, and start waits', async () => {
    const { token, creative, read } = await pendingCreative();
    const approve = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/creatives/${creative}/status/approve`,
      token,
    });
    expect(approve.status).toBe(404);
    const start = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/creatives/${creative}/status/start`,
      token,
    });
    expect(start.status).toBe(409);
    expect(start.body.message).toBe(messagesEn['errors.creativeInModeration']);
    expect(await read()).toMatchObject({ status: 'pending' });
  });

  it('lists pending creatives with their advertiser, campaign and a cut-down content', async () => {
    const markup = `<div onclick="x">${'Win a prize! '.repeat(60)}</div>`;
    const { email, campaign, creative } = await pendingCreative(
      popunder({ ad_format: 'html tag', creatives: [{ type: 'tag', name: 'Tag', markup }] }),
    );
    // The queue is the whole platform's; the database may be kept between runs, so ask for this advertiser's.
    const reply = await command(ctx, {
      command: 'creatives-list',
      pending: true,
      advertiser: email.toUpperCase(),
    });
    if (!reply.ok) throw new Error(reply.error);
    const items = reply.result.creatives as Listed[];
    expect(items.every((i) => i.status === 'pending')).toBe(true);
    const mine = items.find((i) => i.id === creative);
    expect(mine).toMatchObject({
      advertiser: email,
      campaign_id: campaign.id,
      campaign: 'Pops test',
      type: 'tag',
    });
    expect(mine?.content).toMatch(/^markup=<div onclick="x">Win a prize!/);
    expect(mine?.content.length).toBeLessThanOrEqual(300);
  });

  it('approves through the operator command, audited, and then the campaign can start', async () => {
    const { token, campaign, creative, read } = await pendingCreative();
    const reply = await command(ctx, { command: 'creatives-approve', id: creative });
    expect(reply).toEqual({
      ok: true,
      result: { id: creative, campaign_id: campaign.id, status: 'active', version: expect.any(String) },
    });
    expect(await read()).toMatchObject({ status: 'active' });
    const [entry, ...more] = await auditOf(ctx, creative);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'creative.approved',
      actor: expect.stringMatching(/^operator:/),
      detail: {
        creative_id: creative,
        campaign_id: campaign.id,
        from: 'pending',
        to: 'active',
        reason: null,
      },
    });
    const start = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/status/start`,
      token,
    });
    expect(start.status).toBe(200);
    const again = await command(ctx, { command: 'creatives-approve', id: creative });
    expect(again).toEqual({
      ok: false,
      error: `Creative ${creative} is active: only a pending creative can be approved`,
    });
  });

  it('approves only the content the operator listed when given its version', async () => {
    const { token, email, campaign, creative, read } = await pendingCreative();
    const listed = await command(ctx, { command: 'creatives-list', pending: true, advertiser: email });
    const version = listed.ok
      ? (listed.result.creatives as (Listed & { version: string })[]).find((i) => i.id === creative)?.version
      : undefined;
    // The advertiser swaps the content after the operator read the list.
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}`,
      token,
      payload: {
        creatives: [
          { id: creative, type: 'popunder', name: 'Landing', click_url: 'https://swap.example.com/' },
        ],
      },
    });
    const reply = await command(ctx, { command: 'creatives-approve', id: creative, version });
    expect(reply.ok ? '' : reply.error).toMatch(
      new RegExp(`^Creative ${creative} changed since version ${version}`),
    );
    expect(await read()).toMatchObject({ status: 'pending' });
    expect(await auditOf(ctx, creative)).toEqual([]);
  });

  it('rejects a running creative with the reason the advertiser then reads, audited', async () => {
    const { token, campaign, creative, read } = await pendingCreative();
    await command(ctx, { command: 'creatives-approve', id: creative });
    await call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${campaign.id}/status/start`, token });
    const reason = 'The landing page asks for card details.';
    const reply = await command(ctx, { command: 'creatives-reject', id: creative, reason });
    expect(reply).toMatchObject({ ok: true, result: { status: 'rejected', reason } });
    expect(await read()).toEqual(expect.objectContaining({ status: 'rejected', reject_reason: reason }));
    expect((await getCampaign(ctx.app, token, campaign.id)).body.ext).toMatchObject({
      creatives: [{ id: creative, status: 'rejected', reject_reason: reason }],
    });
    expect((await auditOf(ctx, creative)).map((e) => [e.action, e.detail.from, e.detail.reason])).toEqual([
      ['creative.approved', 'pending', null],
      ['creative.rejected', 'active', reason],
    ]);
  });

  it.each([
    [{ command: 'creatives-reject', reason: '' }, 'reason: This field is required'],
    [{ command: 'creatives-reject', reason: 'x'.repeat(501) }, 'reason: Must be at most 500 characters'],
    [{ command: 'creatives-reject' }, 'reason:'],
    [{ command: 'creatives-approve', id: 0 }, 'id:'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const { creative, read } = await pendingCreative();
    const reply = await command(ctx, { id: creative, ...body });
    expect(reply.ok).toBe(false);
    expect(reply.ok ? '' : reply.error).toContain(message);
    expect(await read()).toMatchObject({ status: 'pending' });
    expect(await auditOf(ctx, creative)).toEqual([]);
  });

  it('says when there is no such creative', async () => {
    expect(await command(ctx, { command: 'creatives-approve', id: 2147483647 })).toEqual({
      ok: false,
      error: 'No creative with the id 2147483647',
    });
  });
});

describe('moderation while the server holds the embedded database', () => {
  const ctx = useApp('pglite');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panel-moderation-'));
  let stop: () => Promise<void>;

  beforeAll(async () => {
    stop = await startAdminSocket(ctx.database.db, { ...ctx.config, dataDir }, { error: () => undefined });
  });
  afterAll(async () => stop());

  it('approves through the admin socket of the running server', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const campaign = await createCampaign(ctx.app, token);
    const id = campaign.creatives[0]?.id;
    const reply = await sendToServer(
      adminSocketPath(dataDir),
      JSON.stringify({ command: 'creatives-approve', id }),
    );
    expect(reply).toMatchObject({ ok: true, result: { id, status: 'active' } });
  });
});
