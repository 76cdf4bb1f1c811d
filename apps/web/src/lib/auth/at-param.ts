/**
 * Reading and removing the `at` address parameter. Safari 13–14 and mobile browsers are treated
 * as parsing address parameters unreliably (spec section 4), so the query string is split by hand
 * here instead of trusting URLSearchParams.
 */
export const AT_PARAM = 'at';

type AddressWindow = Pick<Window, 'location' | 'history'>;

function decodeComponent(raw: string): string {
  try {
    // Form encoding writes spaces as `+`; decodeURIComponent alone would keep them.
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // A stray `%` must not make the whole address unreadable.
    return raw;
  }
}

/** The part between `?` and `#`, accepting a bare search string or a whole address. */
function queryPart(input: string): string {
  const hashAt = input.indexOf('#');
  const beforeHash = hashAt === -1 ? input : input.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1 ? beforeHash : beforeHash.slice(queryAt + 1);
}

function splitPair(pair: string): { key: string; value: string } {
  const eqAt = pair.indexOf('=');
  if (eqAt === -1) return { key: decodeComponent(pair), value: '' };
  return { key: decodeComponent(pair.slice(0, eqAt)), value: decodeComponent(pair.slice(eqAt + 1)) };
}

/**
 * The first non-empty `at` value of a search string (`?a=1&at=xyz#hash` or `a=1&at=xyz`).
 * A repeated `at` with an empty first value still yields the later one, so a link that was
 * edited by hand keeps working.
 */
export function readAtParam(search: string): string | null {
  for (const pair of queryPart(search).split('&')) {
    if (pair === '') continue;
    const { key, value } = splitPair(pair);
    if (key !== AT_PARAM) continue;
    const code = value.trim();
    if (code !== '') return code;
  }
  return null;
}

/** The address with every `at` parameter removed; other parameters keep their original encoding. */
export function urlWithoutAtParam(href: string): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return href;

  const pairs = beforeHash.slice(queryAt + 1).split('&');
  const kept = pairs.filter((pair) => pair !== '' && splitPair(pair).key !== AT_PARAM);
  if (kept.length === pairs.filter((pair) => pair !== '').length) return href;

  const base = beforeHash.slice(0, queryAt);
  return `${base}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}

/** Removes `at` without a reload and without a new history entry, so Back does not bring it back. */
export function stripAtParam(win: AddressWindow = window): void {
  const href = win.location.href;
  const cleaned = urlWithoutAtParam(href);
  if (cleaned === href) return;
  win.history.replaceState(win.history.state, '', cleaned);
}
