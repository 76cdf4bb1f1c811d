import { type Postback, RETARGETING_TYPES, type Retargeting } from '@panel/contract';
import { type Answers, list, stubServer } from '@/testing/stub-server';

/** Answers by "METHOD path"; every call is kept, with its query and body, for the test to read. */
export const stubTrackingServer = (answers: Answers) =>
  stubServer(
    {
      'GET /resources/retargeting_types': { body: { ext: RETARGETING_TYPES } },
      'GET /api/v1/postbacks': list([]),
      'GET /api/v1/retargeting': list([]),
    },
    answers,
  );

export { list };

export const postback = (extra: Partial<Postback> = {}): Postback => ({
  id: 7,
  name: 'Sale',
  payout: 12.5,
  conversion_window_days: 30,
  allow_repeats: false,
  url: 'https://panel.example/track/conversion?goal=g7&click_id={click_id}&payout={payout}',
  conversions_today: 3,
  last_conversion_at: '2026-03-02T09:00:00Z',
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...extra,
});

export const pixel = (extra: Partial<Retargeting> = {}): Retargeting => ({
  id: 4,
  name: 'Shop visitors',
  type_id: 4,
  membership_days: 30,
  snippet: '<script src="https://panel.example/rt/p4.js"></script>',
  pixel_url: 'https://panel.example/rt/p4.gif',
  audience_size: 1200,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...extra,
});
