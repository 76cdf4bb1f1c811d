import { createHash, randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_QUOTA, IMAGE_UNUSED_HOURS, translateMessage } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadOwners, uploads } from '../src/db/schema.ts';
import { stripedPng } from '../src/demo/demo-png.ts';
import { upload } from './campaign-fixtures.ts';
import { DRIVERS, signUpAndIn, useApp } from './helpers.ts';

const MB = 1024 * 1024;
const quotaMessage = (count: number, bytes: number) =>
  translateMessage('errors.imageQuota', {
    count,
    megabytes: Math.round((bytes / MB) * 10) / 10,
    maxImages: '1,000',
    maxMegabytes: IMAGE_QUOTA.bytes / MB,
    hours: IMAGE_UNUSED_HOURS,
  });

/** A PNG no other test uploads, so its hash is this test's alone. */
const freshPng = () =>
  stripedPng(64, 64, [
    [randomInt(256), randomInt(256), randomInt(256)],
    [randomInt(256), randomInt(256), randomInt(256)],
  ]);
const hashOf = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe.each(DRIVERS)('image quota per account on %s', (driver) => {
  const ctx = useApp(driver);

  async function advertiser() {
    const { token, user } = await signUpAndIn(ctx.app);
    return { token, id: user.id as number };
  }

  /** Images the account already stores, written straight to the tables (no files needed). */
  async function alreadyStored(advertiserId: number, sizes: number[]) {
    const rows = sizes.map((bytes) => ({
      id: randomBytes(32).toString('hex'),
      mime: 'image/png',
      width: 1,
      height: 1,
      bytes,
    }));
    await ctx.database.db.insert(uploads).values(rows);
    await ctx.database.db.insert(uploadOwners).values(rows.map((r) => ({ uploadId: r.id, advertiserId })));
  }

  const claims = async (advertiserId: number) =>
    (await ctx.database.db.select().from(uploadOwners).where(eq(uploadOwners.advertiserId, advertiserId)))
      .length;

  it('takes images up to the count, refuses the next with a 409 that says how to free space', async () => {
    const { token, id } = await advertiser();
    await alreadyStored(id, Array(IMAGE_QUOTA.images - 1).fill(1_000));
    const last = freshPng();
    expect((await upload(ctx.app, token, last)).status).toBe(201);
    expect((await upload(ctx.app, token, last)).status, 'the same image again adds nothing').toBe(201);

    const refused = freshPng();
    const res = await upload(ctx.app, token, refused);
    expect(res.status).toBe(409);
    const message = quotaMessage(IMAGE_QUOTA.images, (IMAGE_QUOTA.images - 1) * 1_000 + last.length);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message, fields: { file: message } });
    expect(existsSync(path.join(ctx.config.uploadsDir, `${hashOf(refused)}.png`))).toBe(false);
    expect(
      await ctx.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, hashOf(refused))),
    ).toEqual([]);
    expect(await claims(id)).toBe(IMAGE_QUOTA.images);
  });

  it('refuses an image that would take the account past its byte budget', async () => {
    const { token, id } = await advertiser();
    const stored = IMAGE_QUOTA.bytes - 100;
    await alreadyStored(id, [stored]);
    const res = await upload(ctx.app, token, freshPng());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(quotaMessage(1, stored));
  });

  it('counts an image once per account, however often and by however many accounts it is uploaded', async () => {
    const [a, b] = [await advertiser(), await advertiser()];
    const png = freshPng();
    for (const who of [a, a, b, a]) expect((await upload(ctx.app, who.token, png)).status).toBe(201);
    expect([await claims(a.id), await claims(b.id)]).toEqual([1, 1]);
    expect(
      await ctx.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, hashOf(png))),
    ).toHaveLength(1);
  });

  it('two parallel uploads cannot both take the last place', async () => {
    const { token, id } = await advertiser();
    await alreadyStored(id, Array(IMAGE_QUOTA.images - 1).fill(1_000));
    const results = await Promise.all([freshPng(), freshPng()].map((png) => upload(ctx.app, token, png)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await claims(id)).toBe(IMAGE_QUOTA.images);
  });
});
