/** Roles a session can hold. The server decides every permission from these. */
export const ROLES = ['advertiser', 'publisher', 'guest-ssp'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Account types offered by the registration wizard (spec section 3).
 * `ad-network` is always shown disabled in client mode and never accepted.
 */
export const ACCOUNT_TYPES = ['advertiser', 'publisher', 'ad-network'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Registration modes, from `/registration?as=`. Anything but `guest` means client. */
export const REGISTRATION_MODES = ['client', 'guest'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export function registrationModeFrom(value: string | null | undefined): RegistrationMode {
  return value === 'guest' ? 'guest' : 'client';
}

export const LEGAL_TYPES = ['company', 'individual'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

/**
 * Our reading of spec sections 4 and 6 together (written down in docs/decisions.md):
 * client mode creates advertisers only (publisher and ad-network are shown, disabled);
 * guest mode creates a guest-ssp account, its wizard showing "publisher" selected and
 * advertiser disabled, because a guest SSP is a guest who publishes traffic.
 * Publisher accounts are created by the operator command.
 */
export interface AccountTypeOption {
  value: AccountType;
  enabled: boolean;
}

export function accountTypeOptions(mode: RegistrationMode): AccountTypeOption[] {
  if (mode === 'guest') {
    return [
      { value: 'advertiser', enabled: false },
      { value: 'publisher', enabled: true },
    ];
  }
  return [
    { value: 'advertiser', enabled: true },
    { value: 'publisher', enabled: false },
    { value: 'ad-network', enabled: false },
  ];
}

export function defaultAccountType(mode: RegistrationMode): AccountType {
  return mode === 'guest' ? 'publisher' : 'advertiser';
}

/** Step 1 is valid only for an enabled option of the mode; guest combined with ad-network is invalid. */
export function isAccountTypeAllowed(mode: RegistrationMode, accountType: AccountType | null | undefined) {
  if (!accountType) return false;
  return accountTypeOptions(mode).some((o) => o.value === accountType && o.enabled);
}

/** The role a new account gets from the mode it registered in. */
export function roleForRegistration(mode: RegistrationMode): Role {
  return mode === 'guest' ? 'guest-ssp' : 'advertiser';
}
