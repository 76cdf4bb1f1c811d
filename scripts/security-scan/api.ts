export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; a wrong guess fails the setup loudly.
  body: any;
  /** Where a redirect points (redirects are not followed: a click link's landing page is not ours). */
  location?: string;
}

export interface CallOptions {
  token?: string | undefined;
  json?: unknown;
  raw?: { type: string; data: Uint8Array };
  /** The client address the server should believe (it trusts one proxy hop during the scan). */
  from?: string;
}

export type Api = (method: string, path: string, options?: CallOptions) => Promise<Reply>;

/** Answers of 500 and up seen by the setup and the probes: the server must never give one. */
export const serverErrors: string[] = [];

let addressCounter = 0;
/**
 * A fresh address (198.18.0.0/15, set aside for testing) for each call to a rate-limited
 * route, so the setup and the probes never meet the sign-in and sign-up limits.
 */
export function nextAddress(): string {
  const n = addressCounter++;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

export function apiClient(base: string): Api {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.from) headers['x-forwarded-for'] = options.from;
    let body: RequestInit['body'];
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw) {
      headers['content-type'] = options.raw.type;
      body = options.raw.data;
    }
    const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an image, the web app): kept as text.
    }
    if (response.status >= 500) serverErrors.push(`${response.status} ${method} ${path}`);
    const location = response.headers.get('location') ?? undefined;
    return { status: response.status, body: parsed, ...(location ? { location } : {}) };
  };
}

/** The body of a successful answer, or an error that says which setup call failed and why. */
export async function expectOk(reply: Promise<Reply>, what: string) {
  const { status, body } = await reply;
  if (status < 200 || status >= 300) {
    throw new Error(`${what} failed: ${status} ${JSON.stringify(body).slice(0, 500)}`);
  }
  return body.ext;
}
