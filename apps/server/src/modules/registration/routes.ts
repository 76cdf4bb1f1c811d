import {
  envelope,
  type RegistrationMode,
  registrationBodySchema,
  registrationResponseSchema,
  roleForRegistration,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { fieldError, HttpError, rateLimited } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { attempt } from '../../lib/rate-limit.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { audit } from '../auth/audit.ts';
import type { Captcha } from '../auth/captcha.ts';
import { insertUser } from '../auth/user-repository.ts';
import { findCountry } from '../resources/countries.ts';
import { registrationExamples } from './examples.ts';

type Registration = z.output<ReturnType<typeof registrationBodySchema>>;

/** Fields a field set does not have are stored as null. */
const optional = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

interface Deps {
  db: Db;
  config: Config;
  captcha: Captcha;
}

/**
 * Every sign-up costs an argon2 hash and a row: each client address gets a few an hour, and on
 * production builds each one carries a solved captcha, as sign-in does.
 */
async function admit({ db, config, captcha }: Deps, ip: string, altcha: string | undefined) {
  const counted = await attempt(db, [
    {
      key: `register-ip:${clientAddressKey(ip)}`,
      limit: config.registerLimit.perAddress,
      windowMs: config.registerLimit.windowMs,
    },
  ]);
  if (!counted.allowed) throw rateLimited('errors.registrationLimited', counted.retryAfterMs);
  if (!config.captcha) return;
  const problem = await captcha.check(altcha);
  if (problem) await counted.release();
  if (problem === 'missing') throw new HttpError(400, 'CAPTCHA_REQUIRED', 'errors.captchaRequired');
  if (problem) throw new HttpError(400, 'CAPTCHA_FAILED', 'errors.captchaFailed');
}

function register(deps: Deps, mode: RegistrationMode) {
  const { db } = deps;
  return async (registration: Registration, ip: string) => {
    const body: Registration & Record<string, unknown> = registration;
    if (!findCountry(body.country)) throw fieldError('country', text('validation.country'));
    await admit(deps, ip, body.altcha);
    const role = roleForRegistration(mode);
    const user = await insertUser(db, {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      role,
      accountType: mode === 'guest' ? 'guest-ssp' : 'advertiser',
      legalType: body.legal_type,
      firstname: body.firstname,
      lastname: body.lastname,
      country: body.country,
      city: optional(body.city),
      address: optional(body.address),
      zipCode: optional(body.zip_code),
      tradingName: optional(body.trading_name),
      legalCompanyName: optional(body.legal_company_name),
      websiteUrl: optional(body.website_url),
      companyRegistrationNumber: optional(body.company_registration_number),
      vatNumber: optional(body.vat_number),
      billingEmail: optional(body.billing_email),
      phoneNumberCode: body.phone_number_code,
      phoneNumber: body.phone_number,
      teams: optional(body.teams),
      telegram: body.telegram,
      termsAcceptedAt: new Date(),
    });
    if (!user)
      throw new HttpError(409, 'EMAIL_TAKEN', 'errors.emailTaken', {}, { email: text('errors.emailTaken') });
    await audit(db, { action: 'user.created', userId: user.id, actor: `register:${mode}` });
    return { ext: { id: user.id, email: user.email, role: user.role } };
  };
}

export const registrationRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const limits = `Sign-ups are limited to ${deps.config.registerLimit.perAddress} per client address in ${deps.config.registerLimit.windowMs / 60_000} minutes (429 with Retry-After). On production builds the \`altcha\` field must carry a solved challenge from GET /auth/captcha.`;
  app.post('/register', {
    config: { examples: registrationExamples.client },
    schema: {
      tags: ['registration'],
      summary: 'Sign up as a client (advertiser)',
      description:
        'Client mode creates an advertiser; publisher and ad-network are shown disabled in the form and refused here. ' +
        'The field set follows `legal_type`: a company gives its names, website and registration number, an individual a Tax ID (`vat_number`). ' +
        limits,
      body: registrationBodySchema('client'),
      response: { 201: envelope(registrationResponseSchema) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await register(deps, 'client')(request.body, request.ip)),
  });

  app.post('/register_guest', {
    config: { examples: registrationExamples.guest },
    schema: {
      tags: ['registration'],
      summary: 'Sign up as a guest SSP',
      description: `account_type is fixed to guest-ssp. Only the country, the company names and the website are asked of the company set; no billing e-mail or VAT. ${limits}`,
      body: registrationBodySchema('guest'),
      response: { 201: envelope(registrationResponseSchema) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await register(deps, 'guest')(request.body, request.ip)),
  });
};
