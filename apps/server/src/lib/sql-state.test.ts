import { describe, expect, it } from 'vitest';
import { databaseRefusal, sqlState } from './sql-state.ts';

const pgError = (code: string) => Object.assign(new Error('refused'), { code, severity: 'ERROR' });

describe('sqlState', () => {
  it('finds the code bare, as the cause of a query error, or two wrappers down', () => {
    expect(sqlState(pgError('22021'))).toBe('22021');
    expect(sqlState(new Error('Failed query', { cause: pgError('22P02') }))).toBe('22P02');
    expect(sqlState(new Error('tx', { cause: new Error('Failed query', { cause: pgError('23505') }) }))).toBe(
      '23505',
    );
  });

  it("ignores Node's and Fastify's own codes", () => {
    expect(sqlState(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
    expect(
      sqlState(Object.assign(new Error('json'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' })),
    ).toBeUndefined();
    expect(sqlState('22021')).toBeUndefined();
  });
});

describe('databaseRefusal', () => {
  it('makes data exceptions a 400 and lost races a 409, and leaves the rest a 500', () => {
    expect(databaseRefusal(pgError('22003'))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(databaseRefusal(pgError('22008'))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(databaseRefusal(pgError('23505'))).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(databaseRefusal(pgError('23503'))).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(databaseRefusal(pgError('23502'))).toBeUndefined();
    expect(databaseRefusal(pgError('42P01'))).toBeUndefined();
    expect(databaseRefusal(new Error('plain'))).toBeUndefined();
  });
});
