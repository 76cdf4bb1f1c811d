import fc from 'fast-check';

/** The keywords of a JSON Schema that constrain a string. */
export interface TextSchema {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

const DAY = 86_400_000;
const TODAY = Math.floor(Date.now() / DAY) * DAY;
/** Mostly the last weeks, so a generated `from` and `to` often make a range a report accepts. */
const date = fc
  .oneof(
    { arbitrary: fc.integer({ min: -60, max: 2 }).map((days) => new Date(TODAY + days * DAY)), weight: 4 },
    fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
  )
  .map((d) => d.toISOString().slice(0, 10));

/**
 * Free text the contract only checks with refinements (which JSON Schema cannot say): values of
 * the kind a form sends for a field of that name, so valid inputs get past them and reach SQL.
 */
const HINTS: [RegExp, fc.Arbitrary<string>][] = [
  [/email/, fc.emailAddress()],
  [/url$/, fc.webUrl({ validSchemes: ['https'] })],
  [/^(country|countries)$/, fc.constantFrom('US', 'GB', 'DE', 'FR', 'BR')],
  [/time_zone|^tz$/, fc.constantFrom('UTC', 'Europe/London', 'America/New_York', 'Asia/Tokyo')],
  [/^group_by$/, fc.constantFrom('date', 'hour', 'campaign', 'country', 'date,country', 'ssp', 'zone')],
  [/^sort$/, fc.constantFrom('date', '-date', 'impressions', '-spend', 'name', '-created_at', 'id', '-id')],
  [/^status$/, fc.constantFrom('active', 'paused', 'draft', 'archived', 'active,paused')],
  [/phone_number_code/, fc.constantFrom('+1', '+44', '+33')],
  [/phone_number$/, fc.constantFrom('20 7946 0958', '(212) 555-0100')],
  [/password/, fc.constantFrom('Str0ng!pass')],
  [/markup/, fc.constantFrom('<div>ad</div>', '<a href="https://x.example">x</a>')],
  [/^(from|to|start_date|end_date|date)$/, date],
];

const plausibleText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer({ min: 0, max: 2_000 }).map(String),
  fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 4 }).map((ids) => ids.join(',')),
  fc.constantFrom('US', 'GB,DE', 'true', 'false', 'asap', 'active', 'name', '-id', 'date', 'campaign'),
);

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  date,
  ipv4: fc.ipV4(),
  ipv6: fc.ipV6(),
  cidrv4: fc.tuple(fc.ipV4(), fc.nat(32)).map(([ip, bits]) => `${ip}/${bits}`),
  cidrv6: fc.tuple(fc.ipV6(), fc.nat(128)).map(([ip, bits]) => `${ip}/${bits}`),
};

/** Text a string schema accepts: its format or pattern, else what forms send for a field of that name. */
export function textOf(s: TextSchema, name: string): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 200;
  const pattern = s.pattern ? new RegExp(s.pattern) : undefined;
  const hint = HINTS.find(([test]) => test.test(name))?.[1];
  const shaped = (s.format && FORMATS[s.format]) || (pattern && fc.stringMatching(pattern));
  const free = fc.oneof(plausibleText, fc.string({ minLength: min, maxLength: Math.min(max, min + 20) }));
  // A hint that breaks the pattern is dropped here; the pattern's own strings always pass.
  return fc
    .oneof(...(hint ? [hint] : []), shaped || free)
    .filter((v) => v.length >= min && v.length <= max && (!pattern || pattern.test(v)));
}
