/** What a table cell shows when the row has no value for the column. */
export const NO_VALUE = '—';
