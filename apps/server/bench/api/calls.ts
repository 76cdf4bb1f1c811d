/**
 * The calls of issue 16, as a signed-in advertiser makes them, with the status each answers and
 * the goal the issue sets on PostgreSQL (requests per second; PGlite should reach half).
 */
export interface ApiCall {
  name: string;
  path: string;
  auth: boolean;
  /** Extra headers: If-None-Match for the revalidation of a reference list. */
  headers?: Record<string, string>;
  status: number;
  goal: number | null;
}

export function apiCalls(): ApiCall[] {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'GET /healthz', path: '/healthz', auth: false, status: 200, goal: null },
    {
      name: 'GET /resources/countries',
      path: '/resources/countries',
      auth: false,
      status: 200,
      goal: 10_000,
    },
    {
      // As a browser asks: its Accept-Encoding, the answer brotli-compressed (about a fifth).
      name: 'GET /resources/countries, Accept-Encoding br',
      path: '/resources/countries',
      auth: false,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      status: 200,
      goal: 10_000,
    },
    {
      name: 'GET /resources/countries, If-None-Match (304)',
      path: '/resources/countries',
      auth: false,
      headers: { 'if-none-match': '<etag>' },
      status: 304,
      goal: 10_000,
    },
    { name: 'GET /api/v1/profile/info', path: '/api/v1/profile/info', auth: true, status: 200, goal: 5_000 },
    { name: 'GET /api/v1/groups', path: '/api/v1/groups', auth: true, status: 200, goal: null },
    {
      name: 'GET /api/v1/campaigns?per_page=20',
      path: '/api/v1/campaigns?per_page=20',
      auth: true,
      status: 200,
      goal: 3_000,
    },
    {
      name: 'GET /api/v1/statistics/advertiser, 90 days by date',
      path: `/api/v1/statistics/advertiser?from=${from}&to=${to}&group_by=date`,
      auth: true,
      status: 200,
      goal: 1_000,
    },
  ];
}
