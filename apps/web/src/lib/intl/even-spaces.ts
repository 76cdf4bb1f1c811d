/**
 * Intl's output with its thin spaces (U+2009, around a range's dash) as plain ones. ICU's versions
 * disagree on them: Node's writes "Nov 23 – 29, 2026" with thin spaces, Chromium 156's with plain
 * ones, so a page the server drew (entry-server.tsx) would not match what the browser draws, and
 * React would throw the server's markup away. Plain spaces read the same in every version.
 */
export const evenSpaces = (text: string) => text.replace(/\u2009/g, ' ');
