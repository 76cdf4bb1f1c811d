import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DurabilitySession, type RoundResult } from '../../bench/durability/durability-session.ts';
import type { Ledger } from '../../bench/durability/ledger.ts';
import { DRIVERS } from '../helpers.ts';

/**
 * The real server in a child process, killed with SIGKILL in the middle of a stream of writes
 * from four clients, then started again on the same data: every write it acknowledged must be
 * there. `npm run bench:durability` runs the same rounds 50 times per driver.
 */
const ROUNDS = 3;

describe.each(DRIVERS)('acknowledged writes after a SIGKILL on %s', (driver) => {
  const session = new DurabilitySession({ driver, databaseUrl: process.env.TEST_DATABASE_URL });
  const rounds: RoundResult[] = [];

  beforeAll(async () => {
    await session.open();
    for (let i = 0; i < ROUNDS; i++) rounds.push(await session.round());
  }, 300_000);
  afterAll(() => session.close(), 60_000);

  it('are all there: saves at least as new as the last one acknowledged, statuses and new campaigns', () => {
    for (const round of rounds) {
      expect(round.problems, `seed ${session.seed}`).toEqual([]);
      expect(round.lost).toBe(0);
    }
  });

  it('were a stream of every kind of write, cut off by the kill and not by errors', () => {
    for (const round of rounds) expect(round.failures).toEqual([]);
    const total = (kind: keyof RoundResult['acked']) => rounds.reduce((sum, r) => sum + r.acked[kind], 0);
    expect(total('saves')).toBeGreaterThan(0);
    expect(total('statuses')).toBeGreaterThan(0);
    expect(total('creates')).toBeGreaterThan(0);
  });

  it('would be noticed if one were missing', async () => {
    const [c] = session.ledger.campaigns;
    if (!c) throw new Error('no campaign tracked');
    const forged: Ledger = {
      campaigns: [
        {
          ...c,
          saved: c.saved + 1,
          savedAcks: [c.saved + 1],
          savesUnanswered: new Set(),
          status: c.status === 'active' ? 'paused' : 'active',
          statusAcks: 1,
          statusUnanswered: new Set(),
        },
      ],
      created: [{ id: undefined, name: 'durability never sent' }],
    };
    const verdict = await session.check(forged);
    expect(verdict.lost).toBe(3);
    expect(verdict.problems).toHaveLength(3);
  });

  if (driver === 'pglite')
    it('start again over the admin socket the kill left behind, which then answers', () => {
      expect(rounds.map((r) => [r.staleSocket, r.adminAnswers])).toEqual(rounds.map(() => [true, true]));
    });
});
