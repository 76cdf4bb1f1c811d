import { type Os, withoutOther } from '@panel/contract';
import { OperatingSystem } from 'iab-adcom/enum';

/**
 * OS families as ad networks target them. No package lists the families themselves, so this
 * is hand-kept; the ids are AdCOM 1.0 OperatingSystem codes from `iab-adcom` (what OpenRTB
 * 2.6 bid requests may carry in `device.ext`), and `ua_names` are what ua-parser-js reports:
 * 1.x first, then 2.x where it spells a name differently ('Mac OS' became 'macOS'). Linux
 * distributions report their own names and count as Linux.
 */
const FAMILIES: Os[] = [
  { id: OperatingSystem.WINDOWS, name: 'Windows', code: 'windows', ua_names: ['Windows'] },
  { id: OperatingSystem.MAC_OS, name: 'macOS', code: 'macos', ua_names: ['Mac OS', 'macOS'] },
  {
    id: OperatingSystem.LINUX,
    name: 'Linux',
    code: 'linux',
    ua_names: ['Linux', 'Ubuntu', 'Debian', 'Fedora', 'Mint', 'Arch', 'CentOS', 'RedHat', 'SUSE', 'Manjaro'],
  },
  {
    id: OperatingSystem.CHROME_OS,
    name: 'Chrome OS',
    code: 'chrome_os',
    ua_names: ['Chromium OS', 'Chrome OS'],
  },
  { id: OperatingSystem.ANDROID, name: 'Android', code: 'android', ua_names: ['Android', 'Android-x86'] },
  { id: OperatingSystem.IOS, name: 'iOS', code: 'ios', ua_names: ['iOS'] },
  { id: OperatingSystem.TIZEN, name: 'Tizen', code: 'tizen', ua_names: ['Tizen'] },
  { id: OperatingSystem.WEB_OS, name: 'webOS', code: 'webos', ua_names: ['webOS', 'WebOS'] },
  { id: OperatingSystem.BLACKBERRY, name: 'BlackBerry', code: 'blackberry', ua_names: ['BlackBerry'] },
  /** Everything else (HarmonyOS, KaiOS, Windows Phone, consoles, bots): AdCOM's own 'Other', 0. */
  { id: OperatingSystem.OTHER, name: 'Other', code: 'other', ua_names: [] },
];

export const listOperatingSystems = (hideOther: boolean) => withoutOther(FAMILIES, hideOther);

export const findOperatingSystem = (id: number) => FAMILIES.find((os) => os.id === id);
