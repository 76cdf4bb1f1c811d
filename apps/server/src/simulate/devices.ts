import UserAgent from 'user-agents';
import type { Rand } from '../lib/random.ts';
import { Weighted } from './weighted.ts';

/**
 * Browsers and devices of simulated users. The user-agent strings are real ones, with the share
 * each had in real visits, from the `user-agents` package (refreshed from live traffic daily and
 * published on npm). Its audience leans to desktops and iPhones; ad traffic leans to phones and
 * Android, so the device class and the OS are drawn first (the shares below, as StatCounter shows
 * them worldwide) and the string within them by the package's weights.
 */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

export interface Device {
  ua: string;
  class: DeviceClass;
  /** AdCOM DeviceType: 2 PC, 4 phone, 5 tablet. */
  devicetype: 2 | 4 | 5;
  os: string;
  osv: string;
  make: string;
  model: string;
  w: number;
  h: number;
}

/** Phones and tablets in pop, push and display exchanges' traffic: about seven visits in ten. */
const MOBILE_SHARE = 0.7;
const TABLET_SHARE_OF_MOBILE = 0.06;
const OS_SHARE: Record<DeviceClass, Record<string, number>> = {
  phone: { Android: 0.72, iOS: 0.28 },
  tablet: { iOS: 0.55, Android: 0.45 },
  desktop: { Windows: 0.72, macOS: 0.17, 'Chrome OS': 0.05, Linux: 0.06 },
};
/** The most common strings; the package's tail of one-off builds adds nothing to a simulation. */
const TOP = 2_000;

const version = (match: RegExpExecArray | null, sep = '.') =>
  match
    ? match
        .slice(1)
        .filter((part) => part !== undefined)
        .join(sep)
    : '';

/** OS, version and maker as OpenRTB `device` names them, read from the string itself. */
export function describeUa(ua: string): Pick<Device, 'os' | 'osv' | 'make' | 'model'> {
  if (/iPhone|iPad/.test(ua)) {
    const model = ua.includes('iPad') ? 'iPad' : 'iPhone';
    return { os: 'iOS', osv: version(/OS (\d+)_(\d+)/.exec(ua)), make: 'Apple', model };
  }
  const android = /Android (\d+(?:\.\d+)?)(?:; ([^;)]+))?/.exec(ua);
  // Reduced user agents say `; K` for every model; older ones add ` Build/<id>`, which is no model.
  if (android)
    return {
      os: 'Android',
      osv: android[1] ?? '',
      make: '',
      model: withoutBuild(android[2] ?? ''),
    };
  if (ua.includes('Windows NT')) {
    const nt = /Windows NT (\d+\.\d+)/.exec(ua)?.[1] ?? '';
    return { os: 'Windows', osv: nt === '10.0' ? '10' : nt, make: '', model: '' };
  }
  if (ua.includes('Mac OS X'))
    return {
      os: 'macOS',
      osv: version(/Mac OS X (\d+)[_.](\d+)/.exec(ua)),
      make: 'Apple',
      model: 'Macintosh',
    };
  if (ua.includes('CrOS')) return { os: 'Chrome OS', osv: '', make: '', model: '' };
  return { os: 'Linux', osv: '', make: '', model: '' };
}

function classOf(data: { deviceCategory?: string; userAgent: string }): DeviceClass {
  if (data.deviceCategory === 'tablet' || /iPad|Tablet/.test(data.userAgent)) return 'tablet';
  if (data.deviceCategory === 'mobile' || /Mobile|iPhone|Android/.test(data.userAgent)) return 'phone';
  return 'desktop';
}

const DEVICETYPE: Record<DeviceClass, 2 | 4 | 5> = { desktop: 2, phone: 4, tablet: 5 };

type Entry = { device: Device; weight: number };

export class DeviceTable {
  /** By class, then OS: which OS is drawn by OS_SHARE, the string within it by its weight. */
  private readonly byClass = new Map<DeviceClass, Weighted<[string, Weighted<Entry>]>>();

  constructor() {
    const lists = new Map<string, Entry[]>();
    for (const data of UserAgent.top(TOP)) {
      const entry = data as typeof data & { deviceCategory?: string; weight: number };
      const deviceClass = classOf(entry);
      const device: Device = {
        ua: entry.userAgent,
        class: deviceClass,
        devicetype: DEVICETYPE[deviceClass],
        ...describeUa(entry.userAgent),
        w: entry.screenWidth,
        h: entry.screenHeight,
      };
      const key = `${deviceClass}:${device.os}`;
      const list = lists.get(key) ?? [];
      list.push({ device, weight: entry.weight });
      lists.set(key, list);
    }
    for (const deviceClass of Object.keys(OS_SHARE) as DeviceClass[]) {
      const shares = OS_SHARE[deviceClass];
      const systems = Object.keys(shares)
        .map((os): [string, Weighted<Entry>] => [
          os,
          new Weighted(lists.get(`${deviceClass}:${os}`) ?? [], (x) => x.weight),
        ])
        .filter(([, table]) => table.size > 0);
      if (systems.length > 0) this.byClass.set(deviceClass, new Weighted(systems, ([os]) => shares[os] ?? 0));
    }
  }

  pick(rand: Rand): Device {
    const mobile = rand() < MOBILE_SHARE;
    const wanted: DeviceClass = !mobile ? 'desktop' : rand() < TABLET_SHARE_OF_MOBILE ? 'tablet' : 'phone';
    const table = this.byClass.get(wanted) ?? this.byClass.get('desktop') ?? [...this.byClass.values()][0];
    if (!table) throw new Error('the user-agents package has no data');
    return table.pick(rand)[1].pick(rand).device;
  }
}

/** 'Pixel 8 Build/UQ1A' to 'Pixel 8': indexOf, as a pattern with `.*$` backtracks on long input. */
function withoutBuild(model: string): string {
  const at = model.indexOf(' Build/');
  return at < 0 ? model : model.slice(0, at);
}
