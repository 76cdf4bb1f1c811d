import { userInfo } from 'node:os';
import {
  creativeRejectBodySchema,
  isMessageKey,
  LOGIN_PASSWORD_MAX,
  MAX_RANGE_DAYS,
  ROLES,
  translateMessage,
} from '@panel/contract';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DEMO_TRAFFIC_DAYS } from '../demo/seed.ts';
import {
  listForModeration,
  ModerationError,
  moderateCreative,
} from '../modules/creatives/creative-moderation.ts';
import { campaignClickLink } from '../modules/tracking/click-link-command.ts';
import { buildSimulationPlan } from '../simulate/plan.ts';
import { actAs, CommandError, createUser, seedTrafficFor } from './commands.ts';

const creativeId = z.coerce.number().int().min(1).max(2_147_483_647);

export const commandSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('create-user'),
    email: z.string().min(3),
    role: z.enum(ROLES),
    password: z.string().min(8).max(LOGIN_PASSWORD_MAX).optional(),
    firstname: z.string().optional(),
    lastname: z.string().optional(),
  }),
  z.object({ command: z.literal('act-as'), email: z.string().min(3) }),
  z.object({
    command: z.literal('click-link'),
    campaign: creativeId,
    zone: z
      .string()
      .regex(/^[\w.-]{1,100}$/, 'a zone id')
      .optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'two letters')
      .optional(),
  }),
  z.object({
    command: z.literal('seed-traffic'),
    days: z.coerce.number().int().min(1).max(MAX_RANGE_DAYS).default(DEMO_TRAFFIC_DAYS),
    email: z.string().min(3).default('advertiser@demo.test'),
  }),
  z.object({ command: z.literal('simulation-plan') }),
  z.object({
    command: z.literal('creatives-list'),
    pending: z.boolean().default(false),
    advertiser: z.string().max(200).optional(),
  }),
  z.object({
    command: z.literal('creatives-approve'),
    id: creativeId,
    version: z
      .string()
      .regex(/^[0-9a-f]{12}$/, 'the version the list printed: 12 hex digits')
      .optional(),
  }),
  z.object({
    command: z.literal('creatives-reject'),
    id: creativeId,
    // The advertiser reads it in the editor: the same limit as the advertiser's own reject.
    reason: creativeRejectBodySchema.shape.reason,
  }),
]);
export type Command = z.infer<typeof commandSchema>;

export type CommandReply = { ok: true; result: Record<string, unknown> } | { ok: false; error: string };

/** Contract rules name their message by key ('validation.maxLength'): an operator reads the sentence. */
const issueText = (issue: z.core.$ZodIssue) =>
  isMessageKey(issue.message)
    ? translateMessage(issue.message, 'maximum' in issue ? { max: Number(issue.maximum) } : {})
    : issue.message;

/** Parses and runs one command given as JSON; every failure becomes a message, never a crash. */
export async function runCommand(db: Db, config: Config, raw: string): Promise<CommandReply> {
  try {
    const command = commandSchema.parse(JSON.parse(raw));
    const actor = `operator:${userInfo().username}`;
    if (command.command === 'create-user') return { ok: true, result: await createUser(db, command, actor) };
    if (command.command === 'seed-traffic') return { ok: true, result: await seedTrafficFor(db, command) };
    if (command.command === 'click-link') {
      const result = await campaignClickLink(db, command, config.publicUrl);
      if (!result) throw new CommandError(`No campaign ${command.campaign}`);
      return { ok: true, result };
    }
    if (command.command === 'simulation-plan')
      return { ok: true, result: { ...(await buildSimulationPlan(db)) } };
    if (command.command === 'creatives-list')
      return {
        ok: true,
        result: await listForModeration(db, { pendingOnly: command.pending, advertiser: command.advertiser }),
      };
    if (command.command === 'creatives-approve')
      return {
        ok: true,
        result: await moderateCreative(
          db,
          command.id,
          { action: 'approve', version: command.version },
          actor,
        ),
      };
    if (command.command === 'creatives-reject')
      return {
        ok: true,
        result: await moderateCreative(db, command.id, { action: 'reject', reason: command.reason }, actor),
      };
    return {
      ok: true,
      result: await actAs(db, command.email, {
        actor,
        ttlMs: config.actCodeTtlMs,
        publicUrl: config.publicUrl,
      }),
    };
  } catch (err) {
    if (err instanceof CommandError || err instanceof ModerationError)
      return { ok: false, error: err.message };
    if (err instanceof z.ZodError)
      return { ok: false, error: err.issues.map((i) => `${i.path.join('.')}: ${issueText(i)}`).join('; ') };
    if (err instanceof SyntaxError) return { ok: false, error: 'The command is not valid JSON' };
    throw err;
  }
}
