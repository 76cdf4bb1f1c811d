import { campaignListItemSchema, envelope, listOf } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, writerSchema } from './serializer.ts';

const route = (schema: z.ZodType, httpStatus = '200') => ({ schema, method: 'GET', url: '/x', httpStatus });

const user = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });

describe('the compiled response writer', () => {
  it('writes a nullable as a null check, not as a union to validate', () => {
    const withBudget = user.extend({ budget: z.object({ daily: z.number() }).nullable() });
    expect(writerSchema(withBudget)).toMatchObject({
      properties: { budget: { type: 'object', nullable: true, properties: { daily: { type: 'number' } } } },
    });
    expect(JSON.stringify(writerSchema(withBudget))).not.toContain('anyOf');
  });

  it('writes null for a nullable union, and each member as itself', () => {
    const schema = z.object({
      v: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]).nullable(),
    });
    const write = responseSerializerCompiler(true)(route(schema));
    for (const v of [null, { a: 1 }, { b: 'x' }]) expect(JSON.parse(write({ v }))).toEqual({ v });
  });

  it('writes only what the schema names, as zod does', () => {
    for (const verify of [true, false]) {
      const write = responseSerializerCompiler(verify)(route(user));
      const row = { id: 7, name: 'Ann', note: null, passwordHash: '$argon2id$secret' };
      expect(JSON.parse(write(row))).toEqual({ id: 7, name: 'Ann', note: null });
    }
  });

  it('writes a campaign page as zod does', () => {
    const schema = envelope(listOf(campaignListItemSchema));
    const item = {
      id: 1,
      name: 'Pops "test" \u2028',
      status: 'active',
      group_id: null,
      group_name: null,
      ad_format: 'popunder',
      ad_format_family: 'popunder',
      pricing_model: 'cpm',
      bid: 1.25,
      budget: { daily: null, total: 50, pacing: 'asap' },
      created_at: '2026-11-27T10:00:00.000Z',
      updated_at: '2026-11-27T10:00:00.000Z',
      creatives_count: 2,
      active_creatives_count: 1,
    };
    const body = { ext: { items: [item], total: 1 } };
    const text = responseSerializerCompiler(false)(route(schema))(body);
    expect(JSON.parse(text)).toEqual(schema.parse(body));
  });

  it('outside production, refuses an answer zod refuses', () => {
    const data = { id: 'seven', name: 'Ann', note: null };
    expect(() => responseSerializerCompiler(true)(route(user))(data)).toThrow();
  });

  it('writes error bodies as they are', () => {
    const write = responseSerializerCompiler(true)(route(user, '400'));
    const body = { error: true, fields: { ['__proto__']: 'x' } };
    expect(write(body)).toBe(JSON.stringify(body));
  });
});
