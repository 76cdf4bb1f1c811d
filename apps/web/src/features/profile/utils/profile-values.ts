import { type Profile, profileUpdateSchema } from '@panel/contract';

export type ProfileValues = Record<string, string>;

/** What PUT /api/v1/profile/info accepts, in the contract's order. */
const EDITABLE = Object.keys(profileUpdateSchema.shape) as (keyof typeof profileUpdateSchema.shape)[];
export type ProfileField = (typeof EDITABLE)[number];

/**
 * The fields this account edits: the ones its account type fills (the server sends the others as
 * null) plus Teams, which is optional for everyone and null until given.
 */
export function editableFields(profile: Profile): ProfileField[] {
  return EDITABLE.filter((field) => field === 'teams' || profile[field] !== null);
}

export function profileValues(profile: Profile): ProfileValues {
  return Object.fromEntries(editableFields(profile).map((field) => [field, profile[field] ?? '']));
}
