/**
 * Seedable randomness for generated traffic (the demo's and the benchmark's): the same seed gives
 * the same data set, so a figure can be reproduced.
 */
export type Rand = () => number;

/** mulberry32: small, fast, seedable; uniform in [0, 1). */
export function random(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds up or down at random in proportion, so small expected counts still add up right. */
export const stochastic = (rand: Rand, x: number) => Math.floor(x) + (rand() < x - Math.floor(x) ? 1 : 0);
