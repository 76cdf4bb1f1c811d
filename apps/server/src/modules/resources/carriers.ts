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
 * Mobile carriers by MCC/MNC from `mcc-mnc-list` (ITU E.212 via Wikipedia). One code pair can
 * serve several countries (the UK's islands), so the id is the pair followed by the ISO
 * numeric country: 234-30 in GB is 23430826. Stable as long as the pair and country are.
 */
function buildCarriers(): Carrier[] {
  const seen = new Set<number>();
  const carriers: Carrier[] = [];
  for (const r of mccMnc.all()) {
    if (!LIVE.has(r.status) || !r.countryCode || !/^\d{3}$/.test(r.mcc) || !/^\d{2,3}$/.test(r.mnc)) continue;
    for (const country of countriesOf(r.countryCode)) {
      const id = Number(`${r.mcc}${r.mnc}`) * 1000 + Number(country.id);
      if (seen.has(id)) continue;
      seen.add(id);
      const name = (r.brand || r.operator || `${r.mcc}-${r.mnc}`).trim();
      carriers.push({
        id,
        name,
        operator: r.operator || null,
        country: country.alpha2,
        mcc: r.mcc,
        mnc: r.mnc,
      });
    }
  }
  return carriers.sort((a, b) => a.country.localeCompare(b.country) || a.name.localeCompare(b.name, 'en'));
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

const CARRIERS = [...buildCarriers(), OTHER_CARRIER];

export function listCarriers(country: Country | undefined, hideOther: boolean): Carrier[] {
  const list = withoutOther(CARRIERS, hideOther);
  return country ? list.filter((c) => c.country === country.alpha2 || c.id === OTHER_ID) : list;
}
