import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response bodies (issue 16). Each route's zod response schema is turned once into JSON Schema
 * and compiled by fast-json-stringify, which writes the answer in one pass: only the properties
 * the schema names (as zod's parse strips the others), in its order. In production that is all;
 * parsing every answer through zod first was an eighth of a campaign list's CPU. In development
 * and in the tests, the same answer also goes through zod, and a body zod refuses, or one that
 * the two would write differently, fails the request: the suites prove the compiled writer on
 * every answer they read.
 *
 * Error bodies (4xx, 5xx) are made by the error handler alone, already in their shape, and
 * written as they are: rebuilt through a schema, a field named `__proto__` in `fields` would
 * vanish (a record is rebuilt by assignment).
 */

type JsonSchema = { [key: string]: unknown };
type Route = { schema: unknown; method: string; url: string; httpStatus?: string | number };
type Serializer = (data: unknown) => string;

const isNull = (s: unknown) => typeof s === 'object' && s !== null && (s as JsonSchema).type === 'null';

/**
 * zod writes `.nullable()` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify can only
 * resolve by validating each value against both (with Ajv). Its own `nullable` keyword is a
 * null check.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNull)) {
    const other = anyOf.find((s) => !isNull(s)) as JsonSchema;
    // The writer reads a union before `nullable`: a nullable union stays a union with null in it.
    if (other.anyOf || other.oneOf || other.allOf) return out;
    const { anyOf: _, ...siblings } = out;
    return { ...siblings, ...other, nullable: true };
  }
  return out;
}

/** The JSON Schema a response is written by: zod's own, for its output, simplified. */
export function writerSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  const { $schema: _, ...rest } = simplify(json) as JsonSchema;
  return rest;
}

/** Fastify's route schema holds the zod type itself, or under `properties` (content types). */
function zodOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error('a response schema that is not a zod type');
}

/**
 * Writers by their schema's text: routes that answer the same shape share one, and so do the
 * apps a test file builds one after another (compiling is most of an app's start-up in tests).
 */
const writers = new Map<string, Serializer>();

function writerFor(json: JsonSchema): Serializer {
  const key = JSON.stringify(json);
  let write = writers.get(key);
  if (!write) {
    write = fastJson(json as unknown as Parameters<typeof fastJson>[0]);
    writers.set(key, write);
  }
  return write;
}

export function responseSerializerCompiler(verify: boolean) {
  return (route: Route): Serializer => {
    if (Number(route.httpStatus) >= 400) return (data) => JSON.stringify(data);
    const schema = zodOf(route.schema);
    const compile = () => writerFor(writerSchema(schema));
    // In production at its first answer: start-up pays nothing for routes not called. Outside
    // it at once, so a schema the writer cannot compile fails every test's start.
    let write: Serializer | undefined = verify ? compile() : undefined;
    const checked = verify
      ? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0])
      : undefined;
    return (data) => {
      write ??= compile();
      const text = write(data);
      if (checked) {
        const expected = checked(data);
        // The same answer; a union's properties may come in another order.
        if (text !== expected && !isDeepStrictEqual(JSON.parse(text), JSON.parse(expected)))
          throw new Error(
            `${route.method} ${route.url}: the compiled writer wrote ${text.slice(0, 2000)}; zod ${expected.slice(0, 2000)}`,
          );
      }
      return text;
    };
  };
}
