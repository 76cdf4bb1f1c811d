import { test as base, expect } from '@playwright/test';
import { DEMO_PASSWORD, type StorageState, signedInSession } from './support.ts';

/** The seeded demo accounts the flows read figures of, and the page each one lands on. */
const DEMO_ACCOUNTS = {
  advertiser: { email: 'advertiser@demo.test', home: /\/adv\/dashboard\/$/ },
  guest: { email: 'guest@demo.test', home: /\/guest-ssp\/tokens\/$/ },
  // /pub/redirect/ sends the publisher on to its area (/pub/sites/ on this host); the session is
  // read there, once the redirect is over, or the read races the page being replaced.
  publisher: { email: 'publisher@demo.test', home: /\/pub\/sites\/$/ },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

interface DemoSessions {
  /** Whether the worker holds a session of the account already (else getting one signs in). */
  has(account: DemoAccount): boolean;
  get(account: DemoAccount): Promise<StorageState>;
}

/**
 * Flows that are not about signing in start signed in as a demo account (`test.use({ account })`,
 * the advertiser unless told). Each worker signs in once per account and every test reuses that
 * session: sign-ins are rate limited per address, and the form's captcha is slow on a busy
 * machine. No flow here signs out, which would end the session for the worker's other tests.
 */
export const test = base.extend<{ account: DemoAccount }, { demoSessions: DemoSessions }>({
  account: ['advertiser', { option: true }],
  demoSessions: [
    async ({ browser }, use, workerInfo) => {
      const sessions = new Map<DemoAccount, Promise<StorageState>>();
      await use({
        has: (account) => sessions.has(account),
        get: (account) => {
          let session = sessions.get(account);
          if (!session) {
            const { email, home } = DEMO_ACCOUNTS[account];
            session = signedInSession(browser, workerInfo.project.use.baseURL, {
              email,
              password: DEMO_PASSWORD,
              home,
            }).then((signedIn) => signedIn.storageState);
            // A failed sign-in is not kept: the next test of the worker tries again.
            session.catch(() => sessions.delete(account));
            sessions.set(account, session);
          }
          return session;
        },
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ demoSessions, account }, use, testInfo) => {
    // The first test of a worker also signs in (the form's captcha is slow on a busy machine).
    if (!demoSessions.has(account)) testInfo.setTimeout(testInfo.timeout + 30_000);
    await use(await demoSessions.get(account));
  },
});
export { expect };
