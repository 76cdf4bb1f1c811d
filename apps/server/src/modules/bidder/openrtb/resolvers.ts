import { findVersion } from '@panel/contract';
import countries from 'i18n-iso-countries';
import { UAParser } from 'ua-parser-js';
import { listBrowserVersions } from '../../resources/browser-versions.ts';
import { browserFamilies } from '../../resources/browsers.ts';
import { carrierOfCode } from '../../resources/carriers.ts';
import { listConnectionTypes } from '../../resources/connection-types.ts';
import { findCountry } from '../../resources/countries.ts';
import { listLanguages } from '../../resources/languages.ts';
import { listOperatingSystems } from '../../resources/operating-systems.ts';
import { listOsVersions } from '../../resources/os-versions.ts';
import { isFirstLevelRegion } from '../../resources/regions.ts';

/**
 * What a bid request says, resolved to the ids of the panel's reference lists. Every table is
 * built once at start; a user agent is parsed once and remembered (SSPs repeat the same few
 * thousand), in a map cleared when it holds UA_MEMO entries so memory stays bounded.
 */
const UA_MEMO = 20_000;

/** AdCOM device types (the ids of /resources/device_types). */
const DEVICE = { MOBILE_TABLET: 1, PERSONAL_COMPUTER: 2, CONNECTED_TV: 3, PHONE: 4, TABLET: 5 } as const;

export interface UaInfo {
  os: number;
  osVersion: number;
  browser: number;
  browserVersion: number;
  deviceType: number;
}

const osByName = new Map<string, number>();
for (const os of listOperatingSystems(true))
  for (const name of os.ua_names) osByName.set(name, Number(os.id));
const browserByName = new Map<string, number>();
for (const b of browserFamilies()) for (const name of b.ua_names) browserByName.set(name, b.id);

const memo = new Map<string, UaInfo>();

function parseUa(ua: string): UaInfo {
  const r = new UAParser(ua).getResult();
  const os = osByName.get(r.os.name ?? '') ?? 0;
  const browser = browserByName.get(r.browser.name ?? '') ?? 0;
  const type = r.device.type;
  const deviceType =
    type === 'mobile'
      ? DEVICE.PHONE
      : type === 'tablet'
        ? DEVICE.TABLET
        : type === 'smarttv'
          ? DEVICE.CONNECTED_TV
          : type === undefined && r.os.name !== undefined
            ? DEVICE.PERSONAL_COMPUTER
            : 0;
  return {
    os,
    osVersion: os ? Number(findVersion(listOsVersions(os), r.os.version)?.id ?? 0) : 0,
    browser,
    browserVersion: browser
      ? Number(findVersion(listBrowserVersions(browser), r.browser.version)?.id ?? 0)
      : 0,
    deviceType,
  };
}

export function uaInfo(ua: string): UaInfo {
  if (!ua) return { os: 0, osVersion: 0, browser: 0, browserVersion: 0, deviceType: 0 };
  const key = ua.length > 512 ? ua.slice(0, 512) : ua;
  let info = memo.get(key);
  if (!info) {
    if (memo.size >= UA_MEMO) memo.clear();
    info = parseUa(key);
    memo.set(key, info);
  }
  return info;
}

/** `device.os` names (OpenRTB 2.5) to our families, when there is no user agent to read. */
export function osByOpenRtbName(name: string, version: string): { os: number; osVersion: number } {
  const lower = name.toLowerCase();
  const os =
    lower === 'ios' || lower === 'ipados'
      ? (osByName.get('iOS') ?? 0)
      : lower === 'android'
        ? (osByName.get('Android') ?? 0)
        : lower.startsWith('windows')
          ? (osByName.get('Windows') ?? 0)
          : lower === 'macos' || lower === 'mac os' || lower === 'os x'
            ? (osByName.get('macOS') ?? 0)
            : (osByName.get(name) ?? 0);
  return { os, osVersion: os ? Number(findVersion(listOsVersions(os), version)?.id ?? 0) : 0 };
}

/** ISO 3166-1 alpha-3 (OpenRTB's `geo.country`) or alpha-2, to a listed alpha-2; '' otherwise. */
export function countryOf(code: unknown): string {
  if (typeof code !== 'string') return '';
  const upper = code.trim().toUpperCase();
  const alpha2 =
    upper.length === 3 ? countries.alpha3ToAlpha2(upper) : upper.length === 2 ? upper : undefined;
  return alpha2 && findCountry(alpha2) ? alpha2 : '';
}

/** `geo.region` is the subdivision without its country ('CA'), or sometimes with it ('US-CA'). */
export function regionOf(country: string, region: unknown): string {
  if (!country || typeof region !== 'string' || region.length > 8) return '';
  const upper = region.trim().toUpperCase();
  const code = upper.includes('-') ? upper : `${country}-${upper}`;
  return code.startsWith(`${country}-`) && isFirstLevelRegion(code) ? code : '';
}

/** `device.mccmnc` ('310-410', also '310410') to a carrier of the user's country; 0 otherwise. */
export function carrierOf(mccmnc: unknown, country: string): number {
  if (typeof mccmnc !== 'string' || mccmnc.length > 8) return 0;
  const digits = mccmnc.replace('-', '');
  if (!/^\d{5,6}$/.test(digits)) return 0;
  const [mcc, mnc] = [
    digits.slice(0, 3),
    mccmnc.includes('-') ? (mccmnc.split('-')[1] ?? '') : digits.slice(3),
  ];
  return carrierOfCode(mcc, mnc, country) ?? 0;
}

const languageByCode = new Map(listLanguages(true).map((l) => [l.code, Number(l.id)]));

/**
 * A language code (ISO 639-1, a BCP 47 tag such as 'pt-BR', or the first entry of an
 * Accept-Language header) to its id and code. The primary subtag must be two letters: 'fil-PH' is
 * Filipino, which ISO 639-1 does not list, not Finnish.
 */
export function languageOf(code: unknown): { id: number; code: string } {
  if (typeof code !== 'string' || code.length > 35) return { id: 0, code: '' };
  const text = code.trim();
  let end = 0;
  while (end < text.length && end < 9 && /[A-Za-z]/.test(text.charAt(end))) end += 1;
  if (end !== 2) return { id: 0, code: '' };
  const base = text.slice(0, 2).toLowerCase();
  const id = languageByCode.get(base);
  return id ? { id, code: base } : { id: 0, code: '' };
}

const connectionByCode = new Map<number, number>();
for (const c of listConnectionTypes(false))
  for (const code of c.openrtb_codes) connectionByCode.set(code, Number(c.id));

/** OpenRTB `device.connectiontype` to our broadband (1) / cellular (2) / other (0). */
export const connectionOf = (code: unknown) =>
  typeof code === 'number' ? (connectionByCode.get(code) ?? 0) : 0;
