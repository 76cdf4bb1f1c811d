import { createHash } from 'node:crypto';
import { CREATIVE_MACHINE, type CreativeModerationAction, describeStates } from '@panel/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, creatives, users } from '../../db/schema.ts';
import { audit } from '../auth/audit.ts';
import { bumpVersion } from '../campaigns/campaign-repository.ts';

/**
 * The operator's side of the creative state machine: approval and the moderation verdict. Not
 * scoped to an advertiser (the operator sees every account) and never reachable over HTTP: only
 * the admin commands call it, and every verdict is written to the audit log with who gave it.
 */
export class ModerationError extends Error {}

export type Verdict = { action: 'approve'; version?: string } | { action: 'reject'; reason: string };

const AUDIT = { approve: 'creative.approved', reject: 'creative.rejected' } as const;
const PAST = { approve: 'approved', reject: 'rejected' } as const;

/**
 * A short fingerprint of what the operator judges (type and content). The list prints it and
 * approve can require it, so content swapped between reading the list and approving is refused
 * instead of approved unseen.
 */
export const contentVersion = (type: string, content: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([type, content]))
    .digest('hex')
    .slice(0, 12);

export async function moderateCreative(db: Db, id: number, verdict: Verdict, actor: string) {
  const action: CreativeModerationAction = verdict.action;
  const reason = verdict.action === 'reject' ? verdict.reason : null;
  return db.transaction(async (tx) => {
    // The campaign's version moves with its creatives' states (its ETag); taken before the
    // creative, as every writer takes a campaign before its creatives, so none deadlocks.
    await bumpVersion(
      tx,
      eq(campaigns.id, sql`(select ${creatives.campaignId} from ${creatives} where ${creatives.id} = ${id})`),
    );
    // Locked until the verdict is written: an edit cannot slip in between the checks and the update.
    const [row] = await tx.select().from(creatives).where(eq(creatives.id, id)).for('update');
    if (!row) throw new ModerationError(`No creative with the id ${id}`);
    const next = CREATIVE_MACHINE.next(row.status, action);
    if (!next)
      throw new ModerationError(
        `Creative ${id} is ${row.status}: only a ${describeStates(CREATIVE_MACHINE.allowedFrom(action))} creative can be ${PAST[action]}`,
      );
    const version = contentVersion(row.type, row.content);
    if (verdict.action === 'approve' && verdict.version !== undefined && verdict.version !== version)
      throw new ModerationError(
        `Creative ${id} changed since version ${verdict.version} (now ${version}): list it again before approving`,
      );
    await tx
      .update(creatives)
      .set({ status: next, rejectReason: reason, updatedAt: new Date() })
      .where(eq(creatives.id, id));
    await audit(tx, {
      action: AUDIT[action],
      userId: row.advertiserId,
      actor,
      detail: { creative_id: id, campaign_id: row.campaignId, from: row.status, to: next, version, reason },
    });
    return { id, campaign_id: row.campaignId, status: next, version, ...(reason === null ? {} : { reason }) };
  });
}

export const approveCreative = (db: Db, id: number, actor: string) =>
  moderateCreative(db, id, { action: 'approve' }, actor);

export const rejectCreative = (db: Db, id: number, reason: string, actor: string) =>
  moderateCreative(db, id, { action: 'reject', reason }, actor);

const PREVIEW_MAX = 300;
const FIELD_MAX = 160;

/** The content on one line, cut short: enough to judge it in a terminal, not the whole markup. */
function preview(content: Record<string, unknown>): string {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  const parts = Object.entries(content)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}=${cut(String(value).replace(/\s+/g, ' ').trim(), FIELD_MAX)}`);
  return parts.length === 0
    ? '(no content of its own: the campaign URL is the ad)'
    : cut(parts.join(' | '), PREVIEW_MAX);
}

export const MODERATION_LIST_MAX = 100;

/**
 * Pending ones oldest first (the queue, in the order advertisers have waited); all, newest first.
 * `advertiser` (an e-mail, any case) narrows the list to one account: past the first
 * MODERATION_LIST_MAX of the queue, that is how an operator reaches a given advertiser's ads.
 */
export async function listForModeration(
  db: Db,
  options: { pendingOnly: boolean; advertiser?: string | undefined },
) {
  const where = and(
    options.pendingOnly ? eq(creatives.status, 'pending') : undefined,
    options.advertiser ? sql`lower(${users.email}) = lower(${options.advertiser})` : undefined,
  );
  const order = options.pendingOnly
    ? [asc(creatives.createdAt), asc(creatives.id)]
    : [desc(creatives.createdAt), desc(creatives.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: creatives.id,
        status: creatives.status,
        advertiser: users.email,
        campaign_id: campaigns.id,
        campaign: campaigns.name,
        type: creatives.type,
        name: creatives.name,
        created_at: creatives.createdAt,
        updated_at: creatives.updatedAt,
        destination_url: campaigns.destinationUrl,
        content: creatives.content,
      })
      .from(creatives)
      .innerJoin(campaigns, eq(campaigns.id, creatives.campaignId))
      .innerJoin(users, eq(users.id, creatives.advertiserId))
      .where(where)
      .orderBy(...order)
      .limit(MODERATION_LIST_MAX),
    db
      .select({ total: count() })
      .from(creatives)
      .innerJoin(users, eq(users.id, creatives.advertiserId))
      .where(where),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    shown: rows.length,
    creatives: rows.map(({ content, created_at, updated_at, ...row }) => ({
      ...row,
      created_at: created_at.toISOString(),
      updated_at: updated_at.toISOString(),
      content: preview(content),
      version: contentVersion(row.type, content),
    })),
  };
}
