/**
 * An id for one browser tab, kept in `window.name`: a tab keeps its name across reloads and
 * same-origin navigations (and so after losing its session storage), while a new tab starts with
 * an empty name. A local-storage entry keyed by it is therefore found again by its own tab only.
 */
export type NamedWindow = Pick<Window, 'name'>;

const TAB_ID = /^panel\.tab:([0-9a-f]{32})$/;

/** The window of the page, or none under node, where there is no tab to keep anything for. */
export function currentWindow(): NamedWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export function readTabId(win: NamedWindow | undefined): string | null {
  return win === undefined ? null : (TAB_ID.exec(win.name)?.[1] ?? null);
}

function randomId(): string | null {
  try {
    // Not crypto.randomUUID: Safari has it only from 15.4, and this runs on Safari 13 and 14.
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

/**
 * This tab's id, naming the tab on first use. A name given by a link target is replaced; a later
 * link aimed at that name then opens a new tab instead of this one, which is the safe side.
 */
export function ensureTabId(win: NamedWindow | undefined): string | null {
  if (win === undefined) return null;
  const existing = readTabId(win);
  if (existing !== null) return existing;
  const id = randomId();
  if (id === null) return null;
  win.name = `panel.tab:${id}`;
  // Read back, not assumed: a name that did not stick must not key a copy this tab cannot find.
  return readTabId(win);
}
