import { describe, expect, it } from 'vitest';
import { DEDUPE_WINDOW_MS, HOLD_TTL_MS, HoldBook } from '../../../src/modules/bidder/hold-book.ts';

describe('HoldBook', () => {
  it('a win takes the hold; a second win is seen', () => {
    const book = new HoldBook();
    const t = Date.now();
    book.add('bid-1', 5, 1200, t);
    expect(book.pending).toBe(1);
    expect(book.take('bid-1')).toEqual({ campaignId: 5, heldMicros: 1200, at: t });
    expect(book.pending).toBe(0);
    expect(book.take('bid-1')).toBe('seen');
  });

  it('a loss after a win (or a win after a loss) is seen: either ends the bid', () => {
    const book = new HoldBook();
    book.add('bid-1', 5, 1200, Date.now());
    expect(book.take('bid-1')).not.toBe('seen');
    expect(book.take('bid-1')).toBe('seen');
  });

  it('a notice for a bid held elsewhere gives null once, then seen', () => {
    const book = new HoldBook();
    expect(book.take('elsewhere')).toBeNull();
    expect(book.take('elsewhere')).toBe('seen');
  });

  it('an impression is marked once per bid, independently of the win', () => {
    const book = new HoldBook();
    book.add('bid-1', 5, 1200, Date.now());
    expect(book.mark('bid-1', 'impression')).toBe(true);
    expect(book.mark('bid-1', 'impression')).toBe(false);
    expect(book.mark('bid-2', 'impression')).toBe(true);
    // The impression does not end the bid: its win is still counted.
    expect(book.take('bid-1')).toMatchObject({ campaignId: 5 });
  });

  it('holds expire after HOLD_TTL_MS, once', () => {
    const book = new HoldBook();
    const t = Date.now();
    book.add('old', 1, 100, t);
    book.add('new', 2, 200, t + 60_000);
    expect(book.expired(t + HOLD_TTL_MS)).toEqual([]);
    expect(book.expired(t + HOLD_TTL_MS + 1)).toEqual([{ campaignId: 1, heldMicros: 100, at: t }]);
    expect(book.pending).toBe(1);
    expect(book.expired(t + HOLD_TTL_MS + 1)).toEqual([]);
    expect(book.expired(t + 60_000 + HOLD_TTL_MS + 1)).toEqual([
      { campaignId: 2, heldMicros: 200, at: t + 60_000 },
    ]);
    expect(book.pending).toBe(0);
  });

  it('a hold taken before its expiry is not given back again', () => {
    const book = new HoldBook();
    const t = Date.now();
    book.add('bid', 1, 100, t);
    book.take('bid');
    expect(book.expired(t + HOLD_TTL_MS + 1)).toEqual([]);
  });

  it('a late notice for an expired hold is not seen but holds nothing', () => {
    const book = new HoldBook();
    const t = Date.now();
    book.add('bid', 1, 100, t);
    book.expired(t + HOLD_TTL_MS + 1);
    expect(book.take('bid')).toBeNull();
  });

  it('the notice memory lasts one to two windows, then is forgotten', () => {
    const book = new HoldBook();
    const t = Date.now();
    expect(book.mark('b', 'impression')).toBe(true);
    expect(book.take('b')).toBeNull();
    // First rotation: remembered in the older generation.
    book.expired(t + DEDUPE_WINDOW_MS + 1);
    expect(book.mark('b', 'impression')).toBe(false);
    expect(book.take('b')).toBe('seen');
    // A second rotation forgets it.
    book.expired(t + 2 * DEDUPE_WINDOW_MS + 2);
    expect(book.mark('b', 'impression')).toBe(true);
    expect(book.take('b')).toBeNull();
  });

  it('does not rotate before a window has passed', () => {
    const book = new HoldBook();
    const t = Date.now();
    book.mark('b', 'impression');
    book.expired(t + DEDUPE_WINDOW_MS / 2);
    book.expired(t + DEDUPE_WINDOW_MS / 2 + 1000);
    expect(book.mark('b', 'impression')).toBe(false);
  });
});
