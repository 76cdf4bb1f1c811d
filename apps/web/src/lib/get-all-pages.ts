import { listOf } from '@panel/contract';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';

/**
 * Every item of a paged list, for a picker or a filter that offers them all: pages of `perPage`
 * (the call's maximum) are read one after the other until the list's total is reached, or a page
 * comes back empty (items deleted meanwhile). An item created meanwhile pushes another onto the
 * next page a second time: items are kept once, by id, in the order of the first page they came in.
 */
export async function getAllPages<T extends z.ZodType<{ id: number }>>(
  path: string,
  item: T,
  {
    query,
    perPage,
    signal,
  }: { query: Record<string, string>; perPage: number; signal?: AbortSignal | undefined },
): Promise<z.output<T>[]> {
  const byId = new Map<number, z.output<T>>();
  for (let page = 1; ; page++) {
    const { items, total } = await apiRequest(path, listOf(item), {
      query: { ...query, page: String(page), per_page: String(perPage) },
      signal,
    });
    for (const i of items as z.output<T>[]) if (!byId.has(i.id)) byId.set(i.id, i);
    if (items.length === 0 || page * perPage >= total) return [...byId.values()];
  }
}
