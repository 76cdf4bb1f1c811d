import type { Rand } from '../lib/random.ts';

/** Picks items in proportion to their weights, in O(log n) per pick (cumulative sums, binary search). */
export class Weighted<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += Math.max(0, weightOf(item));
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  get size(): number {
    return this.items.length;
  }

  pick(rand: Rand): T {
    if (this.items.length === 0) throw new Error('nothing to pick from');
    // All weights zero: every item is as likely as the others.
    if (this.total <= 0) return this.items[Math.floor(rand() * this.items.length)] as T;
    const target = rand() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return this.items[low] as T;
  }
}

/** One of `items`, uniformly. */
export const oneOf = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
