import { type Carrier, type Country, OTHER_ID, withoutOther } from '@panel/contract';
import mccMnc from 'mcc-mnc-list';
import { findCountry } from './countries.ts';

/** Networks that carry traffic today; planned, returned and shut-down codes are left out. */
const LIVE = new Set(['Operational', 'Temporary operational']);

/**
 * The package records a few networks under territory groups ('BL/GF/GP/MF/MQ') or
 * disputed regions ('GE-AB'); each becomes one entry per country we list.
 */
const countriesOf = (code: string) =>
  code
    .split('/')
    .map((c) => findCountry(c.slice(0, 2)))
    .filter((c): c is Country => c !== undefined);

/**
 * Networks that serve no subscriber (issue 18): railways (GSM-R) and public safety (TETRA) when
 * that is all they run, and networks whose names or notes say test, private, military, police,
 * events or machines only (IoT, M2M). Whole words, one alternation: nothing here backtracks.
 */
const RADIO_ONLY = /^(?:GSM-R|TETRA)\b/i;
const NOT_FOR_SUBSCRIBERS =
  /\b(?:tests?|testing|non-public|private networks?|rail(?:way|ways)?|M2M|IoT|telemetry|emergency|police|military|army|defen[cs]e|events?)\b/i;

type Record = ReturnType<typeof mccMnc.all>[number];

function servesSubscribers(r: Record): boolean {
  const bands = (r.bands ?? '')
    .split('/')
    .map((b) => b.trim())
    .filter(Boolean);
  if (bands.length > 0 && bands.every((b) => RADIO_ONLY.test(b))) return false;
  return !NOT_FOR_SUBSCRIBERS.test([r.brand, r.operator, r.notes].filter(Boolean).join(' '));
}

interface CarrierTable {
  /** What /resources/carriers lists: one entry per brand and country. */
  listed: Carrier[];
  /** Every code pair's id (listed or not) → the id of the carrier listed for its brand. */
  canonical: Map<number, number>;
  /** 'MCC-MNC|country' → the id of the carrier listed for its brand. */
  byCode: Map<string, number>;
}

/**
 * Mobile carriers by MCC/MNC from `mcc-mnc-list` (ITU E.212 via Wikipedia). One code pair can
 * serve several countries (the UK's islands), so the id is the pair followed by the ISO
 * numeric country: 234-30 in GB is 23430826. Stable as long as the pair and country are.
 *
 * A brand with several code pairs in a country (Vodafone's 262-02 and 262-09) is listed once,
 * under its first pair; traffic from its other pairs counts as that carrier, and ids of those
 * pairs that campaigns saved before keep working (`canonicalCarrier`).
 */
function buildCarriers(): CarrierTable {
  const listed: Carrier[] = [];
  const canonical = new Map<number, number>();
  const byBrand = new Map<string, number>();
  const byCode = new Map<string, number>();
  for (const r of mccMnc.all()) {
    if (!LIVE.has(r.status) || !r.countryCode || !/^\d{3}$/.test(r.mcc) || !/^\d{2,3}$/.test(r.mnc)) continue;
    if (!servesSubscribers(r)) continue;
    for (const country of countriesOf(r.countryCode)) {
      const id = Number(`${r.mcc}${r.mnc}`) * 1000 + Number(country.id);
      if (canonical.has(id)) continue;
      const name = (r.brand || r.operator || `${r.mcc}-${r.mnc}`).trim();
      const brand = `${country.alpha2}|${name.toLowerCase()}`;
      const first = byBrand.get(brand);
      canonical.set(id, first ?? id);
      byCode.set(`${r.mcc}-${r.mnc}|${country.alpha2}`, first ?? id);
      if (first !== undefined) continue;
      byBrand.set(brand, id);
      listed.push({
        id,
        name,
        operator: r.operator || null,
        country: country.alpha2,
        mcc: r.mcc,
        mnc: r.mnc,
      });
    }
  }
  listed.sort((a, b) => a.country.localeCompare(b.country) || a.name.localeCompare(b.name, 'en'));
  return { listed, canonical, byCode };
}

/** Traffic from a network we cannot name (unknown code pair, or no SIM). */
const OTHER_CARRIER: Carrier = {
  id: OTHER_ID,
  name: 'Other',
  operator: null,
  country: 'XX',
  mcc: null,
  mnc: null,
};

const TABLE = buildCarriers();
const CARRIERS = [...TABLE.listed, OTHER_CARRIER];
const BY_ID = new Map(CARRIERS.map((c) => [Number(c.id), c]));

/** The listed carrier an id stands for: itself, or the first pair of its brand; undefined if unknown. */
export const canonicalCarrier = (id: number): number | undefined =>
  id === OTHER_ID ? OTHER_ID : TABLE.canonical.get(id);

/** The carrier listed for a code pair ('262', '09') in a country, or undefined. */
export const carrierOfCode = (mcc: string, mnc: string, country: string): number | undefined =>
  TABLE.byCode.get(`${mcc}-${mnc}|${country}`);

/** Every id a campaign may hold (the listed ones and the other pairs of their brands), with its country. */
export function carrierIds(): Map<number, string> {
  const ids = new Map<number, string>();
  for (const [id, listedId] of TABLE.canonical) {
    const country = BY_ID.get(listedId)?.country;
    if (country) ids.set(id, country);
  }
  return ids;
}

/** The name of a carrier id, also of a pair listed under its brand's first one. */
export const carrierName = (id: number): string | undefined =>
  BY_ID.get(canonicalCarrier(id) ?? Number.NaN)?.name;

export function listCarriers(country: Country | undefined, hideOther: boolean): Carrier[] {
  const list = withoutOther(CARRIERS, hideOther);
  return country ? list.filter((c) => c.country === country.alpha2 || c.id === OTHER_ID) : list;
}
