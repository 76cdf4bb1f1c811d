import { envelope, type Profile, profileSchema, profileUpdateSchema } from '@panel/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { findCountry } from '../resources/countries.ts';

function toProfile(u: UserRow): Profile {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    account_type: u.accountType,
    legal_type: u.legalType,
    firstname: u.firstname,
    lastname: u.lastname,
    country: u.country,
    city: u.city,
    address: u.address,
    zip_code: u.zipCode,
    trading_name: u.tradingName,
    legal_company_name: u.legalCompanyName,
    website_url: u.websiteUrl,
    company_registration_number: u.companyRegistrationNumber,
    vat_number: u.vatNumber,
    billing_email: u.billingEmail,
    phone_number_code: u.phoneNumberCode,
    phone_number: u.phoneNumber,
    teams: u.teams,
    telegram: u.telegram,
    language: u.language,
    created_at: u.createdAt.toISOString(),
  };
}

/** A user reads and edits their own profile; the id always comes from the session, never the request. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/v1/profile/info', {
    config: { access: 'any' },
    schema: {
      tags: ['profile'],
      summary: 'The signed-in user’s profile',
      response: { 200: envelope(profileSchema) },
    },
    handler: async (request) => ({ ext: toProfile(requireSession(request).user) }),
  });

  app.put('/api/v1/profile/info', {
    config: { access: 'any', examples: [{ firstname: 'Ada', city: 'London', teams: 'ada.lovelace' }] },
    schema: {
      tags: ['profile'],
      summary: 'Update the signed-in user’s profile',
      description:
        'Partial update. E-mail, role, account type and legal type cannot be changed here: sending them is a 400 naming the field.',
      body: profileUpdateSchema,
      response: { 200: envelope(profileSchema) },
    },
    handler: async (request) => {
      const { user } = requireSession(request);
      const b = request.body;
      if (b.country && !findCountry(b.country)) throw fieldError('country', text('validation.country'));
      const rows = await db
        .update(users)
        .set({
          firstname: b.firstname,
          lastname: b.lastname,
          country: b.country,
          city: b.city,
          address: b.address,
          zipCode: b.zip_code,
          tradingName: b.trading_name,
          legalCompanyName: b.legal_company_name,
          websiteUrl: b.website_url,
          companyRegistrationNumber: b.company_registration_number,
          vatNumber: b.vat_number,
          billingEmail: b.billing_email,
          phoneNumberCode: b.phone_number_code,
          phoneNumber: b.phone_number,
          teams: b.teams,
          telegram: b.telegram,
          language: b.language,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      // The sessions this process holds carry the user row: the next request reads the new one.
      request.server.sessions.dropUser(user.id);
      const updated = rows[0];
      return { ext: toProfile(updated ?? user) };
    },
  });
};
