import { type Os, type OsVersion, OTHER_ID } from '@panel/contract';
import android from 'android-versions';
import { OperatingSystem } from 'iab-adcom/enum';
import macosRelease from 'macos-release';
import { agents } from './browser-agents.ts';
import { findOperatingSystem } from './operating-systems.ts';

type Release = { version: string; label?: string };

/**
 * Windows by the names ua-parser-js gives NT versions. Windows 11 still sends "Windows NT
 * 10.0"; only the Sec-CH-UA-Platform-Version client hint tells it apart. Nothing older than 7
 * is worth targeting, and Microsoft ships no new desktop version numbers often enough for a package.
 */
const windows = (): Release[] => ['7', '8', '8.1', '10', '11'].map((version) => ({ version }));

/** macOS from `macos-release` (Darwin major -> version and name), from High Sierra on. */
function macos(): Release[] {
  const releases: Release[] = [];
  for (let darwin = 17; darwin < 60; darwin += 1) {
    const release = macosRelease(`${darwin}.0.0`);
    if (release?.version)
      releases.push({ version: release.version, label: `${release.version} ${release.name}` });
  }
  return releases;
}

/** Android majors from `android-versions` (API levels), from 5 on: ua-parser-js reports `14`, `8.1.0`. */
function androidMajors(): Release[] {
  const majors = Object.values(android.VERSIONS)
    .map((v) => Number.parseInt(v.semver, 10))
    .filter((major) => major >= 5);
  return [...new Set(majors)].sort((a, b) => a - b).map((major) => ({ version: String(major) }));
}

/** iOS majors: Safari on iOS is versioned with iOS itself, and caniuse-lite lists every release. */
function iosMajors(): Release[] {
  const versions: readonly (string | null)[] = agents.ios_saf?.versions ?? [];
  const majors = versions.flatMap((v) => (v ? [Number.parseInt(v, 10)] : []));
  return [...new Set(majors.filter((m) => m >= 12))]
    .sort((a, b) => a - b)
    .map((m) => ({ version: String(m) }));
}

const SOURCES: [number, () => Release[]][] = [
  [OperatingSystem.WINDOWS, windows],
  [OperatingSystem.MAC_OS, macos],
  [OperatingSystem.ANDROID, androidMajors],
  [OperatingSystem.IOS, iosMajors],
];

/** Derived from the version itself (os 13, iOS 17.0 -> 131700), so it survives new releases. */
function versionId(osId: number, version: string): number {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return osId * 10_000 + major * 100 + minor;
}

function versionsOf(os: Os, releases: Release[]): OsVersion[] {
  return releases.map((r, index) => ({
    id: versionId(Number(os.id), r.version),
    os_id: Number(os.id),
    name: `${os.name} ${r.label ?? r.version}`,
    version: r.version,
    position: index + 1,
  }));
}

const BY_OS = new Map<number, OsVersion[]>(
  SOURCES.map(([id, source]) => {
    const os = findOperatingSystem(id);
    if (!os) throw new Error(`os-versions: no OS family with id ${id}`);
    return [id, versionsOf(os, source())];
  }),
);

/** Versions of one OS, or of every OS (grouped by OS), each group sorted by position. */
export function listOsVersions(osId: number | undefined): OsVersion[] {
  if (osId !== undefined) return BY_OS.get(osId) ?? [];
  return [...BY_OS.values()].flat();
}

export const osHasVersions = (osId: number) => osId !== OTHER_ID && BY_OS.has(osId);
