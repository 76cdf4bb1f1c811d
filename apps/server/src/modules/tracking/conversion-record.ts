import { randomBytes } from 'node:crypto';
import { type ConversionRefusal, TRACKER_VALUE_MAX } from '@panel/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ConversionQuery, given, isGoalToken, payoutMicros, usdText } from './conversion-input.ts';
import { clickKeyOf, type Signer } from './signing.ts';

/** Retargeting type of the audience a conversion joins (/resources/retargeting_types). */
const CONVERSION_AUDIENCE = 3;
/** Calls kept per goal for its debugger (POSTBACK_LOG_SIZE); older ones are trimmed now and then. */
const LOG_KEEP = 100;
const TRIM_EVERY = 16;

export type ConversionOutcome =
  | { kind: 'unknown_goal' }
  | { kind: 'refused'; reason: ConversionRefusal }
  | { kind: 'counted'; id: number };

interface Lookup {
  postback_id: number;
  advertiser_id: number;
  payout_micros: number | string | null;
  allow_repeats: boolean;
  click_found: boolean;
  campaign_id: number | null;
  expired: boolean | null;
}

/**
 * Counts one conversion postback, or says why not; every outcome but an unknown goal is
 * logged for the goal's debugger. Two statements: the goal with the click, then the insert
 * whose unique key (goal, click, dedupe key) makes concurrent duplicates count once.
 */
export async function recordConversion(
  db: Db,
  signer: Signer,
  query: ConversionQuery,
): Promise<ConversionOutcome> {
  if (!isGoalToken(query.goal)) return { kind: 'unknown_goal' };
  const token = query.goal;
  const clickId = given(query.click_id, 'click_id');
  const key = clickId === undefined ? null : clickKeyOf(signer, clickId);
  const payoutText = given(query.payout, 'payout');
  const payout = payoutText === undefined ? undefined : payoutMicros(payoutText);

  const found = (await db.execute(sql`
    select p.id as postback_id, p.advertiser_id, p.payout_micros, p.allow_repeats,
      c.id is not null as click_found, c.campaign_id,
      c.created_at < now() - p.window_days * interval '1 day' as expired
    from postbacks p left join clicks c on c.id = ${key}::text and c.advertiser_id = p.advertiser_id
    where p.token = ${token}`)) as { rows: Lookup[] };
  const goal = found.rows[0];
  if (!goal) return { kind: 'unknown_goal' };

  const log = {
    postbackId: goal.postback_id,
    clickId: query.click_id?.slice(0, TRACKER_VALUE_MAX.clickId) ?? null,
    payout: payoutText?.slice(0, TRACKER_VALUE_MAX.payout) ?? null,
    campaignId: goal.campaign_id,
    test: false,
  };
  const refuse = async (reason: ConversionRefusal): Promise<ConversionOutcome> => {
    await db.execute(sql`with ${logStatement(log, sql`'refused'`, reason)} select 1`);
    return { kind: 'refused', reason };
  };
  if (clickId === undefined) return refuse('missing_click_id');
  if (key === null) return refuse('forged_click');
  if (payout === null) return refuse('bad_payout');
  if (!goal.click_found) return refuse('unknown_click');
  if (goal.expired) return refuse('expired');

  const test = query.test !== undefined && signer.verify('test', `${token}:${clickId}`, query.test);
  const txid = given(query.txid, 'txid');
  const dedupe = test
    ? `test:${randomBytes(9).toString('base64url')}`
    : !goal.allow_repeats
      ? ''
      : txid !== undefined
        ? `tx:${txid}`
        : `r:${randomBytes(9).toString('base64url')}`;
  const micros = payout ?? (goal.payout_micros === null ? 0 : Number(goal.payout_micros));
  log.test = test;
  log.payout = usdText(micros);

  const result = (await db.execute(sql`
    with ins as (
      insert into conversions (postback_id, click_id, dedupe_key, advertiser_id, campaign_id, payout_micros, context, test)
      select ${goal.postback_id}, c.id, ${dedupe}, c.advertiser_id, c.campaign_id, ${micros}, c.context, ${test}
      from clicks c where c.id = ${key}
      on conflict (postback_id, click_id, dedupe_key) do nothing
      returning id
    ), members as (
      insert into retargeting_members (pixel_id, uid, expires_at)
      select p.id, c.uid, now() + p.membership_days * interval '1 day'
      from retargeting_pixels p, clicks c, ins
      where c.id = ${key} and c.uid is not null
        and p.advertiser_id = ${goal.advertiser_id} and p.type_id = ${CONVERSION_AUDIENCE}
      on conflict (pixel_id, uid) do update set expires_at = greatest(retargeting_members.expires_at, excluded.expires_at)
    ), ${logStatement(log, sql`case when exists (select 1 from ins) then 'counted' else 'refused' end`, sql`case when exists (select 1 from ins) then null else 'duplicate' end`)}
    select id from ins`)) as { rows: { id: number | string }[] };
  const row = result.rows[0];
  return row ? { kind: 'counted', id: Number(row.id) } : { kind: 'refused', reason: 'duplicate' };
}

interface LogRow {
  postbackId: number;
  clickId: string | null;
  payout: string | null;
  campaignId: number | null;
  test: boolean;
}

/** The CTEs that log a call, and now and then trim the goal's log to its last LOG_KEEP calls. */
function logStatement(log: LogRow, status: SQL, reason: SQL | string): SQL {
  const insert = sql`logged as (
    insert into postback_log (postback_id, status, reason, click_id, payout, campaign_id, test)
    values (${log.postbackId}, ${status}, ${reason}, ${log.clickId}, ${log.payout}, ${log.campaignId}::int, ${log.test})
  )`;
  if (Math.floor(Math.random() * TRIM_EVERY) !== 0) return insert;
  return sql`${insert}, trimmed as (
    delete from postback_log where postback_id = ${log.postbackId} and id <= (
      select id from postback_log where postback_id = ${log.postbackId} order by id desc offset ${LOG_KEEP} limit 1))`;
}
