import type { Role } from '@panel/contract';
import { call, type TestContext } from '../helpers.ts';

/** What a tenant owns on the tracking side; 0 and nothing where its role owns no such thing. */
export interface Tracking {
  postback: number;
  pixel: number;
  /** Names, and the goal's and pixel's URLs (their tokens are secrets of the owner's pages). */
  names: string[];
}

async function made(ctx: TestContext, token: string, url: string, payload: Record<string, unknown>) {
  const res = await call(ctx.app, { method: 'POST', url, token, payload });
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ext as { id: number; url?: string; pixel_url?: string };
}

/** A postback and a site-visit pixel of an advertiser, made through the API. */
export async function trackingOf(
  ctx: TestContext,
  role: Role,
  token: string,
  tag: string,
): Promise<Tracking> {
  if (role !== 'advertiser') return { postback: 0, pixel: 0, names: [] };
  const [goalName, pixelName] = [`Goal ${tag}`, `Pixel ${tag}`];
  const goal = await made(ctx, token, '/api/v1/postbacks', { name: goalName, payout: 2 });
  const pixel = await made(ctx, token, '/api/v1/retargeting', { name: pixelName, type_id: 4 });
  const secrets = [
    new URL(String(goal.url)).searchParams.get('goal') ?? '',
    String(pixel.pixel_url).replace(/^.*\/|\.gif$/g, ''),
  ];
  return { postback: goal.id, pixel: pixel.id, names: [goalName, pixelName, ...secrets] };
}

/** What the owner reads of its tracking: lists, rows and the goal's debugger. */
export function trackingReads(role: Role, t: Tracking): string[] {
  if (role !== 'advertiser') return [];
  return [
    '/api/v1/postbacks',
    `/api/v1/postbacks/${t.postback}`,
    `/api/v1/postbacks/${t.postback}/debug`,
    '/api/v1/retargeting',
    `/api/v1/retargeting/${t.pixel}`,
  ];
}
