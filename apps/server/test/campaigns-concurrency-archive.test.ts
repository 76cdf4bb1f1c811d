import { describe, expect, it } from 'vitest';
import { type Campaign, createCampaign } from './campaign-fixtures.ts';
import { campaignUrl as at, ROUNDS, race, read, type Step } from './concurrency-fixtures.ts';
import { DRIVERS, signUpAndIn, useApp } from './helpers.ts';

/**
 * An edit racing an archive: whichever gets the campaign first, nothing changes once it is
 * archived. Without the lock the edit read the campaign before the archive and wrote after it,
 * changing (and answering 200 with) a campaign that was already archived.
 */
const EDITS: [string, (id: number, r: number) => Step][] = [
  ['campaign PUT', (id, r) => ({ method: 'PUT', url: at(id), payload: { name: `Late ${r}` } })],
  [
    'sites/include',
    (id, r) => ({ method: 'PUT', url: at(id, '/sites/include'), payload: { sites: [`late-${r}`] } }),
  ],
  ['bid_by_zone DELETE', (id) => ({ method: 'DELETE', url: at(id, '/bid_by_zone') })],
  ['group link', (id) => ({ method: 'PUT', url: at(id, '/group/0/link') })],
];

const ARCHIVES: [string, (id: number) => Step][] = [
  ['archive', (id) => ({ method: 'PUT', url: at(id, '/status/archive') })],
  [
    'bulk archive',
    (id) => ({ method: 'PUT', url: '/api/v1/campaigns/status', payload: { ids: [id], action: 'archive' } }),
  ],
];

const CASES = ARCHIVES.flatMap(([archiveName, archive]) =>
  EDITS.map(([editName, edit]) => [`${editName} racing ${archiveName}`, edit, archive] as const),
);

describe.each(DRIVERS)('edits racing an archive on %s', (driver) => {
  const ctx = useApp(driver);

  it.each(CASES)('%s: an archived campaign never changes', async (_name, edit, archive) => {
    const { token } = await signUpAndIn(ctx.app);
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const before = await createCampaign(ctx.app, token);
      const [edited, archived] = await race(ctx.app, token, [edit(before.id, r), archive(before.id)]);
      rounds.push({ before, edited, archived, after: await read(ctx.app, token, before.id) });
    }
    // The race itself first, so that on code without versions it is what fails.
    for (const { edited, archived, after } of rounds) {
      expect(archived?.status).toBe(200);
      expect(after.status).toBe('archived');
      expect([200, 409]).toContain(edited?.status);
      if (edited?.status === 200) expect((edited.body.ext as Campaign).status).not.toBe('archived');
    }
    for (const { before, edited, archived, after } of rounds) {
      // Only the archive changed it after the edit (or after its creation, when the edit lost).
      const last = edited?.status === 200 ? (edited.body.ext as Campaign) : before;
      expect(after.version).toBe((last.version as number) + 1);
      if (edited?.status === 409) expect(after.name).toBe(before.name);
      const archivedCampaign = archived?.body.ext as Campaign;
      if (archivedCampaign.id !== undefined) expect(after).toEqual(archivedCampaign);
    }
  });
});
