import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatResult, parseCommand, sendToServer } from '../src/admin/client.ts';
import { runCommand } from '../src/admin/run.ts';
import { adminSocketPath, startAdminSocket } from '../src/admin/socket.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../src/demo/seed.ts';
import { verifyPassword } from '../src/lib/secrets.ts';
import { findUserByEmail } from '../src/modules/auth/user-repository.ts';
import { approve, createCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, uniqueEmail, useApp } from './helpers.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');

describe('admin command line', () => {
  it.each([
    [['act-as', 'a@b.test'], { command: 'act-as', email: 'a@b.test' }],
    [
      ['create-user', '--email', 'a@b.test', '--role', 'publisher'],
      { command: 'create-user', email: 'a@b.test', role: 'publisher' },
    ],
    [['seed-traffic', '--days', '3'], { command: 'seed-traffic', days: '3' }],
    [['creatives', 'list', '--pending'], { command: 'creatives-list', pending: true }],
    [['creatives', 'list'], { command: 'creatives-list', pending: false }],
    [
      ['creatives', 'list', '--pending', '--advertiser', 'a@b.test'],
      { command: 'creatives-list', pending: true, advertiser: 'a@b.test' },
    ],
    [['creatives', 'approve', '42'], { command: 'creatives-approve', id: '42' }],
    [
      ['creatives', 'reject', '42', '--reason', 'Fake virus alert'],
      { command: 'creatives-reject', id: '42', reason: 'Fake virus alert' },
    ],
    [['creatives', 'delete', '42'], null],
    [['nonsense'], null],
  ])('reads %j', (argv, expected) => {
    const parsed = parseCommand(argv);
    if (expected === null) expect(parsed).toBeNull();
    else expect(parsed).toMatchObject(expected);
  });
});

describe('admin command output', () => {
  it('prints a list as blocks, and no terminal escape an advertiser typed', () => {
    expect(
      formatResult({ total: 1, creatives: [{ id: 7, name: 'Ad\u001b[2J\u202eevil' }], empty: [] }),
    ).toEqual(['total: 1', 'creatives:', '', '  id: 7', '  name: Ad [2J evil', 'empty: none']);
  });
});

describe.each(DRIVERS)('admin commands on %s', (driver) => {
  const ctx = useApp(driver);

  it('creates a user of any role with a password that signs in', async () => {
    const email = uniqueEmail('pub');
    const reply = await runCommand(
      ctx.database.db,
      ctx.config,
      JSON.stringify({ command: 'create-user', email, role: 'publisher' }),
    );
    expect(reply).toMatchObject({ ok: true, result: { email, role: 'publisher' } });
    const password = reply.ok ? String(reply.result.password) : '';
    const login = await call(ctx.app, { method: 'POST', url: '/auth/login', payload: { email, password } });
    expect(login.status).toBe(200);
    expect(login.body.ext).toMatchObject({ user: { role: 'publisher', account_type: 'publisher' } });
  });

  it.each([
    [{ command: 'create-user', email: 'x@y.test', role: 'admin' }, /role/],
    [{ command: 'act-as', email: 'nobody@nowhere.test' }, /No user with the e-mail/],
    [{ command: 'drop-tables' }, /command/],
    [{ command: 'seed-traffic', email: 'nobody@nowhere.test' }, /No account with the e-mail/],
    [{ command: 'seed-traffic', days: 400 }, /days/],
  ])('explains a bad command %j instead of failing', async (command, message) => {
    const reply = await runCommand(ctx.database.db, ctx.config, JSON.stringify(command));
    expect(reply.ok).toBe(false);
    expect(reply.ok ? '' : reply.error).toMatch(message);
  });

  it('seeds traffic for an advertiser through the same ingestion, and refuses other roles', async () => {
    const { token, email } = await signUpAndIn(ctx.app);
    const campaign = await createCampaign(ctx.app, token, popunder());
    await approve(ctx, campaign);
    const started = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/status/start`,
      token,
    });
    expect(started.status).toBe(200);
    const reply = await runCommand(
      ctx.database.db,
      ctx.config,
      JSON.stringify({ command: 'seed-traffic', email, days: 2 }),
    );
    expect(reply).toMatchObject({ ok: true, result: { campaigns: 1 } });
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/statistics/advertiser', token });
    expect((res.body.ext as { totals: { requests: number } }).totals.requests).toBeGreaterThan(0);
    const guest = await signUpAndIn(ctx.app, 'guest');
    const refused = await runCommand(
      ctx.database.db,
      ctx.config,
      JSON.stringify({ command: 'seed-traffic', email: guest.email }),
    );
    expect(refused).toEqual({ ok: false, error: `${guest.email} is not an advertiser` });
  });

  it('refuses a second user with the same e-mail', async () => {
    const email = uniqueEmail();
    await runCommand(
      ctx.database.db,
      ctx.config,
      JSON.stringify({ command: 'create-user', email, role: 'advertiser' }),
    );
    const again = await runCommand(
      ctx.database.db,
      ctx.config,
      JSON.stringify({ command: 'create-user', email, role: 'advertiser' }),
    );
    expect(again).toEqual({ ok: false, error: `A user with the e-mail ${email} already exists` });
  });
});

describe('demo seed', () => {
  const ctx = useApp('pglite');

  it('creates one account per role with the given password, once', async () => {
    const first = await seedDemo(ctx.database.db, 'Demo-pass1!');
    expect(first.created).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    for (const account of DEMO_ACCOUNTS) {
      const user = await findUserByEmail(ctx.database.db, account.email);
      expect(user?.role).toBe(account.role);
      expect(user).toMatchObject({ country: 'US', city: 'New York', phoneNumberCode: '+1' });
      expect(await verifyPassword(user?.passwordHash ?? '', 'Demo-pass1!')).toBe(true);
    }
    expect((await seedDemo(ctx.database.db)).created).toEqual([]);
  });
});

describe('operator commands while the server holds the embedded database', () => {
  const ctx = useApp('pglite');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panel-admin-'));
  let stop: () => Promise<void>;

  beforeAll(async () => {
    stop = await startAdminSocket(ctx.database.db, { ...ctx.config, dataDir }, { error: () => undefined });
  });
  afterAll(async () => stop());

  it('runs through the admin socket of the running server', async () => {
    const email = uniqueEmail('sock');
    const reply = await sendToServer(
      adminSocketPath(dataDir),
      JSON.stringify({ command: 'create-user', email, role: 'guest-ssp' }),
    );
    expect(reply).toMatchObject({ ok: true, result: { email, role: 'guest-ssp' } });
    expect((await findUserByEmail(ctx.database.db, email))?.role).toBe('guest-ssp');
  });

  it('npm run admin -- act-as prints a link, talking to the running server from another process', async () => {
    const email = uniqueEmail('cli');
    await runCommand(
      ctx.database.db,
      ctx.config,
      JSON.stringify({ command: 'create-user', email, role: 'advertiser' }),
    );
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', 'act-as', email], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
    });
    const link = /link: (\S+)/.exec(stdout)?.[1] ?? '';
    const code = new URL(link).searchParams.get('at') ?? '';
    const session = await call(ctx.app, { method: 'POST', url: '/auth/act', payload: { code } });
    expect(session.body.ext).toMatchObject({ user: { email, acting: true } });
  });
});
