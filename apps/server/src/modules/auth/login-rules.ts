import type { Config } from '../../config.ts';
import type { RateRule } from '../../lib/rate-limit.ts';

/**
 * The counters a sign-in attempt goes through. The pair counter stops one address guessing one
 * account's password; the address counter stops one address spraying many accounts; the account
 * ceiling, far above what one address may reach, stops a crowd of addresses on one account.
 * An attacker's failures fill their own pair and address counters, never the owner's.
 */
export function loginRules(limits: Config['loginLimit'], email: string, address: string): RateRule[] {
  return [
    { key: `login-pair:${email}|${address}`, limit: limits.perPair, windowMs: limits.windowMs },
    { key: `login-ip:${address}`, limit: limits.perAddress, windowMs: limits.windowMs },
    { key: `login-account:${email}`, limit: limits.perAccount, windowMs: limits.accountWindowMs },
  ];
}
