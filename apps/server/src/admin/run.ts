import { userInfo } from 'node:os';
import { MAX_RANGE_DAYS, ROLES } from '@panel/contract';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DEMO_TRAFFIC_DAYS } from '../demo/seed.ts';
import { actAs, CommandError, createUser, seedTrafficFor } from './commands.ts';

export const commandSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('create-user'),
    email: z.string().min(3),
    role: z.enum(ROLES),
    password: z.string().min(8).optional(),
    firstname: z.string().optional(),
    lastname: z.string().optional(),
  }),
  z.object({ command: z.literal('act-as'), email: z.string().min(3) }),
  z.object({
    command: z.literal('seed-traffic'),
    days: z.coerce.number().int().min(1).max(MAX_RANGE_DAYS).default(DEMO_TRAFFIC_DAYS),
    email: z.string().min(3).default('advertiser@demo.test'),
  }),
]);
export type Command = z.infer<typeof commandSchema>;

export type CommandReply = { ok: true; result: Record<string, unknown> } | { ok: false; error: string };

/** Parses and runs one command given as JSON; every failure becomes a message, never a crash. */
export async function runCommand(db: Db, config: Config, raw: string): Promise<CommandReply> {
  try {
    const command = commandSchema.parse(JSON.parse(raw));
    const actor = `operator:${userInfo().username}`;
    if (command.command === 'create-user') return { ok: true, result: await createUser(db, command, actor) };
    if (command.command === 'seed-traffic') return { ok: true, result: await seedTrafficFor(db, command) };
    return {
      ok: true,
      result: await actAs(db, command.email, {
        actor,
        ttlMs: config.actCodeTtlMs,
        publicUrl: config.publicUrl,
      }),
    };
  } catch (err) {
    if (err instanceof CommandError) return { ok: false, error: err.message };
    if (err instanceof z.ZodError)
      return { ok: false, error: err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
    if (err instanceof SyntaxError) return { ok: false, error: 'The command is not valid JSON' };
    throw err;
  }
}
