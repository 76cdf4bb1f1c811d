import { loginErrorMessage, uploadedImageSchema, userSchema } from '@panel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/render';
import { apiRequest, sendAhead, setUnauthorizedHandler } from './api-client.ts';
import { ApiError, NETWORK_STATUS } from './api-error.ts';
import { getTokenStore } from './auth/token-store.ts';
import { i18n, requestLanguage } from './i18n/i18n.ts';
import { changeLanguage } from './i18n/languages.ts';

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

describe('sendAhead', () => {
  const dashboard = { from: '2026-11-23', to: '2026-11-29', tz: 'UTC' };
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    getTokenStore().setOwn('tok');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    getTokenStore().clear();
  });

  it('hands its answer to the first request of the same call, which asks nothing itself', async () => {
    const fetchMock = vi.fn(stubFetch({ 'GET /auth/user': { body: { ext: user } } }));
    vi.stubGlobal('fetch', fetchMock);
    sendAhead('/auth/user', dashboard);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
    // The same query in another order is the same call.
    const { tz, from, to } = dashboard;
    await expect(apiRequest('/auth/user', userSchema, { query: { tz, to, from } })).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Read once: the next request asks again.
    await expect(apiRequest('/auth/user', userSchema, { query: dashboard })).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another query, another token, a call that is no plain GET, or after 10 s', async () => {
    const fetchMock = vi.fn(
      stubFetch({ 'GET /auth/user': { body: { ext: user } }, 'POST /auth/user': { body: { ext: user } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const asks = async (request: () => Promise<unknown>) => {
      const before = fetchMock.mock.calls.length;
      await request();
      return fetchMock.mock.calls.length - before;
    };
    sendAhead('/auth/user', dashboard);
    expect(
      await asks(() => apiRequest('/auth/user', userSchema, { query: { ...dashboard, tz: 'Europe/Paris' } })),
    ).toBe(1);
    expect(await asks(() => apiRequest('/auth/user', userSchema, { method: 'POST', query: dashboard }))).toBe(
      1,
    );
    expect(
      await asks(() =>
        apiRequest('/auth/user', userSchema, { query: dashboard, headers: { 'If-Match': '"1"' } }),
      ),
    ).toBe(1);
    getTokenStore().setOwn('another');
    expect(await asks(() => apiRequest('/auth/user', userSchema, { query: dashboard }))).toBe(1);
    getTokenStore().setOwn('tok');
    const sentAt = Date.now();
    sendAhead('/auth/user', dashboard);
    vi.spyOn(Date, 'now').mockReturnValue(sentAt + 10_001);
    expect(await asks(() => apiRequest('/auth/user', userSchema, { query: dashboard }))).toBe(1);
  });

  it('asks in the language the panel is switching to, so the page takes it once the switch is done', async () => {
    const fetchMock = vi.fn(stubFetch({ 'GET /auth/user': { body: { ext: user } } }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      // main.tsx begins the switch, then the route's loader sends its call while the catalogs load.
      const switched = changeLanguage('de');
      expect(i18n.language).toBe('en');
      sendAhead('/auth/user', dashboard);
      expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('de');
      await switched;
      expect(i18n.language).toBe('de');
      await expect(apiRequest('/auth/user', userSchema, { query: dashboard })).resolves.toEqual(user);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      await changeLanguage('en');
    }
    expect(requestLanguage()).toBe('en');
  });

  it('reports a failure to the request that takes it, as if it had asked itself', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ 'GET /auth/user': { status: 401, body: { message: 'Session ended' } } })),
    );
    sendAhead('/auth/user', dashboard);
    const error = await failure(apiRequest('/auth/user', userSchema, { query: dashboard }));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(getTokenStore().get()).toBeNull();

    getTokenStore().setOwn('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    sendAhead('/auth/user', dashboard);
    expect((await failure(apiRequest('/auth/user', userSchema, { query: dashboard }))).status).toBe(
      NETWORK_STATUS,
    );
  });
});
