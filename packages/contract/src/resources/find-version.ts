/**
 * The listed version a reported one (ua-parser-js: '8.1.0', '10.15.7', '124') belongs to: the
 * most specific listed version it equals or starts with, dot by dot, so '8.1.0' is Android 8
 * but Windows '8.1' is 8.1, not 8, and '10' never matches '100'.
 */
export function findVersion<T extends { version: string }>(
  versions: readonly T[],
  reported: string | null | undefined,
): T | undefined {
  if (!reported) return undefined;
  let best: T | undefined;
  for (const v of versions) {
    const fits = reported === v.version || reported.startsWith(`${v.version}.`);
    if (fits && (!best || v.version.length > best.version.length)) best = v;
  }
  return best;
}
