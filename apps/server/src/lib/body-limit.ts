import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  maxItems?: number;
  maxProperties?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/**
 * A character of a JSON string takes at most 3 bytes as a client's JSON.stringify writes it:
 * UTF-8 for the BMP (a surrogate pair is 4 bytes for 2 characters), `\"`, `\\`, `\n`, `\t` for
 * what needs escaping (other control characters are refused anyway). A client that writes every
 * character as `\uXXXX` sends up to twice that; it can send UTF-8 instead.
 */
const BYTES_PER_CHAR = 3;
const NUMBER_BYTES = 24;
/** The longest text of the string formats zod emits without a maxLength. */
const FORMAT_LENGTH: Record<string, number> = {
  ipv4: 15,
  ipv6: 45,
  cidrv4: 18,
  cidrv6: 49,
  date: 10,
  uuid: 36,
};

/** The most bytes a JSON document valid for the schema can take; Infinity when nothing bounds it. */
export function maxJsonBytes(
  schema: JsonSchema,
  defs: Record<string, JsonSchema> = schema.$defs ?? {},
): number {
  const size = (s: JsonSchema): number => maxJsonBytes(s, defs);
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')];
    return target ? size(target) : Number.POSITIVE_INFINITY;
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const).length * BYTES_PER_CHAR;
  if (schema.enum) return Math.max(...schema.enum.map((v) => JSON.stringify(v).length * BYTES_PER_CHAR));
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return Math.max(...union.map(size));
  if (schema.allOf) return Math.min(...schema.allOf.map(size));
  const types = [schema.type ?? []].flat();
  if (types.length > 1) return Math.max(...types.map((type) => size({ ...schema, type })));
  switch (types[0]) {
    case 'string': {
      const length = schema.maxLength ?? FORMAT_LENGTH[schema.format ?? ''];
      if (length === undefined) return Number.POSITIVE_INFINITY;
      // Codes, ids and addresses are patterns over ASCII letters, digits and punctuation: a byte each.
      const ascii = schema.pattern !== undefined || schema.format !== undefined;
      return 2 + length * (ascii ? 1 : BYTES_PER_CHAR);
    }
    case 'integer':
      // A bounded whole number is at most as long as its widest bound.
      if (schema.minimum !== undefined && schema.maximum !== undefined)
        return Math.max(String(schema.minimum).length, String(schema.maximum).length);
      return NUMBER_BYTES;
    case 'number':
      return NUMBER_BYTES;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'array': {
      const fixed = (schema.prefixItems ?? []).reduce((sum, item) => sum + size(item) + 1, 0);
      if (!schema.items) return 2 + fixed;
      return schema.maxItems === undefined
        ? Number.POSITIVE_INFINITY
        : 2 + fixed + schema.maxItems * (size(schema.items) + 1);
    }
    case 'object': {
      const named = Object.entries(schema.properties ?? {}).reduce(
        (sum, [key, value]) => sum + JSON.stringify(key).length + 1 + size(value) + 1,
        2,
      );
      const extra = schema.additionalProperties;
      if (extra === undefined || extra === false) return named;
      if (schema.maxProperties === undefined || !schema.propertyNames) return Number.POSITIVE_INFINITY;
      const value = extra === true ? Number.POSITIVE_INFINITY : size(extra);
      return named + schema.maxProperties * (size(schema.propertyNames) + 1 + value + 1);
    }
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/** The body limit a route needs so its largest valid body fits, or undefined when nothing bounds it. */
export function bodyLimitFor(body: unknown): number | undefined {
  if (!body || typeof body !== 'object' || !('_zod' in body)) return undefined;
  const json = z.toJSONSchema(body as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const bytes = maxJsonBytes(json);
  return Number.isFinite(bytes) ? bytes : undefined;
}

/**
 * Every valid input fits: a route whose largest valid body is more than the server's default
 * (or its own) limit gets a limit that holds it. Routes whose body nothing bounds keep the default.
 */
export function sizeBodyLimits(app: FastifyInstance, defaultLimit: number): void {
  app.addHook('onRoute', (route) => {
    const needed = bodyLimitFor(route.schema?.body);
    if (needed !== undefined && needed > (route.bodyLimit ?? defaultLimit)) route.bodyLimit = needed;
  });
}
