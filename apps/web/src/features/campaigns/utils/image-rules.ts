import { bannerSize, CREATIVE_LIMITS, IMAGE_MAX_BYTES } from '@panel/contract';

/** Which picture a field holds decides the size it must have (the same rules the server checks). */
export type ImageKind = 'banner' | 'icon' | 'image';

export interface ImageProblem {
  key: string;
  params: Record<string, number>;
}

/**
 * Why an image cannot go where it is meant to, or null when it fits: a banner is exactly its
 * format's size, an icon square and at least 192 px, a large image at least 492 x 328.
 */
export function imageProblem(
  kind: ImageKind,
  adFormat: string,
  size: { width: number; height: number; bytes: number },
): ImageProblem | null {
  if (size.bytes > IMAGE_MAX_BYTES)
    return { key: 'campaigns.upload.tooLarge', params: { max: IMAGE_MAX_BYTES / 1024 / 1024 } };
  const { iconMin, imageMin } = CREATIVE_LIMITS;
  const banner = bannerSize(adFormat);
  if (kind === 'banner' && banner && (size.width !== banner.width || size.height !== banner.height))
    return { key: 'validation.bannerSize', params: banner };
  if (kind === 'icon' && (size.width !== size.height || size.width < iconMin))
    return { key: 'validation.iconSize', params: { min: iconMin } };
  if (kind === 'image' && (size.width < imageMin.width || size.height < imageMin.height))
    return { key: 'validation.imageSize', params: { ...imageMin } };
  return null;
}

/** What the field asks for, shown before a file is chosen. */
export function imageHint(kind: ImageKind, adFormat: string): ImageProblem {
  const banner = bannerSize(adFormat);
  if (kind === 'banner' && banner) return { key: 'campaigns.upload.hintBanner', params: banner };
  if (kind === 'icon') return { key: 'campaigns.upload.hintIcon', params: { min: CREATIVE_LIMITS.iconMin } };
  return { key: 'campaigns.upload.hintImage', params: { ...CREATIVE_LIMITS.imageMin } };
}
