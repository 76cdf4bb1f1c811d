import { z } from 'zod';

export const DSP_PROTOCOLS = ['internal', 'openrtb_2_5', 'openrtb_2_6', 'xml_feed'] as const;

/**
 * Where the platform sends a publisher's traffic to be bought: one DSP may buy through several
 * endpoints (per region, protocol or format). `countries` empty: every country. `qps` is the
 * most bid requests per second the DSP takes there.
 */
export const dspEndpointSchema = z.object({
  id: z.number().int(),
  dsp_id: z.number().int(),
  name: z.string(),
  protocol: z.enum(DSP_PROTOCOLS),
  ad_formats: z.array(z.string()),
  region: z.string(),
  countries: z.array(z.string()),
  qps: z.number().int(),
});
export type DspEndpoint = z.infer<typeof dspEndpointSchema>;

/**
 * The DSPs' endpoints, kept in code beside DSP_LIST (an operator connects a DSP with a contract
 * and a release). Id 1's endpoint is this panel's own auction: its advertisers' campaigns.
 */
export const DSP_ENDPOINTS: readonly DspEndpoint[] = [
  {
    id: 1,
    dsp_id: 1,
    name: 'Panel auction',
    protocol: 'internal',
    ad_formats: [
      '300x250',
      '728x90',
      '160x600',
      '320x50',
      'classic push',
      'in-page push',
      'popunder',
      'native',
      'vast',
    ],
    region: 'Global',
    countries: [],
    qps: 50_000,
  },
  {
    id: 2,
    dsp_id: 2,
    name: 'Bidscale EU',
    protocol: 'openrtb_2_6',
    ad_formats: ['300x250', '728x90', '320x50', 'native', 'vast'],
    region: 'Europe',
    countries: ['DE', 'FR', 'GB', 'IT', 'ES', 'NL', 'PL'],
    qps: 5_000,
  },
  {
    id: 3,
    dsp_id: 2,
    name: 'Bidscale US',
    protocol: 'openrtb_2_5',
    ad_formats: ['300x250', '728x90', '320x50', 'native', 'vast'],
    region: 'North America',
    countries: ['US', 'CA'],
    qps: 8_000,
  },
  {
    id: 4,
    dsp_id: 3,
    name: 'PushGrid global',
    protocol: 'openrtb_2_5',
    ad_formats: ['classic push', 'in-page push'],
    region: 'Global',
    countries: [],
    qps: 3_000,
  },
  {
    id: 5,
    dsp_id: 4,
    name: 'PopMarket feed',
    protocol: 'xml_feed',
    ad_formats: ['popunder'],
    region: 'Global',
    countries: [],
    qps: 2_000,
  },
];
