/**
 * The campaign's own calendar day, which its daily budget and pacing follow: the date (the key of
 * its `campaign_spend` row) and the instants the day starts and ends. A day is 23 or 25 hours on
 * the days clocks change, so its bounds are found in the zone itself, never as midnight + 24 h.
 *
 * Intl formatting costs microseconds, too much per bid: the day is kept per zone and recomputed
 * only once an instant falls outside it, i.e. once per zone and day.
 */
export interface LocalDay {
  /** `2026-03-08`, the campaign_spend.day of that zone. */
  day: string;
  /** First instant of the day, ms since the epoch. */
  start: number;
  /** First instant of the next day. */
  end: number;
}

const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const current = new Map<string, LocalDay>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // The contract accepts only zones Intl knows; a row that still names another one budgets
      // by UTC days rather than stopping the bid path.
      f = formatterOf('UTC');
    }
    formatters.set(zone, f);
  }
  return f;
}

interface Parts {
  y: number;
  m: number;
  d: number;
  /** The wall-clock reading as if it were UTC, ms. */
  wall: number;
}

function partsAt(zone: string, at: number): Parts {
  const p: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(at)) p[part.type] = Number(part.value);
  const y = p.year ?? 1970;
  const m = p.month ?? 1;
  const d = p.day ?? 1;
  return { y, m, d, wall: Date.UTC(y, m - 1, d, p.hour ?? 0, p.minute ?? 0, p.second ?? 0) };
}

const dateText = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Offset of the zone at an instant (wall clock minus UTC), ms. */
const offsetAt = (zone: string, at: number) => partsAt(zone, at).wall - Math.floor(at / 1000) * 1000;

/**
 * First instant whose local date is y-m-d. Local midnight is UTC midnight minus the offset in force
 * then; the offset may change that very night (some zones move clocks at 00:00, skipping or
 * repeating midnight), so both offsets around it are tried and the earliest instant that really
 * falls on that date wins.
 */
function startOf(zone: string, y: number, m: number, d: number): number {
  const utcMidnight = Date.UTC(y, m - 1, d);
  const target = dateText(y, m, d);
  const candidates = [
    offsetAt(zone, utcMidnight - 14 * HOUR_MS),
    offsetAt(zone, utcMidnight + 12 * HOUR_MS),
  ].map((offset) => utcMidnight - offset);
  let best = Number.POSITIVE_INFINITY;
  for (const at of candidates) {
    const p = partsAt(zone, at);
    if (dateText(p.y, p.m, p.d) === target && at < best) best = at;
  }
  return Number.isFinite(best) ? best : (candidates[0] ?? utcMidnight);
}

/** The local day of `zone` that contains `at`, computed afresh (tests and the cache below). */
export function computeLocalDay(zone: string, at: number): LocalDay {
  const p = partsAt(zone, at);
  const next = new Date(Date.UTC(p.y, p.m - 1, p.d + 1));
  // Clamped so that `at` always lies inside its day, even in a zone whose clocks went back across
  // midnight: otherwise the cache below would miss on every call for that hour.
  return {
    day: dateText(p.y, p.m, p.d),
    start: Math.min(startOf(zone, p.y, p.m, p.d), at),
    end: Math.max(startOf(zone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()), at + 1),
  };
}

/** The local day of `zone` at `at`; cached per zone, so all but one call a day are two comparisons. */
export function localDay(zone: string, at: number): LocalDay {
  const hit = current.get(zone);
  if (hit && at >= hit.start && at < hit.end) return hit;
  const fresh = computeLocalDay(zone, at);
  current.set(zone, fresh);
  return fresh;
}
