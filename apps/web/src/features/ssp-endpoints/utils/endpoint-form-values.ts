import type { SspEndpoint, SspEndpointCreateBody } from '@panel/contract';

/**
 * The drawer's form works in strings where inputs do (an empty QPS box is "no limit"), and
 * turns into the contract's body on submit, so the schema that checks the body checks the form.
 */
export interface EndpointFormValues {
  name: string;
  ssp_id: string;
  parser_id: string;
  ad_formats: string[];
  countries: string[];
  qps_limit: number | string;
  bid_floor: number | string;
  require_token: boolean;
}

export const emptyEndpointForm = (sspId?: number): EndpointFormValues => ({
  name: '',
  ssp_id: sspId ? String(sspId) : '',
  parser_id: '1',
  ad_formats: [],
  countries: [],
  qps_limit: '',
  bid_floor: 0,
  require_token: false,
});

export const endpointFormOf = (e: SspEndpoint): EndpointFormValues => ({
  name: e.name,
  ssp_id: String(e.ssp_id),
  parser_id: String(e.parser_id),
  ad_formats: e.ad_formats,
  countries: e.countries,
  qps_limit: e.qps_limit ?? '',
  bid_floor: e.bid_floor,
  require_token: e.require_token,
});

/** An empty number box sends null (QPS) or 0 (floor); a box left with text sends it as is, for the schema to name. */
const numberOr = <T>(value: number | string, empty: T): number | T | string =>
  value === ''
    ? empty
    : typeof value === 'number'
      ? value
      : Number.isNaN(Number(value))
        ? value
        : Number(value);

export function endpointBodyOf(v: EndpointFormValues): SspEndpointCreateBody {
  return {
    name: v.name,
    ssp_id: v.ssp_id === '' ? (undefined as unknown as number) : Number(v.ssp_id),
    parser_id: Number(v.parser_id),
    ad_formats: v.ad_formats,
    countries: v.countries,
    qps_limit: numberOr(v.qps_limit, null) as number | null,
    bid_floor: numberOr(v.bid_floor, 0) as number,
    require_token: v.require_token,
  };
}
