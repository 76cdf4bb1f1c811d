import { z } from 'zod';

/** Success envelope of design.md: `{ "ext": <data> }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ ext: data });

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'CONFLICT',
  'INVALID_TRANSITION',
  /** 412: If-Match named a version of the resource that is no longer the current one. */
  'VERSION_CONFLICT',
  'RATE_LIMITED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_FAILED',
  'ACT_CODE_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TIMEOUT',
  'INTERNAL',
  /** The conversion postback (/track/conversion): no goal with that token, or CONVERSION_REFUSALS upper-cased. */
  'UNKNOWN_GOAL',
  'MISSING_CLICK_ID',
  'FORGED_CLICK',
  'UNKNOWN_CLICK',
  'EXPIRED',
  'DUPLICATE',
  'BAD_PAYOUT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Failure body of design.md. `fields` maps a snake_case field (dotted for nested) to its message. */
export const apiErrorSchema = z.object({
  error: z.literal(true),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turns schema issues into `{ field: message }`, translating each message key with `t`. */
export function issuesToFields<T = string>(
  issues: readonly z.core.$ZodIssue[],
  t: (key: string, params: Record<string, unknown>) => T,
): Record<string, T> {
  const fields: Record<string, T> = {};
  // Field names come from requests: `__proto__` or `valueOf` is named like any other key
  // instead of finding Object.prototype's and being dropped. The first message wins.
  const name = (field: string, message: T) => {
    if (!Object.hasOwn(fields, field))
      Object.defineProperty(fields, field, {
        value: message,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) name([...issue.path, key].join('.'), t('validation.unknownField', {}));
      continue;
    }
    const field = issue.path.join('.') || '_';
    const params: Record<string, unknown> = {
      // Custom issues carry their own parameters (`params: { max: 366 }`).
      ...('params' in issue && issue.params ? issue.params : {}),
      ...('maximum' in issue ? { max: Number(issue.maximum) } : {}),
    };
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    name(field, t(key, params));
  }
  return fields;
}
