import { sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';

/**
 * An account's public name: its trading name, or the person's name when it has none (blank
 * counts as none). Guests and advertisers learn nothing else of each other.
 */
export const publicName = sql<string>`coalesce(nullif(trim(${users.tradingName}), ''), trim(${users.firstname} || ' ' || ${users.lastname}))`;
