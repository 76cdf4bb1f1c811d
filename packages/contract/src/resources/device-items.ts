import { z } from 'zod';
import { referenceItem } from '../fields.ts';

/** OpenRTB 2.6 / AdCOM 1.0 DeviceType: the id is the code itself (1 mobile/tablet ... 8 OOH). */
export const deviceTypeSchema = referenceItem({
  name: z.string(),
  code: z.string(),
});
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/**
 * Connection types as advertisers target them. Each covers one or more OpenRTB 2.6
 * ConnectionType codes; the one with `carriers: true` (id 2, cellular) is the one whose
 * traffic can be narrowed to mobile carriers (spec: "type 2 has carriers").
 */
export const connectionTypeSchema = referenceItem({
  name: z.string(),
  code: z.string(),
  openrtb_codes: z.array(z.number().int()),
  carriers: z.boolean(),
});
export type ConnectionType = z.infer<typeof connectionTypeSchema>;

/**
 * An operating system family. The id is its AdCOM 1.0 OperatingSystem code (0 other,
 * 2 Android, 13 iOS, 28 Windows, ...); `ua_names` are the names ua-parser-js reports for it,
 * so traffic can be matched to a targeting rule.
 */
export const osSchema = referenceItem({
  name: z.string(),
  code: z.string(),
  ua_names: z.array(z.string()),
});
export type Os = z.infer<typeof osSchema>;

/** A version of an OS family; lists come sorted by `position`, oldest first. */
export const osVersionSchema = referenceItem({
  os_id: z.number().int(),
  name: z.string(),
  /** The version as ua-parser-js reports it; `findVersion` maps a reported one (`14.1.2`) to it. */
  version: z.string(),
  position: z.number().int().positive(),
});
export type OsVersion = z.infer<typeof osVersionSchema>;

export const browserSchema = referenceItem({
  name: z.string(),
  code: z.string(),
  ua_names: z.array(z.string()),
});
export type Browser = z.infer<typeof browserSchema>;

/** A major version of a browser; lists come sorted by `position`, oldest first. */
export const browserVersionSchema = referenceItem({
  browser_id: z.number().int(),
  name: z.string(),
  version: z.string(),
  position: z.number().int().positive(),
});
export type BrowserVersion = z.infer<typeof browserVersionSchema>;
