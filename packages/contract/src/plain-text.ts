import { z } from 'zod';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * True when the text holds a control character other than tab, line feed and carriage return
 * (U+0000–U+001F, U+007F), or half of a UTF-16 surrogate pair. PostgreSQL refuses NUL and lone
 * surrogates in text and JSON, and no person types the others: they arrive by accident (a
 * paste from a terminal) or on purpose, so every text field refuses them. A loop, not a
 * pattern, so that the check stays linear on the longest input.
 */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN) return true;
    } else if (c === DELETE) {
      return true;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** Every free-text input starts here, so forms and the server refuse the same characters. */
export const plainString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasControlCharacters(v), 'validation.controlCharacters');
