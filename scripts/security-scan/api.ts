export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; a wrong guess fails the setup loudly.
  body: any;
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
/** A fresh documentation address (198.51.100.0/24, 192.0.2.0/24) for each sign-up or sign-in. */
export function nextAddress(): string {
  const n = addressCounter++;
  return n < 254 ? `198.51.100.${n + 1}` : `192.0.2.${(n % 254) + 1}`;
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
    const response = await fetch(`${base}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an image, the web app): kept as text.
    }
    if (response.status >= 500) serverErrors.push(`${response.status} ${method} ${path}`);
    return { status: response.status, body: parsed };
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
