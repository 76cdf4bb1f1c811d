import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { withNoGroupQuerySchema } from '../resources/reference-query.ts';
import { pagingQuery, searchQuery, sortQuery } from './list-query.ts';

export const GROUP_NAME_MAX = 100;

/** POST /api/v1/groups and PUT /api/v1/groups/{id}: a group is its name, unique per advertiser (any case). */
export const groupBodySchema = z.strictObject({ name: requiredText(GROUP_NAME_MAX) });
export type GroupBody = z.input<typeof groupBodySchema>;

export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Campaigns in the group, archived ones included. */
  campaigns_count: z.number().int(),
  /** Null only on the 'No group' entry that `with_no_group=true` adds. */
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type Group = z.infer<typeof groupSchema>;

export const GROUP_SORT_KEYS = ['name', 'created_at', 'id'] as const;

/**
 * GET /api/v1/groups, by name unless sorted otherwise. `with_no_group=true` puts the 'No group'
 * entry (id 0, counting the campaigns outside every group) first on the first page; it is not
 * counted in `total`. A group picker can ask for 100 at a time.
 */
export const groupListQuerySchema = withNoGroupQuerySchema.extend({
  ...pagingQuery(100),
  sort: sortQuery(GROUP_SORT_KEYS, 'name'),
  search: searchQuery(),
});
export type GroupListQuery = z.output<typeof groupListQuerySchema>;

/** DELETE /api/v1/groups/{id}: the group goes, its campaigns stay, outside every group. */
export const groupDeleteResponseSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
  ungrouped_campaigns: z.number().int(),
});
