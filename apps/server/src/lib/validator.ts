import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { RequestValidationError } from './http-error.ts';

/**
 * Like fastify-type-provider-zod's compiler, but the failure keeps zod's issues whole so the
 * error handler can name every field with the contract's messages.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };
