import { existsSync, readFileSync } from 'node:fs';
import { DEMO_PASSWORD, PASSWORD, WRONG_PASSWORD } from './support.ts';

/**
 * Session tokens, act-as codes and API tokens are 256-bit base64url strings: 43 characters of
 * [A-Za-z0-9_-] standing alone. Hex digests (64 characters) and shorter ids do not match.
 */
const TOKEN_SHAPED = /(?<![\w-])[\w-]{43}(?![\w-])/;
/** SSP API tokens (`ssp_…`) and guest tokens (`gst_…`): the same 43 characters behind a prefix. */
const PREFIXED_TOKEN = /(?:ssp|gst)_[\w-]{43}(?![\w-])/;

/** The log lines of the end-to-end server that hold a password or anything token-shaped. */
export function linesWithSecrets(log: string, passwords: readonly string[]): string[] {
  return log
    .split('\n')
    .filter(
      (line) =>
        TOKEN_SHAPED.test(line) ||
        PREFIXED_TOKEN.test(line) ||
        passwords.some((p) => p !== '' && line.includes(p)),
    );
}

/**
 * Playwright's global teardown: after every flow has signed up, signed in, acted as another user
 * and saved campaigns, no line the server logged may carry a secret.
 */
export default function checkServerLog() {
  const file = process.env.PANEL_E2E_LOG ?? '';
  if (!existsSync(file)) throw new Error(`The end-to-end server wrote no log file at ${file}`);
  const log = readFileSync(file, 'utf8');
  const lines = log.split('\n').filter((line) => line.trim() !== '');
  if (lines.length < 20) throw new Error(`Only ${lines.length} log lines: the server did not log the run`);
  const leaks = linesWithSecrets(log, [PASSWORD, DEMO_PASSWORD, WRONG_PASSWORD]);
  if (leaks.length > 0) {
    throw new Error(`${leaks.length} server log lines hold a secret:\n${leaks.slice(0, 5).join('\n')}`);
  }
  console.log(`Server log: ${lines.length} lines, no password, session token, act code or API token.`);
}
