import { issuesToFields } from '@panel/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * A Mantine form `validate` function from a contract schema: the same rules the server applies,
 * with the schema's message keys translated, keyed by the form's (snake_case) field names.
 */
export function zodFormValidate<Values>(
  schema: z.ZodType,
  t: TFunction,
): (values: Values) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return issuesToFields(result.error.issues, (key, params) => t(key, params));
  };
}
