import { expect, vi } from 'vitest';

/**
 * Two lists in a row, the second sent as kept (no new read from the database). Tried again
 * while a write of this process moved its count between them: the app's own background jobs
 * (the statistics flush, the click counter, which on a shared PostgreSQL may claim another suite's
 * clicks) and the late notice of the suite's own last change each make one more read, never two
 * in a row. Without keeping, every list is read and this fails.
 */
export async function expectKept(list: () => Promise<unknown>, reads: () => number): Promise<void> {
  await vi.waitFor(
    async () => {
      await list();
      const before = reads();
      await list();
      expect(reads()).toBe(before);
    },
    { timeout: 5_000, interval: 20 },
  );
}
