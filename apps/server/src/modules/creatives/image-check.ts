import { IMAGE_MAX_SIDE, IMAGE_TYPES, type ImageMime } from '@panel/contract';
import { imageSize } from 'image-size';
import { HttpError } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';

/** The first bytes of each format we accept. A name or a Content-Type header proves nothing. */
const SIGNATURES: { mime: ImageMime; test: (b: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', test: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { mime: 'image/gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    mime: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** What image-size calls each format. */
const SIZE_TYPE: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface CheckedImage {
  mime: ImageMime;
  ext: (typeof IMAGE_TYPES)[ImageMime];
  width: number;
  height: number;
}

const notAnImage = () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.imageType');

/** Reads type and size from the content; anything that is not a whole PNG, JPEG, GIF or WebP header is a 415. */
export function checkImage(content: Buffer): CheckedImage {
  const mime = SIGNATURES.find((s) => s.test(content))?.mime;
  if (!mime) throw notAnImage();
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(content);
  } catch {
    throw notAnImage();
  }
  if (size.type !== SIZE_TYPE[mime] || !size.width || !size.height) throw notAnImage();
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE)
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      'errors.imageTooBig',
      { max: IMAGE_MAX_SIDE },
      {
        file: text('errors.imageTooBig', { max: IMAGE_MAX_SIDE }),
      },
    );
  return { mime, ext: IMAGE_TYPES[mime], width: size.width, height: size.height };
}
