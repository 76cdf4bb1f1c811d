import fc from 'fast-check';
import { hostileKey, hostileNumber, hostileString, hostileValue } from './hostile-values.ts';
import { textOf } from './text-arbitrary.ts';

/** The part of JSON Schema that `z.toJSONSchema` writes for the contract's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : 1e-6;
  const lo = s.minimum ?? (s.exclusiveMinimum === undefined ? -1e6 : s.exclusiveMinimum + step);
  const hi = s.maximum ?? (s.exclusiveMaximum === undefined ? 1e7 : s.exclusiveMaximum - step);
  const whole = fc.integer({
    min: Math.max(Math.ceil(lo), -(2 ** 40)),
    max: Math.min(Math.floor(hi), 2 ** 40),
  });
  if (integer) return fc.oneof(whole, fc.constantFrom(Math.ceil(lo), Math.floor(hi)));
  return fc.oneof(
    whole,
    fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(lo, hi),
  );
}

const types = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const branches = (s: JsonSchema) =>
  s.anyOf ?? s.oneOf ?? (s.allOf?.length ? [s.allOf[0] as JsonSchema] : undefined);
const MAX_DEPTH = 12;

/** Values the schema accepts, as far as JSON Schema can say. */
export function validValue(s: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = branches(s);
  if (alternatives) return fc.oneof(...alternatives.map((b) => validValue(b, name, depth + 1)));
  const options = types(s).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return textOf(s, name);
      case 'integer':
      case 'number':
        return numberOf(s, type === 'integer');
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const min = s.minItems ?? 0;
        const max = Math.min(s.maxItems ?? 5, Math.max(min, 5));
        return fc.array(validValue(s.items ?? {}, name, depth + 1), { minLength: min, maxLength: max });
      }
      case 'object':
        return objectOf(s, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  return options.length > 0 ? fc.oneof(...options) : fc.jsonValue({ maxDepth: 2 });
}

function objectOf(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(v, k, depth + 1)]));
  const required = (s.required ?? []).filter((k) => k in props);
  // Every optional key at once rarely passes (reports refuse most filter combinations): the
  // required keys alone are one of the shapes tried.
  const record = fc.oneof(
    fc.record(shape, { requiredKeys: required }),
    fc.record(Object.fromEntries(required.map((k) => [k, shape[k] as fc.Arbitrary<unknown>]))),
  );
  const extra = s.additionalProperties;
  if (!extra || typeof extra !== 'object') return record;
  const more = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), validValue(extra, '', depth + 1), {
    maxKeys: 3,
  });
  return fc.tuple(more, record).map(([a, b]) => ({ ...a, ...b }));
}

const wrongType = fc.constantFrom<unknown>(null, true, 0, 1, 'x', '', [], {}, [{}], { a: 1 });

/** Values just outside the schema at exactly one place: a limit passed, a type swapped, a key too many. */
export function nearMiss(s: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongType, hostileValue];
  const alternatives = branches(s);
  if (alternatives && depth <= MAX_DEPTH)
    options.push(...alternatives.map((b) => nearMiss(b, name, depth + 1)));
  if (s.enum) options.push(fc.constantFrom(...s.enum.map((v) => `${String(v).toUpperCase()} `), ''));
  for (const type of depth > MAX_DEPTH ? [] : types(s)) {
    if (type === 'string') {
      options.push(hostileString);
      if (s.maxLength !== undefined) options.push(fc.constant('x'.repeat(s.maxLength + 1)));
      if (s.minLength) options.push(fc.constant('x'.repeat(s.minLength - 1)));
      if (s.format || s.pattern) options.push(textOf({ ...s, format: undefined, pattern: undefined }, name));
    } else if (type === 'integer' || type === 'number') {
      options.push(hostileNumber);
      const edges = [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum].filter(
        (v): v is number => v !== undefined,
      );
      options.push(fc.constantFrom(0.5, ...edges.flatMap((v) => [v - 1, v - 1e-9, v, v + 1e-9, v + 1])));
    } else if (type === 'array') {
      options.push(arrayNearMiss(s, name, depth));
    } else if (type === 'object') {
      options.push(objectNearMiss(s, depth));
    }
  }
  return fc.oneof(...options);
}

function arrayNearMiss(s: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  const item = s.items ?? {};
  const oneBad = fc
    .tuple(validValue(s, name, depth), fc.nat(), nearMiss(item, name, depth + 1))
    .map(([list, at, bad]) => {
      const copy = [...(list as unknown[])];
      copy[copy.length === 0 ? 0 : at % copy.length] = bad;
      return copy;
    });
  const options = [oneBad];
  // One item past the limit: repeats of a valid item, so a 10,000-item cap costs no generation.
  if (s.maxItems !== undefined && s.maxItems <= 20_000)
    options.push(validValue(item, name, depth + 1).map((v) => Array(Number(s.maxItems) + 1).fill(v)));
  if (s.minItems) options.push(fc.constant([]));
  return fc.oneof(...options);
}

function objectNearMiss(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const valid = validValue(s, '', depth) as fc.Arbitrary<Record<string, unknown>>;
  const props = Object.entries(s.properties ?? {});
  const required = (s.required ?? []).filter((k) => s.properties && k in s.properties);
  const options: fc.Arbitrary<unknown>[] = [
    fc.tuple(valid, hostileKey, hostileValue).map(([v, k, x]) => ({ ...v, [k]: x })),
    valid.map((v) => [v]),
  ];
  for (const [key, prop] of props)
    options.push(fc.tuple(valid, nearMiss(prop, key, depth + 1)).map(([v, bad]) => ({ ...v, [key]: bad })));
  if (required.length > 0)
    options.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
        const { [key]: _, ...rest } = v;
        return rest;
      }),
    );
  return fc.oneof(...options);
}
