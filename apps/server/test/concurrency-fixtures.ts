import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Campaign, getCampaign } from './campaign-fixtures.ts';
import { call } from './helpers.ts';

/** One call of a race: what app.inject needs, the token added by `race`. */
export type Step = {
  method: 'PUT' | 'DELETE' | 'POST';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
};

/**
 * Enough rounds that the old read-merge-write lost a change in most runs on PostgreSQL (17 of 20
 * rounds in the issue), few enough to stay quick on PGlite, whose one connection never races.
 */
export const ROUNDS = 8;

/** Sends the steps at once (as two tabs or a script and a person would) and waits for all. */
export function race(app: FastifyInstance, token: string, steps: Step[]) {
  return Promise.all(steps.map((step) => call(app, { ...step, token })));
}

export async function read(app: FastifyInstance, token: string, id: number): Promise<Campaign> {
  const res = await getCampaign(app, token, id);
  expect(res.status).toBe(200);
  return res.body.ext as Campaign;
}

export const campaignUrl = (id: number, rest = '') => `/api/v1/campaigns/${id}${rest}`;
