import { messages, type ParserOptions, type QueryOptions } from '@electric-sql/pglite';

/**
 * What crosses between PgliteThread (main thread) and pglite-worker.ts (the thread owning PGlite):
 * the messages, and the options and errors, which hold functions that structured clone refuses.
 */

interface Statement {
  id: number;
  sql: string;
  rowMode?: 'array' | 'object' | undefined;
  /** Types whose text is kept as it is (what Drizzle's parsers do); see pglite-worker.ts. */
  textTypes?: number[] | undefined;
}

export type ToWorker =
  | (Statement & { op: 'query'; params: unknown[] })
  | (Statement & { op: 'exec' })
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string | undefined;
  /** Own fields of the error: a PostgreSQL error's code, detail, constraint, table, ... */
  fields: Record<string, unknown>;
}

/** Id 0 answers the opening of the database; a notice has no id. */
export type FromWorker =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notify: string; payload: string };

/** A message to the worker before the thread gives it its id. */
export type Call = ToWorker extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;
/** The query options that can cross: Drizzle's pglite driver passes these two and no others. */
export type Options = Pick<QueryOptions, 'rowMode' | 'parsers'>;

/** Parser functions cannot cross threads; Drizzle's only keep the text, which the worker rebuilds. */
const textTypesCache = new WeakMap<ParserOptions, number[]>();
export function encodeOptions(options: Options | undefined) {
  const unsupported = Object.keys(options ?? {}).filter((key) => key !== 'rowMode' && key !== 'parsers');
  if (unsupported.length > 0) throw new Error(`PgliteThread does not pass ${unsupported.join(', ')}`);
  const parsers = options?.parsers;
  if (!parsers) return { rowMode: options?.rowMode };
  let textTypes = textTypesCache.get(parsers);
  if (!textTypes) {
    textTypes = Object.entries(parsers).map(([oid, parse]) => {
      if (parse('probe', Number(oid)) !== 'probe')
        throw new Error(`the parser of type ${oid} changes the text`);
      return Number(oid);
    });
    textTypesCache.set(parsers, textTypes);
  }
  return { rowMode: options?.rowMode, textTypes };
}

/** The same error as in-process PGlite throws: its message and every PostgreSQL field (code, ...). */
export function decodeError({ name, message, stack, fields }: SerializedError): Error {
  // PostgreSQL's errors are PGlite's DatabaseError, whose own `name` is among the fields.
  const error =
    'severity' in fields
      ? new messages.DatabaseError(message, 0, 'error')
      : Object.assign(new Error(message), { name });
  Object.assign(error, fields);
  if (stack) error.stack = stack;
  return error;
}

/** A PostgreSQL error keeps every field it has (code, detail, constraint, ...); functions stay behind. */
export function encodeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}
