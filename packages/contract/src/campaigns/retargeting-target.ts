import { z } from 'zod';
import { idField } from './ids.ts';

/** Pixels a campaign may name in each of its two retargeting lists. */
export const RETARGETING_TARGET_MAX = 50;

const pixelIds = () =>
  z
    .array(idField(), { error: 'validation.list' })
    .max(RETARGETING_TARGET_MAX, 'validation.listTooLong')
    .transform((ids) => [...new Set(ids)]);

/**
 * Retargeting audiences: ids of the advertiser's own pixels (GET /api/v1/retargeting). Every
 * other dimension is one list with a mode; here an advertiser needs both lists at once ("visited
 * my site" and "has not converted yet": include the site-visit pixel, exclude the conversion one),
 * so it is a shape of its own, outside TARGET_DIMENSIONS, and code that walks the dimensions
 * leaves it alone. A visitor is bought when it is in one of the included audiences (any, when
 * none is listed) and in none of the excluded. A pixel in both lists could buy nothing: refused
 * on `exclude`.
 */
export const retargetingTargetSchema = z
  .strictObject({ include: pixelIds().default([]), exclude: pixelIds().default([]) })
  .superRefine((v, ctx) => {
    const included = new Set(Array.isArray(v.include) ? v.include : []);
    if (Array.isArray(v.exclude) && v.exclude.some((id) => included.has(id)))
      ctx.addIssue({ code: 'custom', path: ['exclude'], message: 'validation.retargetingBoth' });
  });
export type RetargetingTarget = z.output<typeof retargetingTargetSchema>;

export const noRetargeting = (): RetargetingTarget => ({ include: [], exclude: [] });
