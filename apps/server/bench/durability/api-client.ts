import { randomUUID } from 'node:crypto';
import { clientCompanyExample } from '../../src/modules/registration/examples.ts';

export type Json = Record<string, unknown>;

export interface Reply {
  status: number;
  body: Json;
}

/** A client of one server address, signed in as one advertiser once `signUp` ran. */
export class ApiClient {
  token = '';
  constructor(public url: string) {}

  async call(method: string, route: string, payload?: Json): Promise<Reply> {
    const res = await fetch(`${this.url}${route}`, {
      method,
      headers: {
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    // The status line alone is the acknowledgement: the server answers only after its commit,
    // so a kill that cuts the body off still leaves a write that must be there.
    const text = await res.text().catch(() => '');
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      // a body cut off by the kill
    }
    return { status: res.status, body };
  }

  /** Registers an advertiser from the published example and signs in. */
  async signUp(): Promise<string> {
    const email = `durability-${randomUUID().slice(0, 12)}@test.example`;
    const password = 'Str0ng!pass';
    const reg = await this.call('POST', '/register', { ...clientCompanyExample, email, password });
    if (reg.status !== 201) throw new Error(`registration failed: ${JSON.stringify(reg.body)}`);
    const login = await this.call('POST', '/auth/login', { email, password });
    const token = (login.body.ext as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
    this.token = token;
    return email;
  }
}

/** The smallest valid campaign (a popunder needs no uploaded image), as in test/campaign-fixtures.ts. */
export const popunder = (name: string, daily: number): Json => ({
  name,
  ad_format: 'popunder',
  pricing_model: 'cpm',
  bid: 1.25,
  destination_url: 'https://offer.example.com/?cid={click_id}',
  budget: { daily },
  creatives: [{ type: 'popunder', name: 'Landing' }],
});
