import http from 'node:http';
import { parseArgs } from 'node:util';
import type { CommandReply } from './run.ts';

export const USAGE = `Usage:
  npm run admin -- create-user --email <email> --role <advertiser|publisher|guest-ssp> [--password <pw>] [--firstname <n>] [--lastname <n>]
  npm run admin -- act-as <email>      prints a one-time link that opens the panel as that user
  npm run admin -- click-link --campaign <id> [--zone <id>] [--country XX]  prints a click link of the campaign's ad
  npm run admin -- simulation-plan    what \`npm run simulate\` plays: endpoints, zones, goals, a guest token each (secrets shown once)
  npm run admin -- creatives list [--pending] [--advertiser <email>]  creatives to review (pending: oldest first)
  npm run admin -- creatives approve <id> [--version <v>]  pending -> active; with the listed version, only the content you saw
  npm run admin -- creatives reject <id> --reason "<why>"  -> rejected; the advertiser sees the reason
  npm run seed:traffic -- [--days <1-366>] [--email <advertiser>]   adds generated traffic (default 90 days, the demo advertiser)`;

export function parseCommand(argv: string[]): Record<string, unknown> | null {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      firstname: { type: 'string' },
      lastname: { type: 'string' },
      days: { type: 'string' },
      pending: { type: 'boolean' },
      reason: { type: 'string' },
      version: { type: 'string' },
      advertiser: { type: 'string' },
      campaign: { type: 'string' },
      zone: { type: 'string' },
      country: { type: 'string' },
    },
  });
  const [command, arg, id] = positionals;
  if (command === 'act-as') return { command, email: arg ?? values.email };
  if (command === 'click-link')
    return { command, campaign: values.campaign ?? arg, zone: values.zone, country: values.country };
  if (command === 'create-user') return { command, ...values, email: values.email ?? arg };
  if (command === 'simulation-plan') return { command };
  if (command === 'seed-traffic') return { command, days: values.days, email: values.email };
  if (command === 'creatives' && arg === 'list')
    return { command: 'creatives-list', pending: !!values.pending, advertiser: values.advertiser };
  if (command === 'creatives' && arg === 'approve')
    return { command: 'creatives-approve', id, version: values.version };
  if (command === 'creatives' && arg === 'reject')
    return { command: 'creatives-reject', id, reason: values.reason };
  return null;
}

/**
 * Blanks what a terminal would act on rather than print: C0 and C1 control characters (colour and
 * cursor escapes, including the one-byte CSI that inputs do not refuse) and bidirectional
 * overrides that would make text read differently. Creative names and content are advertisers' text.
 */
const printable = (value: unknown) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  String(value).replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ');

/** `key: value` lines; a list prints as blocks of its items' `key: value` lines. */
export function formatResult(result: Record<string, unknown>): string[] {
  return Object.entries(result).flatMap(([key, value]) => {
    if (!Array.isArray(value)) return [`${key}: ${printable(value)}`];
    if (value.length === 0) return [`${key}: none`];
    return [
      `${key}:`,
      ...value.flatMap((item: Record<string, unknown>) => [
        '',
        ...Object.entries(item).map(([k, v]) => `  ${k}: ${printable(v)}`),
      ]),
    ];
  });
}

export function sendToServer(socketPath: string, body: string): Promise<CommandReply | null> {
  return new Promise((resolve) => {
    const req = http.request({ socketPath, method: 'POST', path: '/' }, (res) => {
      let raw = '';
      res.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      res.on('end', () => resolve(JSON.parse(raw) as CommandReply));
    });
    // A stale socket file of a stopped server: fall back to opening the database ourselves.
    req.on('error', () => resolve(null));
    req.end(body);
  });
}
