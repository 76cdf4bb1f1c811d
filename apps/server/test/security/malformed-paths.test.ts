import { translateMessage } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signUpAndIn, useApp } from '../helpers.ts';

/** Paths Fastify's router refuses before any handler: found by the fuzzer, answered in Fastify's own shape. */
describe.each(DRIVERS)('malformed paths on %s', (driver) => {
  const ctx = useApp(driver);

  it.each([
    ['a lone surrogate', '/api/v1/campaigns/%ED%A0%80'],
    ['a byte that is not UTF-8', '/api/v1/groups/%FF'],
    ['a broken escape', '/api/v1/creatives/%E0%A4'],
  ])('a path parameter with %s is a 400 in the error shape', async (_, url) => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, { method: 'GET', url, token });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { error: true, code: 'BAD_REQUEST', message: translateMessage('errors.badRequest') },
    });
  });

  it('a path parameter longer than the router keeps is a 414 in the error shape, without the path', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${'7'.repeat(2_000)}`, token });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 414,
      body: { error: true, code: 'BAD_REQUEST', message: translateMessage('errors.uriTooLong') },
    });
  });
});
