import { apiErrorSchema, type UploadedImage, uploadedImageSchema } from '@panel/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_STATUS } from '@/lib/api-error';
import { getTokenStore } from '@/lib/auth/token-store';

const URL_PATH = '/api/v1/creatives/images';

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  if (response.status >= 500 || !parsed.success)
    return new ApiError(`error #${response.status}`, { status: response.status });
  const { message, code, fields } = parsed.data;
  return new ApiError(message, { status: response.status, code, fields: fields ?? {} });
}

/**
 * POST /api/v1/creatives/images with the file itself as the body (not a JSON call, so not
 * through apiRequest, which sends JSON only). The answer's `url` is what a creative names.
 */
export async function uploadImage(file: Blob): Promise<UploadedImage> {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': file.type || 'application/octet-stream',
  });
  const token = getTokenStore().get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    let response: Response;
    try {
      response = await fetch(URL_PATH, { method: 'POST', headers, body: file });
    } catch {
      throw new ApiError('error #network', { status: NETWORK_STATUS });
    }
    if (!response.ok) throw await failure(response);
    const body: unknown = await response.json().catch(() => undefined);
    const ext = typeof body === 'object' && body !== null && 'ext' in body ? body.ext : undefined;
    const parsed = uploadedImageSchema.safeParse(ext);
    if (!parsed.success) throw new ApiError(`error #${response.status}`, { status: response.status });
    return parsed.data;
  } catch (error) {
    console.error(`POST ${URL_PATH} failed`, error);
    throw error;
  }
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
