import { ROLES, translateMessage } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';

type Media = {
  schema: { examples?: unknown[] };
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
};
type Operation = { requestBody?: { content: Record<string, Media | undefined> } };

/** @fastify/swagger moves examples to the media type when it can, else they stay on the schema. */
function examplesOf(media: Media): unknown[] {
  if (media.example !== undefined) return [media.example];
  if (media.examples) return Object.values(media.examples).map((e) => e.value);
  return media.schema.examples ?? [];
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * Refusals of a body that names another account's object by id or code: a new account owns no
 * site 1 and knows no advertiser's partner code. The body's shape passed; only ownership refused it.
 */
const REFERENCE_REFUSALS = [
  { partner_code: translateMessage('errors.partnerCodeUnknown') },
  { site_id: translateMessage('validation.pubSite') },
].map((fields) => JSON.stringify(fields));
const isReferenceRefusal = (fields: unknown) => REFERENCE_REFUSALS.includes(JSON.stringify(fields));

/**
 * The sign-in example's e-mail is the fuzzers' too: fuzz-auth.test.ts sends it a thousand failed
 * sign-ins on the PostgreSQL database the suites share, past its per-account limit (a 429 here
 * whenever that file ran earlier within the hour). This file asks about the body, not the limit.
 */
const { loginLimit } = testConfig();
const unlimited = { loginLimit: { ...loginLimit, perAccount: Number.MAX_SAFE_INTEGER } };

describe.each(DRIVERS)('OpenAPI document on %s', (driver) => {
  const ctx = useApp(driver, unlimited);

  it('lists every call of this release', async () => {
    const doc = (await call(ctx.app, { method: 'GET', url: '/api/docs/openapi.json' }))
      .body as unknown as Doc;
    expect(doc.openapi).toMatch(/^3\./);
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(ops).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/logout',
        'POST /auth/user',
        'POST /auth/act',
        'GET /auth/config',
        'GET /auth/captcha',
        'POST /register',
        'POST /register_guest',
        'GET /resources/countries',
        'GET /api/v1/profile/info',
        'PUT /api/v1/profile/info',
        'GET /healthz',
        'GET /track/click/{link}',
        'GET /track/conversion',
        'POST /track/conversion',
        'GET /track/pixel/{token}.gif',
        'GET /track/pixel/{token}.js',
        'GET /resources/creatives',
        'GET /api/v1/campaigns/{campaign_id}/delivery',
        'GET /api/v1/statistics/advertiser',
        'GET /api/v1/statistics/publisher',
        'GET /api/v1/statistics/costs',
        'GET /api/v1/statistics/qps',
        'GET /api/v1/statistics/requests/ad_formats',
        'GET /api/v1/statistics/requests/countries',
        'GET /api/v1/statistics/bid_floors',
        'GET /api/v1/guest_ssp/statistics/advertiser',
        'GET /api/v1/dashboard',
        'GET /resources/statistics_entities/{role}',
        'GET /api/v1/ssp',
        'PUT /api/v1/ssp/{ssp_id}',
        'POST /api/v1/ssp/{ssp_id}/token',
        'DELETE /api/v1/ssp/{ssp_id}/token',
        'GET /api/v1/ssp_endpoints',
        'POST /api/v1/ssp_endpoints',
        'GET /api/v1/ssp_endpoints/{ssp_endpoint_id}',
        'PUT /api/v1/ssp_endpoints/{ssp_endpoint_id}',
        'POST /api/v1/ssp_endpoints/{ssp_endpoint_id}/clone',
        'PUT /api/v1/ssp_endpoints/{ssp_endpoint_id}/status/{status_id}',
        'GET /api/v1/pub/sites',
        'POST /api/v1/pub/sites',
        'GET /api/v1/pub/sites/{site_id}',
        'PUT /api/v1/pub/sites/{site_id}',
        'PUT /api/v1/pub/sites/{site_id}/status/start',
        'PUT /api/v1/pub/sites/{site_id}/status/stop',
        'PUT /api/v1/pub/sites/{site_id}/status/archive',
        'GET /api/v1/pub/zones',
        'POST /api/v1/pub/zones',
        'GET /api/v1/pub/zones/{zone_id}',
        'PUT /api/v1/pub/zones/{zone_id}',
        'PUT /api/v1/pub/zones/{zone_id}/status/start',
        'PUT /api/v1/pub/zones/{zone_id}/status/stop',
        'PUT /api/v1/pub/zones/{zone_id}/status/archive',
        'GET /api/v1/pub/dsp',
        'GET /api/v1/pub/dsp_endpoints',
        'GET /api/v1/guest_ssp/tokens',
        'POST /api/v1/guest_ssp/tokens',
        'GET /api/v1/guest_ssp/token',
        'POST /api/v1/guest_ssp/token',
        'GET /api/v1/guest_ssp/tokens/{token_id}',
        'PUT /api/v1/guest_ssp/tokens/{token_id}',
        'DELETE /api/v1/guest_ssp/tokens/{token_id}',
        'GET /api/v1/postbacks',
        'POST /api/v1/postbacks',
        'GET /api/v1/postbacks/{postback_id}',
        'PUT /api/v1/postbacks/{postback_id}',
        'DELETE /api/v1/postbacks/{postback_id}',
        'GET /api/v1/postbacks/{postback_id}/debug',
        'POST /api/v1/postbacks/{postback_id}/test',
        'GET /api/v1/retargeting',
        'POST /api/v1/retargeting',
        'GET /api/v1/retargeting/{retargeting_id}',
        'PUT /api/v1/retargeting/{retargeting_id}',
      ]),
    );
  });

  it('gives every request body an example that the server accepts as it stands', async () => {
    const doc = (await call(ctx.app, { method: 'GET', url: '/api/docs/openapi.json' }))
      .body as unknown as Doc;
    // Each call is made by every role in turn; the first that may make it gives the answer.
    const tokens = await Promise.all(ROLES.map(async (role) => (await signInAs(ctx, role)).token));
    let bodies = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const json = op.requestBody?.content['application/json'];
        // Binary bodies (image uploads) have no JSON example; their own tests post real files.
        if (!json) continue;
        bodies += 1;
        const examples = examplesOf(json);
        expect(examples.length, `${method} ${path} has an example`).toBeGreaterThan(0);
        // Path ids of a new account's rows are unknown: 1 stands for any, and "not found" is then an answer.
        const url = path.replace(/\{[^}]+\}/g, '1');
        // 204 is a success with nothing to say: a bid request read and answered "no bid".
        const accepted = url === path ? [200, 201, 204, 401] : [200, 201, 204, 401, 404];
        for (const example of examples) {
          let res = { status: 403 } as Awaited<ReturnType<typeof call>>;
          for (const token of tokens) {
            if (res.status !== 403) break;
            res = await call(ctx.app, {
              method: method.toUpperCase() as 'POST',
              url,
              payload: example as object,
              token,
            });
          }
          // Accepted means the body passed every check: success, or a refusal that is not about the body
          // (a database kept between runs already holds the sign-up examples' e-mails).
          // Nor does a new guest know an advertiser's partner code: the example's well-formed code is
          // then refused as belonging to nobody, which is not about the body's shape.
          const unknownCode = res.status === 400 && isReferenceRefusal(res.body.fields);
          // A new account has had no click yet: a test conversion of its goal has none to send, whatever the body.
          const noClick = res.status === 409 && res.body.message === translateMessage('errors.noRecentClick');
          const status =
            (res.status === 409 && res.body.code === 'EMAIL_TAKEN') || unknownCode || noClick
              ? 201
              : res.status;
          expect(accepted, `${method} ${path}: ${JSON.stringify(res.body)}`).toContain(status);
        }
      }
    }
    expect(bodies).toBeGreaterThanOrEqual(5);
  });

  it('serves the viewer at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});
