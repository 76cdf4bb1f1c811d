import type { AttackPattern } from 'recheck';

/** A family of inputs: each part's prefix then its pump repeated, then the suffix. */
export interface Pumped {
  name: string;
  parts: { prefix: string; pump: string }[];
  suffix: string;
}

/**
 * Runs that backtracking patterns match in many ways, ended by a NUL that nothing expects, so
 * a pattern has to give up only after trying them all: the HTML comments of issue 9, white
 * space, words, braces of macros, digits and lists, dots and dashes of names and URLs, slashes.
 */
export const GENERIC_PUMPS: Pumped[] = [
  '<!---->',
  ' ',
  'a',
  '{',
  '0',
  '0,',
  '.',
  '-',
  '/',
  'a1 .-{<!--/,"=',
].map((pump) => ({ name: JSON.stringify(pump), parts: [{ prefix: '', pump }], suffix: '\u0000' }));

/** recheck's own attack on a pattern it finds vulnerable. */
export const fromAttack = (attack: AttackPattern): Pumped => ({
  name: `recheck attack ${JSON.stringify(attack.string.slice(0, 40))}`,
  parts: attack.pumps.map(({ prefix, pump }) => ({ prefix, pump })),
  suffix: attack.suffix,
});

const build = (input: Pumped, repeats: number) =>
  input.parts.map((part) => part.prefix + part.pump.repeat(repeats)).join('') + input.suffix;

function millisecondsFor(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  const start = performance.now();
  pattern.exec(text);
  return performance.now() - start;
}

export interface SlowCall {
  input: string;
  length: number;
  ms: number;
}

/**
 * The first input of the family, grown up to `maxLength`, on which one call takes `limitMs` or
 * more; null if none does. The input grows one repetition at a time while short, then by a
 * fifth: a pattern exponential in the repetitions fails a few steps past the limit instead of
 * running for ages, and a linear one costs about six scans of the longest input.
 */
export function firstSlowCall(pattern: RegExp, input: Pumped, limitMs: number, maxLength: number) {
  const perRepeat = input.parts.reduce((sum, part) => sum + part.pump.length, 0);
  const maxRepeats = Math.ceil(maxLength / perRepeat);
  for (let repeats = 1; ; repeats = Math.min(maxRepeats, Math.max(repeats + 1, Math.floor(repeats * 1.2)))) {
    const text = build(input, repeats);
    let ms = millisecondsFor(pattern, text);
    // A busy machine or a garbage collection can stall one call: the faster of two is the cost.
    if (ms >= limitMs && ms < 10 * limitMs) ms = Math.min(ms, millisecondsFor(pattern, text));
    if (ms >= limitMs) return { input: input.name, length: text.length, ms: Math.round(ms) } as SlowCall;
    if (repeats === maxRepeats) return null;
  }
}
