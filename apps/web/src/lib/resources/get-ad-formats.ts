import { adFormatSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/ad_formats: name, family (the editor form) and code, sorted as spec section 3 says. */
export const adFormatsQueryOptions = () => referenceListOptions('ad_formats', adFormatSchema);

export function useAdFormats() {
  return useQuery(adFormatsQueryOptions());
}
