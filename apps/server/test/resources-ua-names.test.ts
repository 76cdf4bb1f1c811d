import { findVersion } from '@panel/contract';
import { UAParser } from 'ua-parser-js';
import { describe, expect, it } from 'vitest';
import { listBrowserVersions } from '../src/modules/resources/browser-versions.ts';
import { listBrowsers } from '../src/modules/resources/browsers.ts';
import { listOperatingSystems } from '../src/modules/resources/operating-systems.ts';
import { listOsVersions } from '../src/modules/resources/os-versions.ts';

/**
 * Targeting is matched against what ua-parser-js reads from live traffic, so the names and
 * versions in our lists must be the ones it reports. Real user agents of each family:
 */
const AGENTS: [os: string, osVersion: string, browser: string, ua: string][] = [
  [
    'Windows',
    '10',
    'Chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ],
  [
    'Windows',
    '7',
    'Firefox',
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
  ],
  [
    'Windows',
    '8.1',
    'Edge',
    'Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 Edg/109.0.1518.78',
  ],
  [
    'macOS',
    '10.15',
    'Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ],
  ['Linux', '', 'Firefox', 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'],
  [
    'Chrome OS',
    '',
    'Chrome',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ],
  [
    'Android',
    '14',
    'Chrome',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Android',
    '13',
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Android',
    '10',
    'UC Browser',
    'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX2020 Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  ],
  [
    'Android',
    '8',
    'Opera',
    'Mozilla/5.0 (Linux; Android 8.1.0; SM-J710F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 OPR/79.0.4195.76578',
  ],
  [
    'Windows',
    '10',
    'Yandex Browser',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
  ],
  [
    'iOS',
    '17',
    'Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ],
  [
    'iOS',
    '17',
    'Chrome',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ],
  [
    'Android',
    '13',
    'Chrome WebView',
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36',
  ],
  [
    'Android',
    '',
    'Opera Mini',
    'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
  ],
  [
    'Tizen',
    '',
    'Safari',
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
  ],
];

const familyOf = <T extends { ua_names: string[] }>(list: T[], reported: string | undefined) =>
  list.find((f) => reported !== undefined && f.ua_names.includes(reported));

describe('names and versions match what ua-parser-js reports', () => {
  it.each(AGENTS)('%s %s / %s', (osName, osVersion, browserName, ua) => {
    const parsed = new UAParser(ua).getResult();
    const os = familyOf(listOperatingSystems(true), parsed.os.name);
    expect(os?.name, `OS '${parsed.os.name}'`).toBe(osName);
    const browser = familyOf(listBrowsers(true), parsed.browser.name);
    expect(browser?.name, `browser '${parsed.browser.name}'`).toBe(browserName);
    if (osVersion && os) {
      expect(findVersion(listOsVersions(Number(os.id)), parsed.os.version)?.version).toBe(osVersion);
    }
  });

  it('reports browser majors the way our versions are numbered', () => {
    const [, , , ua] = AGENTS[0] as (typeof AGENTS)[number];
    const major = new UAParser(ua).getBrowser().major;
    expect(findVersion(listBrowserVersions(1), major)?.name).toBe('Chrome 124');
  });
});
