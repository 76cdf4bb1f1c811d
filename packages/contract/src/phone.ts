import { isPossiblePhoneNumber } from 'libphonenumber-js/min';

/**
 * Checks the number against the dial code once both are known (libphonenumber's length rules).
 * A module of its own: libphonenumber's metadata (~25 kB compressed) then loads only with the
 * forms that ask for a phone (registration, profile), not with every page that uses a field.
 */
export function isPhoneValidForCode(dialCode: string, number: string): boolean {
  const digits = number.replace(/\D/g, '');
  return isPossiblePhoneNumber(`${dialCode}${digits}`);
}
