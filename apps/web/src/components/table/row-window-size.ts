/**
 * Up to this many rows a table draws them all: a short table costs little, and every row stays in
 * the page for the browser's find and for screen readers' table commands.
 */
export const ROW_WINDOW_FROM = 30;
