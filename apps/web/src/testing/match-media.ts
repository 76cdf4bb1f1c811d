/**
 * A `window.matchMedia` for jsdom, which has none: a query matches when `matches(query)` says so.
 * setup-dom.ts installs one that matches nothing; a test of the phone layout stubs one that
 * matches `(max-width: …)` queries.
 */
export const fakeMatchMedia =
  (matches: (query: string) => boolean) =>
  (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

/** A phone's width: every `max-width` query matches. */
export const phoneWidth = fakeMatchMedia((query) => query.includes('max-width'));
