import { z } from 'zod';
import { plainString } from '../plain-text.ts';

/** Query-string builders shared by the paged lists: values arrive as text. */
export const PER_PAGE_MAX = 100;
export const PER_PAGE_DEFAULT = 20;

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'validation.invalid')
    .transform(Number)
    .refine((n) => n >= min && n <= max, 'validation.invalid');

export const pagingQuery = (defaultPerPage: number = PER_PAGE_DEFAULT) => ({
  page: wholeNumber(1, 1_000_000).default(1),
  per_page: wholeNumber(1, PER_PAGE_MAX).default(defaultPerPage),
});

/** `sort=name` ascending, `sort=-name` descending; only the listed keys. */
export function sortQuery<K extends string>(keys: readonly K[], fallback: `-${K}` | K) {
  const values = keys.flatMap((k) => [k, `-${k}`]) as [string, ...string[]];
  return z
    .enum(values, { error: 'validation.sort' })
    .default(fallback)
    .transform((v) => ({ key: v.replace(/^-/, '') as K, descending: v.startsWith('-') }));
}

/** One value or several separated by commas: `status=active,paused`. */
export function csvOf<T extends string>(values: readonly [T, ...T[]]) {
  return z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: 'validation.invalid' })).min(1, 'validation.invalid'));
}

export const searchQuery = () => plainString().trim().max(100, 'validation.maxLength').optional();

export interface Paged<T> {
  items: T[];
  total: number;
}
