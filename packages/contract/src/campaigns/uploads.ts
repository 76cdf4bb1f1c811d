import { z } from 'zod';

/**
 * POST /api/v1/creatives/images takes the file itself as the body (Content-Type image/png,
 * image/jpeg, image/gif, image/webp or application/octet-stream). The type is read from the
 * file's first bytes, never from its name or the header; anything else is refused.
 */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ImageMime = keyof typeof IMAGE_TYPES;
export const IMAGE_MIMES = Object.keys(IMAGE_TYPES) as ImageMime[];

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Larger sides are not ads; it also keeps a decompression bomb out of any later resizing. */
export const IMAGE_MAX_SIDE = 4_000;

/**
 * What one advertiser may keep stored: a creative library the size networks allow (hundreds to
 * a thousand creatives), and a byte budget that binds first when most files are near the 2 MB
 * maximum. The same file uploaded again counts once.
 */
export const IMAGE_QUOTA = { images: 1_000, bytes: 500 * 1024 * 1024 } as const;
/**
 * An image none of its owner's creatives use is deleted this long after its (last) upload: time
 * enough to upload now and save the creative that uses it later.
 */
export const IMAGE_UNUSED_HOURS = 24;

export const uploadedImageSchema = z.object({
  /** SHA-256 of the content: the same file uploaded twice is one image. */
  id: z.string(),
  /** Where the image is served; what a creative's `image_url` or `icon_url` names. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mime: z.enum(IMAGE_MIMES),
  bytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
