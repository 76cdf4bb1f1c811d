import { Agent, request } from 'undici';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

export interface SendOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Keep-alive HTTP to the one server under test, with at most `connections` sockets. Requests take
 * a path: every address the simulator calls is made from the server's own answers, and only its
 * path is kept, so nothing is ever sent off the machine (a click's `Location` is read, never
 * followed). undici's `request` follows no redirect.
 */
export class HttpClient {
  private readonly agent: Agent;
  readonly origin: string;

  constructor(baseUrl: string, connections: number) {
    this.origin = new URL(baseUrl).origin;
    this.agent = new Agent({ connections, keepAliveTimeout: 30_000, pipelining: 1 });
  }

  async send(path: string, options: SendOptions = {}): Promise<Answer> {
    const started = performance.now();
    const res = await request(`${this.origin}${path}`, {
      dispatcher: this.agent,
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
    });
    const body = await res.body.text();
    return { status: res.statusCode, headers: res.headers, body, ms: performance.now() - started };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/** The path and query of an address the server gave out (absolute, with its PUBLIC_URL, or a path). */
export function pathOf(address: string): string | null {
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

export const header = (answer: Answer, name: string): string | undefined => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
};
