import { DEVICE_TYPE_NAMES, type DeviceType, OTHER_ID, withoutOther } from '@panel/contract';
import { DeviceType as AdcomDeviceType } from 'iab-adcom/enum';

/**
 * OpenRTB 2.6 `device.devicetype` (AdCOM 1.0 list "Device Types"): the codes come from
 * `iab-adcom`; the record below gives each its code (its English name is the contract's
 * DEVICE_TYPE_NAMES, so every language's catalog carries it), and TypeScript fails the build if
 * the package gains a code we have not named.
 */
const CODES: Record<keyof typeof AdcomDeviceType, keyof typeof DEVICE_TYPE_NAMES> = {
  MOBILE_TABLET: 'mobile_tablet',
  PERSONAL_COMPUTER: 'desktop',
  CONNECTED_TV: 'connected_tv',
  PHONE: 'phone',
  TABLET: 'tablet',
  CONNECTED_DEVICE: 'connected_device',
  SET_TOP_BOX: 'set_top_box',
  OOH_DEVICE: 'ooh',
};

/** OpenRTB has no code for an unknown device; ours is 0, as for every 'Other'. */
const DEVICE_TYPES: DeviceType[] = [
  ...(Object.keys(CODES) as (keyof typeof CODES)[]).map((key) => ({
    id: AdcomDeviceType[key],
    name: DEVICE_TYPE_NAMES[CODES[key]],
    code: CODES[key],
  })),
  { id: OTHER_ID, name: 'Other', code: 'other' },
];

export const listDeviceTypes = (hideOther: boolean) => withoutOther(DEVICE_TYPES, hideOther);
