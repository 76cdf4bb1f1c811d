import { ROLES, type Role } from '@panel/contract';
import type { Db } from '../db/client.ts';
import { seedDemoTraffic } from '../demo/seed.ts';
import { hashPassword, randomPassword } from '../lib/secrets.ts';
import { issueActCode } from '../modules/auth/act-codes.ts';
import { audit } from '../modules/auth/audit.ts';
import { findUserByEmail, insertUser } from '../modules/auth/user-repository.ts';

/**
 * Operator commands. They run inside the server process when it is up (over the admin
 * socket), or against the database directly when it is not: the logic is the same.
 */
export interface CreateUserInput {
  email: string;
  role: Role;
  password?: string | undefined;
  firstname?: string | undefined;
  lastname?: string | undefined;
}

export class CommandError extends Error {}

const ACCOUNT_TYPE_BY_ROLE = {
  advertiser: 'advertiser',
  publisher: 'publisher',
  'guest-ssp': 'guest-ssp',
} as const;

export async function createUser(db: Db, input: CreateUserInput, actor: string) {
  if (!ROLES.includes(input.role))
    throw new CommandError(`Unknown role "${input.role}". Roles: ${ROLES.join(', ')}`);
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new CommandError(`"${input.email}" is not an e-mail address`);
  const password = input.password ?? randomPassword();
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    role: input.role,
    accountType: ACCOUNT_TYPE_BY_ROLE[input.role],
    legalType: 'company',
    firstname: input.firstname ?? 'Demo',
    lastname: input.lastname ?? input.role,
    phoneNumberCode: '+1',
    phoneNumber: '2025550100',
    telegram: '-',
  });
  if (!user) throw new CommandError(`A user with the e-mail ${email} already exists`);
  await audit(db, { action: 'user.created', userId: user.id, actor });
  return { id: user.id, email, role: user.role, password };
}

export async function actAs(
  db: Db,
  email: string,
  options: { actor: string; ttlMs: number; publicUrl: string },
) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new CommandError(`No user with the e-mail ${email}`);
  const code = await issueActCode(db, user.id, options.actor, options.ttlMs);
  return {
    email: user.email,
    role: user.role,
    link: `${options.publicUrl}/?at=${encodeURIComponent(code)}`,
    expires_in_minutes: Math.round(options.ttlMs / 60_000),
  };
}

/** Adds `days` of generated traffic up to now for an advertiser's campaigns (demo and trials). */
export async function seedTrafficFor(db: Db, input: { email: string; days: number }) {
  const user = await findUserByEmail(db, input.email.trim().toLowerCase());
  if (!user) throw new CommandError(`No account with the e-mail ${input.email}`);
  if (user.role !== 'advertiser') throw new CommandError(`${input.email} is not an advertiser`);
  const started = performance.now();
  const result = await seedDemoTraffic(db, user.id, input.days);
  return { ...result, seconds: ((performance.now() - started) / 1000).toFixed(1) };
}
