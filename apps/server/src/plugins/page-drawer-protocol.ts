/** What the web app's server module (apps/web/src/entry-server.tsx) exports, as the server uses it. */
export interface DrawnCall {
  path: string;
  query: Record<string, string>;
}

export interface DrawInput {
  /** Path and query of the page. */
  address: string;
  tz: string;
  /** The `ext` of POST /auth/user. */
  user: unknown;
  /** The `ext` of each drawn call's answer, in order. */
  answers: unknown[];
  /** When the answers were read (ms). */
  at: number;
}

export interface DrawnPage {
  markup: string;
  state: unknown;
}

export interface DrawnPagesModule {
  drawnPageCalls(address: string, tz: string): DrawnCall[] | null;
  drawSignedInPage(input: DrawInput): Promise<DrawnPage | null>;
  /** Draws a page once with made-up data, so that the first visitor's is not the slow first draw. */
  warmUp(): Promise<void>;
}

export type DrawerAsk =
  | { id: number; op: 'calls'; address: string; tz: string }
  | { id: number; op: 'draw'; input: DrawInput };

export type DrawerAnswer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };
