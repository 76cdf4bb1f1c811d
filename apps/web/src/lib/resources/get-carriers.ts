import { carrierSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/carriers: every live mobile network (about 1,600), each with its country. */
export const carriersQueryOptions = () => referenceListOptions('carriers', carrierSchema);

export function useCarriers() {
  return useQuery(carriersQueryOptions());
}
