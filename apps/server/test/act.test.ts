import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actAs } from '../src/admin/commands.ts';
import { actCodes, auditLog, sessions } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/secrets.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

describe.each(DRIVERS)('acting as another user on %s', (driver) => {
  const ctx = useApp(driver);
  const issue = (email: string) =>
    actAs(ctx.database.db, email, {
      actor: 'operator:test',
      ttlMs: ctx.config.actCodeTtlMs,
      publicUrl: 'http://panel.test',
    });
  const codeOf = (link: string) => new URL(link).searchParams.get('at') ?? '';

  it('prints a link whose one-time code opens an acting session for that user', async () => {
    const { email } = await signUpAndIn(ctx.app, 'guest');
    const { link } = await issue(email);
    expect(link).toMatch(/^http:\/\/panel\.test\/\?at=[\w-]{43}$/);
    const res = await call(ctx.app, { method: 'POST', url: '/auth/act', payload: { code: codeOf(link) } });
    expect(res.status).toBe(200);
    const ext = res.body.ext as { token: string; expires_at: string; user: Record<string, unknown> };
    expect(ext.user).toMatchObject({ email, role: 'guest-ssp', acting: true });
    expect(new Date(ext.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(
      ctx.config.session.actingAbsoluteMs,
    );
    const me = await call(ctx.app, { method: 'POST', url: '/auth/user', token: ext.token });
    expect(me.body.ext).toMatchObject({ email, acting: true });
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(ext.token)));
    expect(row?.acting).toBe(true);
  });

  it('refuses a code the second time, and records both attempts', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const code = codeOf((await issue(email)).link);
    expect((await call(ctx.app, { method: 'POST', url: '/auth/act', payload: { code } })).status).toBe(200);
    const again = await call(ctx.app, { method: 'POST', url: '/auth/act', payload: { code } });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('This sign-in link is invalid, expired or already used.');
    const [code_] = await ctx.database.db
      .select()
      .from(actCodes)
      .where(eq(actCodes.codeHash, hashToken(code)));
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, code_?.userId ?? -1));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'act_code.exchanged',
      'act_code.issued',
      'user.created',
    ]);
  });

  it('refuses an expired code and an unknown one', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const code = codeOf((await issue(email)).link);
    await ctx.database.db
      .update(actCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(actCodes.codeHash, hashToken(code)));
    expect((await call(ctx.app, { method: 'POST', url: '/auth/act', payload: { code } })).status).toBe(401);
    expect(
      (await call(ctx.app, { method: 'POST', url: '/auth/act', payload: { code: 'made-up' } })).status,
    ).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: '/auth/act', payload: {} })).status).toBe(400);
  });

  it('keeps only a hash of the code', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const code = codeOf((await issue(email)).link);
    expect(await ctx.database.db.select().from(actCodes).where(eq(actCodes.codeHash, code))).toHaveLength(0);
  });
});
