import { commandExists, run } from './proc.ts';

const PACKAGES = ['sqlmap', 'wapiti'];

/**
 * Installs sqlmap and wapiti from Debian when either is missing. The package lists are
 * refreshed only when the install fails, so a machine with fresh lists stays offline.
 */
export async function ensureScanners(): Promise<void> {
  const missing: string[] = [];
  for (const name of PACKAGES) if (!(await commandExists(name))) missing.push(name);
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(' and ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { env });
  let result = await install();
  if (result.code !== 0) {
    await run('apt-get', ['update', '-qq'], { env });
    result = await install();
  }
  const still: string[] = [];
  for (const name of PACKAGES) if (!(await commandExists(name))) still.push(name);
  if (still.length > 0) {
    throw new Error(`Could not install ${still.join(', ')}:\n${result.output.slice(-2000)}`);
  }
}
