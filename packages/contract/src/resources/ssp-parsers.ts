import { z } from 'zod';
import { referenceItem } from '../fields.ts';

export const sspParserSchema = referenceItem({
  name: z.string(),
  code: z.string(),
  format: z.enum(['json', 'xml']),
  method: z.enum(['GET', 'POST']),
  /**
   * The address an SSP sends its requests to. `{host}` and `{endpoint_id}` are filled in by
   * the panel when it shows an SSP endpoint; the other placeholders are the SSP's own
   * macros (the user's IP, user agent, ...), which it replaces on every request.
   */
  url_template: z.string(),
});
export type SspParser = z.infer<typeof sspParserSchema>;

/**
 * The protocols in which SSPs send us traffic. OpenRTB carries everything in a POSTed JSON
 * bid request; feeds (as pop and push networks run them) put the user in the query string
 * and read the ad back as XML or JSON.
 */
export const SSP_PARSERS: readonly SspParser[] = [
  {
    id: 1,
    name: 'OpenRTB 2.5',
    code: 'openrtb_2_5',
    format: 'json',
    method: 'POST',
    url_template: 'https://{host}/rtb/openrtb/2.5/{endpoint_id}',
  },
  {
    id: 2,
    name: 'OpenRTB 2.6',
    code: 'openrtb_2_6',
    format: 'json',
    method: 'POST',
    url_template: 'https://{host}/rtb/openrtb/2.6/{endpoint_id}',
  },
  {
    id: 3,
    name: 'XML feed',
    code: 'xml_feed',
    format: 'xml',
    method: 'GET',
    url_template:
      'https://{host}/feed/xml/{endpoint_id}?ip={ip}&ua={user_agent}&lang={language}&ref={referrer}&subid={sub_id}',
  },
  {
    id: 4,
    name: 'JSON feed',
    code: 'json_feed',
    format: 'json',
    method: 'GET',
    url_template:
      'https://{host}/feed/json/{endpoint_id}?ip={ip}&ua={user_agent}&lang={language}&ref={referrer}&subid={sub_id}',
  },
  {
    id: 5,
    name: 'Push feed (JSON)',
    code: 'push_feed',
    format: 'json',
    method: 'GET',
    url_template:
      'https://{host}/feed/push/{endpoint_id}?ip={ip}&ua={user_agent}&lang={language}&subid={sub_id}&subscribed={subscription_date}',
  },
];
