import fc from 'fast-check';

/**
 * Values no form sends: control characters and lone surrogates (PostgreSQL refuses both), text
 * that looks like numbers, SQL or markup, keys that reach prototypes, numbers at the edges of
 * what JSON and PostgreSQL hold, and every JSON type where another was expected.
 */
const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

export const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e400',
  '-1e400',
  '1e-400',
  '0x1F',
  '0b11',
  '0o7',
  ' 1',
  '1 ',
  '1.',
  '.5',
  '+1',
  '1_000',
  '١٢',
  '9007199254740993',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
];

const TRICKY_TEXT = [
  '',
  ' ',
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '"',
  '$1',
  '{{max}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '😀',
  '\u202e',
  '\ufeff',
  '\u0085',
  'e\u0301',
  '\t\n\r',
  '2024-02-30',
  '9999-12-31',
  '0000-00-00',
  '2024-13-01T25:61:61Z',
];

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toJSON'];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TRICKY_TEXT, ...NUMBER_LIKE),
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(...CONTROL, ...LONE_SURROGATES),
      fc.string({ maxLength: 8 }),
    )
    .map(([a, bad, b]) => a + bad + b),
  fc.string({ unit: 'binary', maxLength: 30 }),
  // Long enough to pass every length limit, short enough to fit the 64 KB body limit once.
  fc.constantFrom(2_001, 10_001, 60_000).map((n) => 'a'.repeat(n)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1e-7,
    1e-300,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    2 ** 63,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...PROTO_KEYS), hostileString);

/** Any JSON value of any type, with hostile leaves and hostile keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { arbitrary: fc.constantFrom(null, true, false), weight: 2 },
    { arbitrary: hostileString, weight: 4 },
    { arbitrary: hostileNumber, weight: 3 },
    { arbitrary: fc.array(tie('value'), { maxLength: 3 }), weight: 1 },
    { arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 3 }), weight: 1 },
  ),
})).value;

/** A JSON body that is not the result of JSON.stringify: nesting, duplicates, bad syntax. */
export class RawJson {
  constructor(readonly text: string) {}
}

export const hostileRawJson: fc.Arbitrary<RawJson> = fc
  .oneof(
    fc.constantFrom(1_000, 20_000).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.constantFrom(1_000, 10_000).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    fc.constantFrom(
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"name":"a","name":"b"}',
      '{"name":"\\ud800"}',
      '{"name":1e400}',
      '{"a":-0.0e-0}',
      '',
      '{',
      '[',
      '"',
      'null',
      '[]',
      '""',
      '0',
      'NaN',
      '{"a":undefined}',
      "{'a':1}",
      '{"a":1,}',
      '\ufeff{}',
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )
  .map((text) => new RawJson(text));

/** The text of a body: JSON.stringify keeps own `__proto__` keys and escapes lone surrogates. */
export const bodyText = (body: unknown) => (body instanceof RawJson ? body.text : JSON.stringify(body));

/**
 * Percent-encodes like a browser, except that a lone surrogate goes out as the three bytes a
 * careless encoder writes for it (CESU-8), which no UTF-8 decoder accepts.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0xd800 && c <= 0xdfff) {
      const bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** Query-string pieces no encoder writes: broken escapes, invalid UTF-8, brackets, bare keys. */
export const hostileQueryPiece: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%%',
    '%zz',
    '%FF',
    '%C0%AF',
    '%ED%A0%80',
    '%00',
    'a[b]=1',
    'a[]=1',
    '__proto__[admin]=1',
    'constructor[prototype][admin]=1',
    '&&&',
    '=',
    '==x',
    'page=1&page=2',
    '+',
  ),
  fc.tuple(hostileKey, hostileString).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
);
