/**
 * Apart from the report's schemas (query.ts): the web app's entry reads it, to send the
 * dashboard's first call ahead of the page (issue 14), and a module that builds a schema as it
 * loads would bring zod into the entry (27 kB more on the login page).
 */

/** The longest range one report covers: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;
