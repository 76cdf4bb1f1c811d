import { z } from 'zod';
import { LOGIN_EMAIL_MAX, LOGIN_PASSWORD_MAX } from './constants.ts';
import { plainString } from './plain-text.ts';
import { ACCOUNT_TYPES, LEGAL_TYPES, ROLES } from './roles.ts';

/** Login (spec section 5): both fields non-empty; `altcha` carries the captcha payload on production builds. */
export const loginBodySchema = z.object({
  // Bounded like every field, so the largest valid body is known; no stored address or password is longer.
  email: plainString({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(LOGIN_EMAIL_MAX, 'validation.maxLength'),
  password: plainString({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(LOGIN_PASSWORD_MAX, 'validation.maxLength'),
  altcha: plainString().max(20_000).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  account_type: z.enum([...ACCOUNT_TYPES, 'guest-ssp']),
  legal_type: z.enum(LEGAL_TYPES),
  firstname: z.string(),
  lastname: z.string(),
  /** Set when this session was opened through an `at` link: the panel is acting as this user. */
  acting: z.boolean(),
  /** The panel's language the user chose (a tag of UI_LANGUAGES); null: the browser's languages decide. */
  language: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const logoutResponseSchema = z.object({ logged_out: z.literal(true) });

/** Exchanges the one-time code of an `at` link for a session. */
export const actExchangeBodySchema = z.object({
  code: plainString({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(200, 'validation.maxLength'),
});

/**
 * What the panel needs to know before it renders: whether the forms carry a captcha, and where
 * the publisher area is (null: this server's own /pub/ area).
 */
export const authConfigSchema = z.object({ captcha: z.boolean(), publisher_url: z.string().nullable() });

/** POST /auth/handoff: the address that opens the publisher area on its own host, signed in. */
export const handoffResponseSchema = z.object({ url: z.string(), expires_at: z.string() });
export type HandoffResponse = z.infer<typeof handoffResponseSchema>;
