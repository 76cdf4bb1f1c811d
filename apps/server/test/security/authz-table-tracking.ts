import { type Entry, own } from './authz-entry.ts';

const ADV = ['advertiser'] as const;

/** A call naming the owner's goal or pixel in its path: 404, as a row that does not exist. */
const row: Entry = { access: ADV, probes: [{}] };

/**
 * The advertiser's tracking calls. Names are unique per advertiser: the owner's name in a
 * stranger's hands makes the stranger a goal or pixel of its own (a 409 would tell it exists).
 */
export const TRACKING_ENTRIES: [string, Entry][] = [
  [
    'GET /api/v1/postbacks',
    own(ADV, 200, {
      leaked: (ext: { items: { id: number }[] }, t) => ext.items.filter((i) => i.id === t.tracking.postback),
    }),
  ],
  [
    'POST /api/v1/postbacks',
    {
      access: ADV,
      probes: [{ status: 201 }, { body: (ex, t) => ({ ...ex, name: t.tracking.names[0] }), status: 201 }],
    },
  ],
  ['GET /api/v1/postbacks/:postback_id', row],
  ['PUT /api/v1/postbacks/:postback_id', row],
  ['DELETE /api/v1/postbacks/:postback_id', row],
  ['GET /api/v1/postbacks/:postback_id/debug', row],
  ['POST /api/v1/postbacks/:postback_id/test', row],
  [
    'GET /api/v1/retargeting',
    own(ADV, 200, {
      leaked: (ext: { items: { id: number }[] }, t) => ext.items.filter((i) => i.id === t.tracking.pixel),
    }),
  ],
  [
    'POST /api/v1/retargeting',
    {
      access: ADV,
      probes: [{ status: 201 }, { body: (ex, t) => ({ ...ex, name: t.tracking.names[1] }), status: 201 }],
    },
  ],
  ['GET /api/v1/retargeting/:retargeting_id', row],
  ['PUT /api/v1/retargeting/:retargeting_id', row],
];
