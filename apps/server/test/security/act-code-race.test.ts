import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actAs } from '../../src/admin/commands.ts';
import { sessions } from '../../src/db/schema.ts';
import { findUserByEmail } from '../../src/modules/auth/user-repository.ts';
import { call, DRIVERS, signUpAndIn, useApp } from '../helpers.ts';

describe.each(DRIVERS)('one act-as code exchanged twice at once on %s', (driver) => {
  const ctx = useApp(driver);

  it('opens exactly one session, however many exchanges race for it', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const user = await findUserByEmail(ctx.database.db, email);
    for (let round = 0; round < 5; round++) {
      const { link } = await actAs(ctx.database.db, email, {
        actor: 'operator:test',
        ttlMs: 60_000,
        publicUrl: 'http://panel.test',
      });
      const code = new URL(link).searchParams.get('at') ?? '';
      const before = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? 0));
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          call(ctx.app, { method: 'POST', url: '/auth/act', payload: { code } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401]);
      const after = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? 0));
      expect(after.filter((s) => s.acting)).toHaveLength(before.filter((s) => s.acting).length + 1);
    }
  });
});
