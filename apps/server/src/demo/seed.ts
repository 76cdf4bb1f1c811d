import type { Role } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { createUser } from '../admin/commands.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { randomPassword } from '../lib/secrets.ts';
import { findUserByEmail } from '../modules/auth/user-repository.ts';
import { seedDemoCampaigns } from './demo-campaigns.ts';
import { seedDemoRules } from './demo-rules.ts';
import { ensureDemoSupply } from './demo-supply.ts';
import { seedDemoTracking } from './demo-tracking.ts';
import { seedTraffic } from './traffic.ts';

/** Days of traffic a new demo advertiser starts with. */
export const DEMO_TRAFFIC_DAYS = 90;

export const DEMO_ACCOUNTS: { email: string; role: Role; firstname: string; lastname: string }[] = [
  { email: 'advertiser@demo.test', role: 'advertiser', firstname: 'Avery', lastname: 'Advertiser' },
  { email: 'publisher@demo.test', role: 'publisher', firstname: 'Parker', lastname: 'Publisher' },
  { email: 'guest@demo.test', role: 'guest-ssp', firstname: 'Gale', lastname: 'Guest' },
];

/**
 * Demo data only where nobody can mistake it for real data: a fresh embedded database, or
 * wherever DEMO=1 asks for it. DEMO=0 never seeds.
 */
export function shouldSeedDemo(
  config: { demo: boolean | undefined; databaseUrl: string | undefined },
  fresh: boolean,
) {
  return config.demo ?? (fresh && !config.databaseUrl);
}

/** A lived-in company profile, so the profile page of a demo account shows what a real one does. */
const DEMO_COMPANY = {
  country: 'US',
  city: 'New York',
  address: '350 Fifth Avenue',
  zipCode: '10118',
  websiteUrl: 'https://demo.example.com',
  companyRegistrationNumber: '84-1234567',
  billingEmail: 'billing@demo.test',
  phoneNumberCode: '+1',
  phoneNumber: '212 555 0100',
};

/**
 * One account per role sharing one password; accounts that exist already are left alone. A new
 * demo advertiser also gets a dozen campaigns, when there is an uploads folder for their images.
 */
export async function seedDemo(
  db: Db,
  password: string = randomPassword(),
  uploadsDir?: string,
  trafficDays: number = DEMO_TRAFFIC_DAYS,
) {
  const created: string[] = [];
  let advertiserWithCampaigns: number | undefined;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const user = await createUser(db, { ...account, password }, 'demo-seed');
    const company = `${account.firstname} ${account.lastname} Media`;
    await db
      .update(users)
      .set({
        ...DEMO_COMPANY,
        tradingName: company,
        legalCompanyName: `${company} LLC`,
        telegram: `@${account.firstname.toLowerCase()}_ads`,
      })
      .where(eq(users.id, user.id));
    if (account.role === 'advertiser' && uploadsDir) {
      await seedDemoCampaigns(db, user.id, uploadsDir);
      advertiserWithCampaigns = user.id;
    }
    created.push(account.email);
  }
  const traffic =
    advertiserWithCampaigns !== undefined && trafficDays > 0
      ? await seedDemoTraffic(db, advertiserWithCampaigns, trafficDays)
      : null;
  // After the traffic, whose demo SSP endpoints the clicks come through.
  if (advertiserWithCampaigns !== undefined) {
    await seedDemoTracking(db, advertiserWithCampaigns);
    await seedDemoRules(db, advertiserWithCampaigns);
  }
  return { password, created, traffic };
}

/**
 * Traffic for a demo advertiser's campaigns; part of it comes from the demo publisher's
 * zones and through the demo guest SSP's tokens, so their statistics pages have numbers too.
 */
export async function seedDemoTraffic(db: Db, advertiserId: number, days: number) {
  const idOf = async (role: Role) => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role);
    return account ? (await findUserByEmail(db, account.email))?.id : undefined;
  };
  const publisherId = await idOf('publisher');
  const guestSspId = await idOf('guest-ssp');
  const supply = await ensureDemoSupply(db, advertiserId, { publisherId, guestId: guestSspId });
  return seedTraffic(db, { advertiserId, publisherId, guestSspId, supply, days });
}
