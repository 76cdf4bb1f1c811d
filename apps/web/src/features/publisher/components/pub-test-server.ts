import { AD_FORMATS, TRAFFIC_CATEGORIES } from '@panel/contract';
import { type Answers, list, stubServer } from '@/testing/stub-server';

/** Answers by "METHOD path"; every call is kept, with its query and body, for the test to read. */
export const stubPubServer = (answers: Answers) =>
  stubServer(
    {
      'GET /resources/ad_formats': { body: { ext: AD_FORMATS } },
      'GET /resources/traffic_categories': { body: { ext: TRAFFIC_CATEGORIES } },
      'GET /api/v1/pub/sites': { body: { ext: { items: [], total: 0 } } },
    },
    answers,
  );

export { list };
