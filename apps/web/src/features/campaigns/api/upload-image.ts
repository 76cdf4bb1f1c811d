import { type UploadedImage, uploadedImageSchema } from '@panel/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/v1/creatives/images with the file itself as the body, typed by the file's own type.
 * The answer's `url` is what a creative names.
 */
export function uploadImage(file: Blob): Promise<UploadedImage> {
  return apiRequest('/api/v1/creatives/images', uploadedImageSchema, { method: 'POST', body: file });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
