import type { Role } from '@panel/contract';
import { createUser } from '../admin/commands.ts';
import type { Db } from '../db/client.ts';
import { randomPassword } from '../lib/secrets.ts';
import { findUserByEmail } from '../modules/auth/user-repository.ts';

export const DEMO_ACCOUNTS: { email: string; role: Role; firstname: string; lastname: string }[] = [
  { email: 'advertiser@demo.test', role: 'advertiser', firstname: 'Avery', lastname: 'Advertiser' },
  { email: 'publisher@demo.test', role: 'publisher', firstname: 'Parker', lastname: 'Publisher' },
  { email: 'guest@demo.test', role: 'guest-ssp', firstname: 'Gale', lastname: 'Guest' },
];

/** One account per role sharing one password; accounts that exist already are left alone. */
export async function seedDemo(db: Db, password: string = randomPassword()) {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    await createUser(db, { ...account, password }, 'demo-seed');
    created.push(account.email);
  }
  return { password, created };
}
