import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_UNUSED_HOURS } from '@panel/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { uploadOwners, uploads } from '../src/db/schema.ts';
import { stripedPng } from '../src/demo/demo-png.ts';
import { startImageSweep, sweepImages } from '../src/modules/creatives/image-sweep.ts';
import { createCampaign, popunder, upload } from './campaign-fixtures.ts';
import { DRIVERS, signUpAndIn, useApp } from './helpers.ts';

/** A PNG of the size that no other test uploads, so its hash and file are this test's alone. */
const freshPng = (width: number, height: number) =>
  stripedPng(width, height, [
    [randomInt(256), randomInt(256), randomInt(256)],
    [randomInt(256), randomInt(256), randomInt(256)],
  ]);

describe.each(DRIVERS)('sweep of unused images on %s', (driver) => {
  // A folder of its own: the sweep deletes files, and other suites may upload the same content.
  const ctx = useApp(driver, { uploadsDir: path.join(os.tmpdir(), `panel-sweep-${randomUUID()}`) });
  const db = () => ctx.database.db;

  async function uploaded(token: string, width: number, height: number, content = freshPng(width, height)) {
    const res = await upload(ctx.app, token, content);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...(res.body.ext as { id: string; url: string }), content };
  }

  /** Moves uploads and claims back past the grace period, as if they were made that long ago. */
  async function age(ids: string[], hours = IMAGE_UNUSED_HOURS + 1) {
    const then = sql`now() - make_interval(hours => ${hours})`;
    await db().update(uploads).set({ createdAt: then }).where(inArray(uploads.id, ids));
    await db().update(uploadOwners).set({ uploadedAt: then }).where(inArray(uploadOwners.uploadId, ids));
  }

  const state = async (image: { id: string }) => ({
    owners: (await db().select().from(uploadOwners).where(eq(uploadOwners.uploadId, image.id)))
      .map((o) => o.advertiserId)
      .sort(),
    row: (await db().select().from(uploads).where(eq(uploads.id, image.id))).length,
    file: existsSync(path.join(ctx.config.uploadsDir, `${image.id}.png`)),
  });

  it('deletes only what no creative of its owner uses past the grace period, and keeps shared files', async () => {
    const [a, b] = [await signUpAndIn(ctx.app), await signUpAndIn(ctx.app)];
    const [aId, bId] = [a.user.id as number, b.user.id as number];
    const icon = await uploaded(a.token, 192, 192);
    const image = await uploaded(a.token, 492, 328);
    await createCampaign(
      ctx.app,
      a.token,
      popunder({
        ad_format: 'classic push',
        pricing_model: 'cpc',
        creatives: [
          { type: 'push', name: 'p', title: 'T', text: 'X', icon_url: icon.url, image_url: image.url },
        ],
      }),
    );
    const unused = await uploaded(a.token, 300, 250);
    const young = await uploaded(a.token, 300, 250);
    const shared = await uploaded(a.token, 300, 250);
    await uploaded(b.token, 300, 250, shared.content);
    await createCampaign(
      ctx.app,
      b.token,
      popunder({ ad_format: '300x250', creatives: [{ type: 'image', name: 'b', image_url: shared.url }] }),
    );
    await age([icon.id, image.id, unused.id, shared.id]);

    const result = await sweepImages(db(), ctx.config.uploadsDir);
    expect(result.released).toBeGreaterThanOrEqual(2);
    expect(result.deleted).toBeGreaterThanOrEqual(1);

    expect(await state(unused)).toEqual({ owners: [], row: 0, file: false });
    for (const kept of [icon, image, young])
      expect(await state(kept)).toEqual({ owners: [aId], row: 1, file: true });
    expect(await state(shared), 'a no longer claims it, b still uses it').toEqual({
      owners: [bId],
      row: 1,
      file: true,
    });

    const again = await uploaded(a.token, 300, 250, unused.content);
    expect(await state(again), 'a swept image can be uploaded again').toEqual({
      owners: [aId],
      row: 1,
      file: true,
    });
  });

  it('counts the grace period from the last upload of the image by its owner', async () => {
    const { token, user } = await signUpAndIn(ctx.app);
    const image = await uploaded(token, 300, 250);
    await age([image.id]);
    await uploaded(token, 300, 250, image.content);
    await sweepImages(db(), ctx.config.uploadsDir);
    expect(await state(image)).toEqual({ owners: [user.id], row: 1, file: true });

    await age([image.id], IMAGE_UNUSED_HOURS - 1);
    await sweepImages(db(), ctx.config.uploadsDir);
    expect((await state(image)).row, 'still inside the grace period').toBe(1);
  });

  it('keeps an image that no account claims while a creative uses it', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const image = await uploaded(token, 300, 250);
    await createCampaign(
      ctx.app,
      token,
      popunder({ ad_format: '300x250', creatives: [{ type: 'image', name: 'b', image_url: image.url }] }),
    );
    // As images stored before claims were recorded, whose uploader's account was since deleted.
    await db().delete(uploadOwners).where(eq(uploadOwners.uploadId, image.id));
    await age([image.id]);
    await sweepImages(db(), ctx.config.uploadsDir);
    expect(await state(image)).toEqual({ owners: [], row: 1, file: true });
  });

  it('runs on a timer with the other maintenance and stops cleanly', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startImageSweep(db(), ctx.config.uploadsDir, log, 20);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled(), { timeout: 5_000 });
    await stop();
    expect(log.info).toHaveBeenCalledWith(
      { released: expect.any(Number), deleted: expect.any(Number) },
      'unused images swept',
    );
    expect(log.error).not.toHaveBeenCalled();
  });
});
