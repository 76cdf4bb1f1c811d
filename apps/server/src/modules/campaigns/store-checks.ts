import {
  bannerSize,
  type CampaignValues,
  CREATIVE_LIMITS,
  creativeImages,
  UPLOAD_URL,
} from '@panel/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignGroups, uploads } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Text, text } from '../../lib/i18n.ts';
import { findCountry } from '../resources/countries.ts';
import { checkRetargetingPixels } from './retargeting-checks.ts';
import { checkTargetingIds } from './targeting-checks.ts';

/** Several field errors at once, in the shape of a schema failure. */
export class FieldErrors {
  readonly fields: Record<string, Text> = {};
  add(field: string, message: Text) {
    this.fields[field] ??= message;
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0)
      throw new HttpError(400, 'VALIDATION_ERROR', 'errors.validation', {}, this.fields);
  }
}

export async function groupIsOwned(db: Db, advertiserId: number, groupId: number): Promise<boolean> {
  const rows = await db
    .select({ id: campaignGroups.id })
    .from(campaignGroups)
    .where(and(eq(campaignGroups.id, groupId), eq(campaignGroups.advertiserId, advertiserId)));
  return rows.length > 0;
}

export function checkCountries(errors: FieldErrors, codes: string[], field: (i: number) => string) {
  codes.forEach((code, i) => {
    if (!findCountry(code)) errors.add(field(i), text('validation.country'));
  });
}

const uploadId = (url: string) => UPLOAD_URL.exec(url)?.[0].slice('/uploads/'.length).split('.')[0] ?? '';

/** Every image a creative shows must have been uploaded here and fit where it is shown. */
async function checkImages(db: Db, errors: FieldErrors, values: CampaignValues) {
  const wanted = values.creatives.flatMap((c, i) =>
    creativeImages(c).map((image) => ({ ...image, at: `creatives.${i}.${image.field}` })),
  );
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map((w) => uploadId(w.url)))];
  const rows = await db.select().from(uploads).where(inArray(uploads.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const banner = bannerSize(values.ad_format);
  const { iconMin, imageMin } = CREATIVE_LIMITS;
  for (const w of wanted) {
    const image = byId.get(uploadId(w.url));
    if (!image) errors.add(w.at, text('validation.imageMissing'));
    else if (
      w.kind === 'banner' &&
      banner &&
      (image.width !== banner.width || image.height !== banner.height)
    )
      errors.add(w.at, text('validation.bannerSize', banner));
    else if (w.kind === 'icon' && (image.width !== image.height || image.width < iconMin))
      errors.add(w.at, text('validation.iconSize', { min: iconMin }));
    else if (w.kind === 'image' && (image.width < imageMin.width || image.height < imageMin.height))
      errors.add(w.at, text('validation.imageSize', imageMin));
  }
}

/**
 * What the schema cannot know: the group is the caller's, countries and every other targeting
 * id exist (targeting-checks.ts), the retargeting pixels are the caller's (retargeting-checks.ts),
 * images were uploaded and fit, and creatives named by id belong to this campaign
 * (`existingCreativeIds`).
 */
export async function checkAgainstStore(
  db: Db,
  advertiserId: number,
  values: CampaignValues,
  existingCreativeIds: ReadonlySet<number> = new Set(),
) {
  const errors = new FieldErrors();
  if (values.group_id !== null && !(await groupIsOwned(db, advertiserId, values.group_id)))
    errors.add('group_id', text('validation.groupNotFound'));
  checkCountries(errors, values.targeting.countries.values, (i) => `targeting.countries.values.${i}`);
  await checkTargetingIds(errors, values.targeting);
  await checkRetargetingPixels(db, errors, advertiserId, values.targeting.retargeting);
  checkCountries(
    errors,
    values.bid_by_country.map((b) => b.country),
    (i) => `bid_by_country.${i}.country`,
  );
  values.creatives.forEach((c, i) => {
    if (c.id !== undefined && !existingCreativeIds.has(c.id))
      errors.add(`creatives.${i}.id`, text('validation.creativeNotInCampaign'));
  });
  await checkImages(db, errors, values);
  errors.throwIfAny();
}
