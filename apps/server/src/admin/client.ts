import http from 'node:http';
import { parseArgs } from 'node:util';
import type { CommandReply } from './run.ts';

export const USAGE = `Usage:
  npm run admin -- create-user --email <email> --role <advertiser|publisher|guest-ssp> [--password <pw>] [--firstname <n>] [--lastname <n>]
  npm run admin -- act-as <email>      prints a one-time link that opens the panel as that user
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
    },
  });
  const [command, arg] = positionals;
  if (command === 'act-as') return { command, email: arg ?? values.email };
  if (command === 'create-user') return { command, ...values, email: values.email ?? arg };
  if (command === 'seed-traffic') return { command, days: values.days, email: values.email };
  return null;
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
