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
