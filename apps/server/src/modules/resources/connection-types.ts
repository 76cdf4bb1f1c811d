import { CONNECTION_TYPE_NAMES, type ConnectionType, OTHER_ID, withoutOther } from '@panel/contract';
import { ConnectionType as Adcom } from 'iab-adcom/enum';

/** OpenRTB 2.6 / AdCOM 1.0 ConnectionType 0 ("Unknown"), which `iab-adcom` leaves out. */
const OPENRTB_UNKNOWN = 0;

/**
 * Connection types as ad networks sell them: fixed broadband or the mobile network. Bid
 * requests carry the finer OpenRTB codes (`device.connectiontype`), listed in `openrtb_codes`
 * so traffic maps onto these. The spec's "type 2 has carriers" is our id 2, the cellular
 * network: only its traffic has a mobile carrier (MCC/MNC) to target.
 */
const CONNECTION_TYPES: ConnectionType[] = [
  {
    id: 1,
    name: CONNECTION_TYPE_NAMES.broadband,
    code: 'broadband',
    openrtb_codes: [Adcom.ETHERNET, Adcom.WIFI],
    carriers: false,
  },
  {
    id: 2,
    name: CONNECTION_TYPE_NAMES.cellular,
    code: 'cellular',
    openrtb_codes: [
      Adcom.CELLULAR_UNKNOWN,
      Adcom.CELLULAR_2G,
      Adcom.CELLULAR_3G,
      Adcom.CELLULAR_4G,
      Adcom.CELLULAR_5G,
    ],
    carriers: true,
  },
  { id: OTHER_ID, name: 'Other', code: 'other', openrtb_codes: [OPENRTB_UNKNOWN], carriers: false },
];

export const listConnectionTypes = (hideOther: boolean) => withoutOther(CONNECTION_TYPES, hideOther);
