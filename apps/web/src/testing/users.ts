import type { Role, User } from '@panel/contract';

const ACCOUNT_TYPE: Record<Role, User['account_type']> = {
  advertiser: 'advertiser',
  publisher: 'publisher',
  'guest-ssp': 'guest-ssp',
};

/** A signed-in user of the given role, as POST /auth/user returns it. */
export function userOf(role: Role, extra: Partial<User> = {}): User {
  return {
    id: 1,
    email: `${role}@demo.test`,
    role,
    account_type: ACCOUNT_TYPE[role],
    legal_type: 'company',
    firstname: 'Ann',
    lastname: 'Lee',
    acting: false,
    language: null,
    ...extra,
  };
}
