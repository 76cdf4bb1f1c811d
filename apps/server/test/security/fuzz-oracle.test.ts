import { describe, expect, it } from 'vitest';
import { answerProblem } from './fuzz-harness.ts';

const answer = (statusCode: number, body: unknown) => ({
  statusCode,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** The fuzzer is only as good as what it calls a failure. */
describe('what the fuzzer calls a bad answer', () => {
  it('accepts successes and the error shape of design.md', () => {
    expect(answerProblem(answer(200, { ext: {} }))).toBeNull();
    expect(answerProblem(answer(404, { error: true, message: 'Not found.', code: 'NOT_FOUND' }))).toBeNull();
    const invalid = {
      error: true,
      message: 'Fix it.',
      code: 'VALIDATION_ERROR',
      fields: { name: 'Too long' },
    };
    expect(answerProblem(answer(400, invalid))).toBeNull();
    const proto =
      '{"error":true,"message":"Fix it.","code":"VALIDATION_ERROR","fields":{"__proto__":"Unknown"}}';
    expect(answerProblem(answer(400, proto))).toBeNull();
  });

  it.each([
    ['a 5xx, whatever its body', answer(500, { error: true, message: 'Oops', code: 'INTERNAL' })],
    [
      "Fastify's own error body",
      answer(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL', message: 'x' }),
    ],
    ['an unknown code', answer(400, { error: true, message: 'Bad', code: 'FST_ERR_VALIDATION' })],
    ['an empty message', answer(400, { error: true, message: ' ', code: 'BAD_REQUEST' })],
    ['a key more', answer(400, { error: true, message: 'Bad', code: 'BAD_REQUEST', statusCode: 400 })],
    [
      'fields that are not text',
      answer(400, { error: true, message: 'Bad', code: 'BAD_REQUEST', fields: { a: 1 } }),
    ],
    [
      'a validation error naming no field',
      answer(400, { error: true, message: 'Bad', code: 'VALIDATION_ERROR', fields: {} }),
    ],
    ['a body that is not JSON', answer(413, 'Payload Too Large')],
  ])('refuses %s', (_, res) => {
    expect(answerProblem(res)).not.toBeNull();
  });
});
