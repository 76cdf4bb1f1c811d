/**
 * The largest JSON document a schema accepts in shape, built the way body-limit.ts reckons:
 * every string at its longest (3-byte characters for free text, ASCII for codes and ids), every
 * list full, every optional field present, the widest branch of a union.
 */
type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
};

export function largestOf(schema: Schema, defs: Record<string, Schema> = {}): unknown {
  const next = (s: Schema) => largestOf(s, defs);
  if (schema.$ref) return next(defs[schema.$ref.replace('#/$defs/', '')] ?? {});
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum))
    return [...schema.enum].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const built = union.map(next);
    return built.sort(
      (a, b) => Buffer.byteLength(JSON.stringify(b)) - Buffer.byteLength(JSON.stringify(a)),
    )[0];
  }
  const type = [schema.type ?? 'null'].flat().find((t) => t !== 'null') ?? 'null';
  if (type === 'string') {
    const length = Number(schema.maxLength ?? 45);
    return schema.pattern !== undefined || schema.format !== undefined
      ? 'a'.repeat(length)
      : '€'.repeat(length);
  }
  if (type === 'integer') return Number(schema.maximum ?? 2_147_483_647);
  if (type === 'number') return -123456.123456;
  if (type === 'boolean') return false;
  if (type === 'array')
    return Array.from({ length: Number(schema.maxItems ?? 1) }, () => next(schema.items ?? {}));
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, next(value)]),
    );
  return null;
}
