import { deviceTypeSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/device_types: AdCOM device types. */
export const deviceTypesQueryOptions = () => referenceListOptions('device_types', deviceTypeSchema);

export function useDeviceTypes() {
  return useQuery(deviceTypesQueryOptions());
}
