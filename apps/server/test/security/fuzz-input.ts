import fc from 'fast-check';
import { stripedPng } from '../../src/demo/demo-png.ts';
import type { FuzzRoute } from './fuzz-routes.ts';
import {
  hostileQueryPiece,
  hostileRawJson,
  hostileString,
  hostileValue,
  percentEncode,
  RawJson,
} from './hostile-values.ts';
import { type JsonSchema, nearMiss, validValue } from './json-schema-arbitrary.ts';

/** One request as the fuzzer sends it: the path with its parameters filled, the raw query, a body. */
export interface FuzzRequest {
  url: string;
  body?: unknown;
  contentType?: string;
}

/** Each part is valid, a near miss or hostile on its own, so whole requests mix all three. */
const part = <T>(valid: fc.Arbitrary<T>, near: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: valid, weight: 5 },
    { arbitrary: near, weight: 4 },
    { arbitrary: hostile, weight: 2 },
  );

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RawJson);

const queryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function queryText(value: unknown, extra: string[]): string {
  const pieces = isPlainObject(value)
    ? Object.entries(value).flatMap(([k, v]) =>
        (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(
          (item) => `${percentEncode(k)}=${percentEncode(queryValue(item))}`,
        ),
      )
    : value === undefined
      ? []
      : [percentEncode(queryValue(value))];
  const all = [...pieces, ...extra];
  return all.length > 0 ? `?${all.join('&')}` : '';
}

function queryArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const extra = fc.array(hostileQueryPiece, { maxLength: 2 });
  if (!schema)
    return fc.oneof(
      fc.constant(''),
      extra.map((pieces) => queryText(undefined, pieces)),
    );
  const value = part(validValue(schema), nearMiss(schema), hostileValue);
  return fc
    .tuple(value, fc.oneof(fc.constant<string[]>([]), extra))
    .map(([v, pieces]) => queryText(v, pieces));
}

/** Real ids most of the time, so calls reach the owner's rows; otherwise any value at all. */
function pathArbitrary(route: FuzzRoute, real: Record<string, string>): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (names.length === 0) return fc.constant(route.url);
  const props = route.params?.properties ?? {};
  const values = names.map((name) => {
    const own = real[name];
    const schemaValue = validValue(props[name] ?? { type: 'string' }).map(queryValue);
    return fc.oneof(
      ...(own === undefined ? [] : [{ arbitrary: fc.constant(own), weight: 8 }]),
      { arbitrary: schemaValue, weight: 1 },
      { arbitrary: hostileString, weight: 1 },
    );
  });
  return fc
    .tuple(...values)
    .map((chosen) =>
      names.reduce((url, name, i) => url.replace(`:${name}`, percentEncode(chosen[i] ?? '')), route.url),
    );
}

/** Accepted bodies from the OpenAPI examples, and the same with one property changed. */
function fromExamples(schema: JsonSchema, examples: readonly unknown[], change: typeof validValue) {
  const objects = examples.filter(isPlainObject);
  if (objects.length === 0) return [];
  const props = Object.entries(schema.properties ?? {});
  return [
    fc.constantFrom(...objects),
    ...props.map(([key, prop]) =>
      fc
        .tuple(fc.constantFrom(...objects), change(prop, key))
        .map(([example, v]) => ({ ...example, [key]: v })),
    ),
  ];
}

const JSON_TYPES = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'text/plain',
    'application/xml',
  ),
);

const PNG = stripedPng(8, 8, [
  [200, 10, 10],
  [255, 255, 255],
]);
const IMAGE_TYPES = fc.constantFrom(
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/octet-stream',
);

/** An image upload: the real thing, a byte flipped, cut short, or noise, under any image type. */
const imageBody: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'contentType'>> = fc.record({
  body: fc.oneof(
    fc.constant(PNG),
    fc
      .tuple(fc.nat(PNG.length - 1), fc.nat(255))
      .map(([at, byte]) => Buffer.from(PNG).fill(byte, at, at + 1)),
    fc.nat(PNG.length).map((n) => PNG.subarray(0, n)),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  ),
  contentType: fc.oneof({ arbitrary: IMAGE_TYPES, weight: 5 }, JSON_TYPES),
});

function bodyArbitrary(route: FuzzRoute): fc.Arbitrary<Pick<FuzzRequest, 'body' | 'contentType'>> {
  const schema = route.body;
  if (route.method === 'GET') return fc.constant({});
  if (schema?.format === 'binary') return imageBody;
  const hostile = fc.oneof(hostileValue, hostileRawJson);
  const body = schema
    ? part(
        fc.oneof(validValue(schema), ...fromExamples(schema, route.examples, validValue)),
        fc.oneof(nearMiss(schema), ...fromExamples(schema, route.examples, nearMiss)),
        hostile,
      )
    : fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, hostile);
  // No body, no type, nine times in ten: what a client sends to start or stop a campaign.
  return fc
    .tuple(body, JSON_TYPES, fc.nat(9))
    .map(([b, contentType, dice]) => (b === undefined && dice > 0 ? {} : { body: b, contentType }));
}

export function requestArbitrary(route: FuzzRoute, real: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(pathArbitrary(route, real), queryArbitrary(route.querystring), bodyArbitrary(route))
    .map(([path, query, body]) => ({ url: path + query, ...body }));
}
