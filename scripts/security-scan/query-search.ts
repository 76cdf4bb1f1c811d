import type { Reply } from './api.ts';

export type Query = Array<[string, string]>;
export type Send = (query: Query) => Promise<Reply>;

export interface QuerySearch {
  /** Queries the server accepts (anything but a 400), together holding every usable parameter. */
  variants: Query[];
  omitted: string[];
  /** The answer to the first variant, or the last refusal when none was accepted. */
  reply: Reply;
}

const isRefusal = (reply: Reply) => reply.status === 400;

/** Query parameters a 400 names (`group_by.0` names `group_by`). */
function namedParams(reply: Reply, names: string[]): string[] {
  const fields = Object.keys(reply.body?.fields ?? {}).map((f) => f.split('.')[0] ?? f);
  return names.filter((n) => fields.includes(n));
}

/**
 * Finds values the server accepts for the documented query parameters. First all of them at
 * once, swapping each value the server names for the next candidate. When that still fails
 * (filters that no report combines), the parameters are split into several accepted queries:
 * each scanner request then carries some of them, and together they carry all.
 */
export async function searchQuery(
  options: Map<string, string[]>,
  send: Send,
  /** The answer to every parameter at its first candidate, already sent by the caller. */
  first: Reply,
): Promise<QuerySearch> {
  const names = [...options.keys()];
  const pick = new Map(names.map((n) => [n, 0]));
  const chosen = (n: string) => options.get(n)?.[pick.get(n) ?? 0];
  const full = () =>
    names.filter((n) => chosen(n) !== undefined).map((n): [string, string] => [n, chosen(n) ?? '']);

  let reply = first;
  for (let attempt = 0; attempt < 20 && isRefusal(reply); attempt++) {
    const named = namedParams(reply, names);
    if (named.length === 0) break;
    for (const n of named) pick.set(n, (pick.get(n) ?? 0) + 1);
    reply = await send(full());
  }
  if (!isRefusal(reply) || names.length === 0) {
    const query = full();
    const omitted = names.filter((n) => !query.some(([k]) => k === n));
    return { variants: [query], omitted, reply };
  }

  const variants: Query[] = [];
  let remaining = names;
  let accepted: Reply | undefined;
  while (remaining.length > 0) {
    const query: Query = [];
    // Two passes: a parameter may need one that comes after it (country before hide_other).
    for (let pass = 0; pass < 2; pass++) {
      for (const name of remaining) {
        if (query.some(([k]) => k === name)) continue;
        for (const value of (options.get(name) ?? []).slice(0, 4)) {
          const answer = await send([...query, [name, value]]);
          if (isRefusal(answer)) continue;
          query.push([name, value]);
          accepted ??= answer;
          break;
        }
      }
    }
    if (query.length === 0) break;
    variants.push(query);
    remaining = remaining.filter((n) => !query.some(([k]) => k === n));
  }
  if (variants.length === 0) return { variants: [full()], omitted: [], reply };
  return { variants, omitted: remaining, reply: accepted ?? reply };
}
