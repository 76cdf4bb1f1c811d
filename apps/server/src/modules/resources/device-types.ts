import { type DeviceType, OTHER_ID, withoutOther } from '@panel/contract';
import { DeviceType as AdcomDeviceType } from 'iab-adcom/enum';

/**
 * OpenRTB 2.6 `device.devicetype` (AdCOM 1.0 list "Device Types"): the codes come from
 * `iab-adcom`; the record below only names them, and TypeScript fails the build if the
 * package gains a code we have not named.
 */
const NAMES: Record<keyof typeof AdcomDeviceType, [name: string, code: string]> = {
  MOBILE_TABLET: ['Mobile or tablet', 'mobile_tablet'],
  PERSONAL_COMPUTER: ['Desktop', 'desktop'],
  CONNECTED_TV: ['Connected TV', 'connected_tv'],
  PHONE: ['Phone', 'phone'],
  TABLET: ['Tablet', 'tablet'],
  CONNECTED_DEVICE: ['Connected device', 'connected_device'],
  SET_TOP_BOX: ['Set-top box', 'set_top_box'],
  OOH_DEVICE: ['Out-of-home screen', 'ooh'],
};

/** OpenRTB has no code for an unknown device; ours is 0, as for every 'Other'. */
const DEVICE_TYPES: DeviceType[] = [
  ...(Object.keys(NAMES) as (keyof typeof NAMES)[]).map((key) => ({
    id: AdcomDeviceType[key],
    name: NAMES[key][0],
    code: NAMES[key][1],
  })),
  { id: OTHER_ID, name: 'Other', code: 'other' },
];

export const listDeviceTypes = (hideOther: boolean) => withoutOther(DEVICE_TYPES, hideOther);
