import { sspEndpointCreateSchema } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { emptyEndpointForm, endpointBodyOf } from './endpoint-form-values.ts';

describe('endpoint form values', () => {
  it('sends empty number boxes as no QPS limit and a zero floor', () => {
    const body = endpointBodyOf({ ...emptyEndpointForm(2), name: 'EU', ad_formats: ['popunder'] });
    expect(body).toEqual({
      name: 'EU',
      ssp_id: 2,
      parser_id: 1,
      ad_formats: ['popunder'],
      countries: [],
      qps_limit: null,
      bid_floor: 0,
      require_token: false,
    });
    expect(sspEndpointCreateSchema.safeParse(body).success).toBe(true);
  });

  it('leaves what the schema must refuse for the schema to name', () => {
    const result = sspEndpointCreateSchema.safeParse(
      endpointBodyOf({ ...emptyEndpointForm(), qps_limit: 0 }),
    );
    const fields = result.error?.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'ssp_id', 'ad_formats', 'qps_limit']));
  });
});
