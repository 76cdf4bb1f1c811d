import { MAX_ID } from '@panel/contract';

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search that is a whole number also finds the row of that id. */
export const searchedId = (search: string | undefined) =>
  search && /^\d{1,10}$/.test(search) && Number(search) <= MAX_ID ? Number(search) : undefined;
