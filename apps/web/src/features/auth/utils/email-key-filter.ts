/**
 * Characters the e-mail field accepts (spec section 2 leaves the set to us): ASCII letters,
 * digits and `@ . _ + - '`. That is exactly the alphabet of the e-mail rule the server applies
 * (zod's default e-mail pattern), so a character dropped here could never have signed anyone in.
 * Spaces go too: pasted addresses often carry a trailing one.
 */
const NOT_ALLOWED = /[^A-Za-z0-9@._+\-']/g;

export function filterEmailInput(value: string): string {
  return value.replace(NOT_ALLOWED, '');
}
