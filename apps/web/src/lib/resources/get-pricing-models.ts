import { pricingModelSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/pricing_models: CPM, CPC, CPA, Smart CPM. */
export const pricingModelsQueryOptions = () => referenceListOptions('pricing_models', pricingModelSchema);

export function usePricingModels() {
  return useQuery(pricingModelsQueryOptions());
}
