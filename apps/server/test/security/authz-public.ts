/** Routes anyone may call without a session, each with the reason it is safe to. */
const why = {
  docs: 'the API description, the same for everyone; it names no account',
  signIn: 'comes before any session: it is how one gets a session or an account',
  lists: 'reference lists (countries, OS, formats...), the same for everyone and cached publicly',
  health: 'load balancers ask it without credentials; it says only whether the database answers',
  uploads: 'ads are shown to anyone; names are content hashes, found only by seeing the ad',
  tracking:
    'browsers and trackers call them without a session; each acts only on what a signed link, a signed click id or an unguessable token names',
  bidder:
    "SSPs, guest SSPs, publishers' pages and ad pixels call them without a session: an endpoint is named by its id (its own setting asks for the SSP's token), a guest by its token, a notice by its bid's signed token; none reads or changes an account's settings",
};

const each = (reason: string, keys: string[]) => keys.map((key): [string, string] => [key, reason]);

export const PUBLIC_ROUTES: [key: string, why: string][] = [
  ...each(why.docs, [
    'GET /api/docs',
    'HEAD /api/docs/',
    'GET /api/docs/json',
    'GET /api/docs/yaml',
    'GET /api/docs/openapi.json',
    'GET /api/docs/static/*',
    'GET /api/docs/static/index.html',
    'GET /api/docs/static/swagger-initializer.js',
  ]),
  ...each(why.signIn, [
    'GET /auth/config',
    'GET /auth/captcha',
    'POST /auth/login',
    'POST /auth/act',
    'POST /register',
    'POST /register_guest',
  ]),
  ...each(why.health, ['GET /healthz']),
  ...each(why.bidder, [
    'POST /rtb/openrtb/2.5/:endpoint_id',
    'POST /rtb/openrtb/2.6/:endpoint_id',
    'GET /feed/xml/:endpoint_id',
    'GET /feed/json/:endpoint_id',
    'GET /feed/push/:endpoint_id',
    'GET /serve/win/:bid',
    'GET /serve/bill/:bid',
    'GET /serve/loss/:bid',
    'GET /serve/imp/:bid',
    'GET /serve/zone/:zone_file',
    'GET /serve/vast/:vast_file',
    'GET /serve/link/:zone_id',
    'GET /serve/push/sw.js',
  ]),
  ...each(why.uploads, ['GET /uploads/:file']),
  ...each(why.tracking, [
    'GET /track/click/:link',
    'GET /track/conversion',
    'POST /track/conversion',
    'GET /track/pixel/:token.gif',
    'GET /track/pixel/:token.js',
  ]),
  ...each(
    why.lists,
    [
      'countries',
      'regions',
      'cities',
      'carriers',
      'languages',
      'device_types',
      'connection_types',
      'os',
      'os_versions',
      'browsers',
      'browser_versions',
      'ad_formats',
      'pricing_models',
      'traffic_categories',
      'offer_categories',
      'subscription_periods',
      'retargeting_types',
      'ssp_parsers',
      'ssps',
      'dsps',
      'all',
      'statistics_entities/:role',
      'bid_optimization/form',
    ].map((list) => `GET /resources/${list}`),
  ),
];

/** Public, but each takes a token of its own rather than a session: 401 without it. */
export const OWN_TOKEN_ROUTES: [key: string, why: string][] = each(
  'a guest SSP sends its traffic with the guest token it made for one advertiser (Authorization: Bearer); no session is involved, and without the token nothing is read',
  ['POST /rtb/guest/openrtb/2.5', 'POST /rtb/guest/openrtb/2.6'],
);
