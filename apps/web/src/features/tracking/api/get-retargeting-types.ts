import { retargetingTypeSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from '@/lib/resources/reference-list';

/** GET /resources/retargeting_types: impression, click, conversion and site visit. */
export const retargetingTypesQueryOptions = () =>
  referenceListOptions('retargeting_types', retargetingTypeSchema);

export function useRetargetingTypes() {
  return useQuery(retargetingTypesQueryOptions());
}
