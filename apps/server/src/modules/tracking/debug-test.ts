import { fromMicros, type PostbackTestResult, toMicros } from '@panel/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { conversionById, type RecentClick, refusalOf } from './debug-repository.ts';
import type { PostbackRow } from './postback-view.ts';
import { usdText } from './postback-view.ts';
import { clickIdOf, type Signer } from './signing.ts';

export interface Tracker {
  app: FastifyInstance;
  db: Db;
  signer: Signer;
  publicUrl: string;
}

const conversionUrl = (publicUrl: string, goal: PostbackRow, clickId: string, payout: string | null) =>
  `${publicUrl}/track/conversion?goal=${goal.token}&click_id=${clickId}` +
  (payout === null ? '' : `&payout=${payout}`);

/** What the advertiser's tracker would call for this click: the default payout, else 1.00. */
export function previewOf({ publicUrl, signer }: Tracker, goal: PostbackRow, click: RecentClick) {
  const clickId = clickIdOf(signer, click.key);
  return {
    click_id: clickId,
    clicked_at: click.createdAt.toISOString(),
    campaign_id: click.campaignId,
    campaign_name: click.campaignName,
    url: conversionUrl(publicUrl, goal, clickId, usdText(goal.payoutMicros ?? toMicros(1))),
  };
}

const num = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();

async function landing(db: Db, goalId: number, header: unknown) {
  const id = Number(header);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const found = await conversionById(db, goalId, id);
  if (!found) return null;
  const { conversion, campaignName } = found;
  const context = conversion.context;
  return {
    campaign_id: conversion.campaignId,
    campaign_name: campaignName,
    creative_id: num(context.creativeId),
    ad_format: str(context.adFormat),
    country: str(context.country),
    ssp_id: num(context.sspId),
    site_id: str(context.siteId),
    zone_id: str(context.zoneId),
    hour: hourOf(conversion.createdAt),
    payout: fromMicros(conversion.payoutMicros),
  };
}

/** The refusal an error answer of the endpoint names by its code (`DUPLICATE`), or null. */
export function refusalOfAnswer(body: string) {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? refusalOf(code.toLowerCase()) : null;
  } catch {
    return null;
  }
}

/**
 * Calls the public conversion endpoint as the tracker would, through the app itself, so the test
 * takes the real path end to end. The `test` signature (a key only this server holds) marks the
 * conversion as a test with a dedupe key of its own: a test never blocks a real conversion.
 * `payout`: a number is sent; null sends none; absent sends the goal's default when it has one.
 */
export async function sendTestConversion(
  tracker: Tracker,
  goal: PostbackRow,
  click: RecentClick,
  payout: number | null | undefined,
): Promise<PostbackTestResult> {
  const clickId = clickIdOf(tracker.signer, click.key);
  const micros = payout === undefined ? goal.payoutMicros : payout === null ? null : toMicros(payout);
  const signature = tracker.signer.sign('test', `${goal.token}:${clickId}`);
  const url = `${conversionUrl(tracker.publicUrl, goal, clickId, micros === null ? null : usdText(micros))}&test=${signature}`;
  const res = await tracker.app.inject({ method: 'GET', url: url.slice(tracker.publicUrl.length) });
  if (res.statusCode === 204)
    return {
      url,
      http_status: 204,
      status: 'counted',
      reason: null,
      landed: await landing(tracker.db, goal.id, res.headers['x-conversion-id']),
    };
  return {
    url,
    http_status: res.statusCode,
    status: 'refused',
    reason: refusalOfAnswer(res.body),
    landed: null,
  };
}
