import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { getTokenStore } from '@/lib/auth/token-store';
import { stubFetch } from '@/testing/render';
import { uploadImage } from './upload-image.ts';

const URL_PATH = '/api/v1/creatives/images';
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });

describe('uploadImage', () => {
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setUnauthorizedHandler(onUnauthorized);
    getTokenStore().setOwn('tok');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    onUnauthorized.mockReset();
    getTokenStore().clear();
  });

  it('posts the file itself with its type and returns the stored image', async () => {
    const image = { id: 'h', url: '/uploads/h.png', mime: 'image/png', width: 300, height: 250, bytes: 4 };
    const fetchMock = vi.fn(stubFetch({ [`POST ${URL_PATH}`]: { status: 201, body: { ext: image } } }));
    vi.stubGlobal('fetch', fetchMock);
    const file = png();
    await expect(uploadImage(file)).resolves.toEqual(image);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/png');
  });

  it('ends the session on a 401, like every other call', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`POST ${URL_PATH}`]: {
          status: 401,
          body: { error: true, message: 'Session ended', code: 'UNAUTHORIZED' },
        },
      }),
    );
    await expect(uploadImage(png())).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(getTokenStore().get()).toBeNull();
  });

  it("keeps the server's message for a refused file", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`POST ${URL_PATH}`]: {
          status: 415,
          body: { error: true, message: 'Not an image', code: 'UNSUPPORTED_MEDIA_TYPE' },
        },
      }),
    );
    await expect(uploadImage(png())).rejects.toMatchObject({ status: 415, message: 'Not an image' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
