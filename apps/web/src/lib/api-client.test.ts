import { loginErrorMessage, uploadedImageSchema, userSchema } from '@panel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/render';
import { apiRequest, setUnauthorizedHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { getTokenStore } from './auth/token-store.ts';

const user = {
  id: 1,
  email: 'a@b.test',
  role: 'advertiser',
  account_type: 'advertiser',
  legal_type: 'company',
  firstname: 'Ann',
  lastname: 'Lee',
  acting: false,
  language: null,
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('apiRequest', () => {
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    onUnauthorized.mockReset();
    getTokenStore().clear();
  });

  it('returns the parsed ext and sends the bearer token', async () => {
    const fetchMock = vi.fn(stubFetch({ 'POST /auth/user': { body: { ext: user } } }));
    vi.stubGlobal('fetch', fetchMock);
    getTokenStore().setOwn('tok');
    await expect(apiRequest('/auth/user', userSchema, { method: 'POST' })).resolves.toEqual(user);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends a plain body as JSON', async () => {
    const fetchMock = vi.fn(stubFetch({ 'POST /auth/user': { body: { ext: user } } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/auth/user', userSchema, { method: 'POST', body: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a Blob as it is, typed by its own type, octet-stream when it has none', async () => {
    const image = { id: 'abc', url: '/uploads/abc.png', mime: 'image/png', width: 1, height: 1, bytes: 3 };
    const fetchMock = vi.fn(
      stubFetch({ 'POST /api/v1/creatives/images': { status: 201, body: { ext: image } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    getTokenStore().setOwn('tok');
    const png = new Blob([new Uint8Array([137, 80, 78])], { type: 'image/png' });
    const untyped = new File([new Uint8Array([1])], 'x');
    for (const [body, type] of [
      [png, 'image/png'],
      [untyped, 'application/octet-stream'],
    ] as const) {
      fetchMock.mockClear();
      await apiRequest('/api/v1/creatives/images', uploadedImageSchema, { method: 'POST', body });
      const init = fetchMock.mock.calls[0]?.[1];
      expect(init?.body).toBe(body);
      const headers = new Headers(init?.headers);
      expect(headers.get('Content-Type')).toBe(type);
      expect(headers.get('Authorization')).toBe('Bearer tok');
    }
  });

  it('prefixes a 401 with its status, clears the token and reports the ended session', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /auth/user': {
          status: 401,
          body: { error: true, message: 'Session ended', code: 'UNAUTHORIZED' },
        },
      }),
    );
    getTokenStore().setOwn('tok');
    const error = await failure(apiRequest('/auth/user', userSchema, { method: 'POST' }));
    expect(error.message).toBe('401: Session ended');
    expect(loginErrorMessage(error.message)).toEqual({ key: 'errors.invalidCredentials' });
    expect(getTokenStore().get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalled();
  });

  it('leaves the session alone on a 401 of a call that opts out (login)', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /auth/login': {
          status: 401,
          body: { error: true, message: 'No', code: 'INVALID_CREDENTIALS' },
        },
      }),
    );
    getTokenStore().setOwn('tok');
    await failure(apiRequest('/auth/login', userSchema, { method: 'POST', skipUnauthorizedHandler: true }));
    expect(getTokenStore().get()).toBe('tok');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hides server faults and unreadable answers behind "error #<status>"', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /a': { status: 500, body: { error: true, message: 'db down', code: 'INTERNAL' } },
        'GET /b': { status: 404, body: 'not json we know' },
        'GET /c': { status: 200, body: { nope: 1 } },
      }),
    );
    expect((await failure(apiRequest('/a', userSchema))).message).toBe('error #500');
    expect((await failure(apiRequest('/b', userSchema))).message).toBe('error #404');
    expect((await failure(apiRequest('/c', userSchema))).message).toBe('error #200');
  });

  it('reports a lost connection as "error #network"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(apiRequest('/a', userSchema));
    expect(error.message).toBe('error #network');
    expect(loginErrorMessage(error.message)).toEqual({ key: 'login.oops' });
  });

  it("keeps the server's message, code and field errors for other failures", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /register': {
          status: 409,
          body: { error: true, message: 'Taken', code: 'EMAIL_TAKEN', fields: { email: 'Taken' } },
        },
      }),
    );
    const error = await failure(apiRequest('/register', userSchema, { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      message: 'Taken',
      status: 409,
      code: 'EMAIL_TAKEN',
      fields: { email: 'Taken' },
    });
  });
});
