import { type Browser, OTHER_ID, withoutOther } from '@panel/contract';

/** A browser family and the caniuse-lite agent that lists its versions, where there is one. */
export type BrowserFamily = Browser & { id: number; caniuse: string | null };

/**
 * Browser families as ad networks target them; hand-kept, as no package lists the families.
 * `ua_names` are what ua-parser-js reports, 1.x first, then 2.x spellings ('Mobile Chrome').
 * Ids are ours and never reused. Chrome WebView is in-app traffic, bought and priced apart.
 */
const FAMILIES: BrowserFamily[] = [
  { id: 1, name: 'Chrome', code: 'chrome', ua_names: ['Chrome', 'Mobile Chrome'], caniuse: 'chrome' },
  { id: 2, name: 'Firefox', code: 'firefox', ua_names: ['Firefox', 'Mobile Firefox'], caniuse: 'firefox' },
  { id: 3, name: 'Safari', code: 'safari', ua_names: ['Safari', 'Mobile Safari'], caniuse: 'safari' },
  { id: 4, name: 'Edge', code: 'edge', ua_names: ['Edge'], caniuse: 'edge' },
  { id: 5, name: 'Opera', code: 'opera', ua_names: ['Opera', 'Opera GX'], caniuse: 'opera' },
  { id: 6, name: 'Samsung Internet', code: 'samsung', ua_names: ['Samsung Internet'], caniuse: 'samsung' },
  { id: 7, name: 'UC Browser', code: 'uc', ua_names: ['UCBrowser'], caniuse: 'and_uc' },
  { id: 8, name: 'Yandex Browser', code: 'yandex', ua_names: ['Yandex'], caniuse: null },
  { id: 9, name: 'Opera Mini', code: 'opera_mini', ua_names: ['Opera Mini'], caniuse: null },
  { id: 10, name: 'Chrome WebView', code: 'chrome_webview', ua_names: ['Chrome WebView'], caniuse: null },
  { id: 11, name: 'Internet Explorer', code: 'ie', ua_names: ['IE'], caniuse: null },
  { id: OTHER_ID, name: 'Other', code: 'other', ua_names: [], caniuse: null },
];

const PUBLIC: Browser[] = FAMILIES.map(({ caniuse: _, ...browser }) => browser);

export const listBrowsers = (hideOther: boolean) => withoutOther(PUBLIC, hideOther);

export const browserFamilies = (): readonly BrowserFamily[] => FAMILIES;
