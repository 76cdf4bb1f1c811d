import type { BrowserVersion } from '@panel/contract';
import { agents } from './browser-agents.ts';
import { type BrowserFamily, browserFamilies } from './browsers.ts';

/**
 * Major versions from caniuse-lite (updated weekly with every browser release), released
 * since 2020, when Edge moved to Chromium; older traffic is a rounding error and falls under
 * the family. Yandex, Opera Mini, WebView and IE have no version list there, so none here.
 */
const SINCE = Date.UTC(2020, 0, 1) / 1000;

function majorsOf(agentKey: string): number[] {
  const agent = agents[agentKey];
  if (!agent) return [];
  const majors = Object.entries(agent.release_date)
    .filter(([, released]) => typeof released === 'number' && released >= SINCE)
    .map(([version]) => Number.parseInt(version, 10));
  return [...new Set(majors)].sort((a, b) => a - b);
}

function versionsOf(family: BrowserFamily): BrowserVersion[] {
  if (!family.caniuse) return [];
  return majorsOf(family.caniuse).map((major, index) => ({
    /** Browser 1, version 124 -> 1124: derived, so a new release never renumbers the others. */
    id: family.id * 1000 + major,
    browser_id: family.id,
    name: `${family.name} ${major}`,
    version: String(major),
    position: index + 1,
  }));
}

const BY_BROWSER = new Map(browserFamilies().map((f) => [f.id, versionsOf(f)]));

export function listBrowserVersions(browserId: number | undefined): BrowserVersion[] {
  if (browserId !== undefined) return BY_BROWSER.get(browserId) ?? [];
  return [...BY_BROWSER.values()].flat();
}

export const findBrowserFamily = (id: number) => browserFamilies().find((f) => f.id === id);
