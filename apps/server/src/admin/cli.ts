import { existsSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { type CommandReply, runCommand } from './run.ts';
import { adminSocketPath } from './socket.ts';

const USAGE = `Usage:
  npm run admin -- create-user --email <email> --role <advertiser|publisher|guest-ssp> [--password <pw>] [--firstname <n>] [--lastname <n>]
  npm run admin -- act-as <email>      prints a one-time link that opens the panel as that user`;

function parseCommand(argv: string[]): Record<string, unknown> | null {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      firstname: { type: 'string' },
      lastname: { type: 'string' },
    },
  });
  const [command, arg] = positionals;
  if (command === 'act-as') return { command, email: arg ?? values.email };
  if (command === 'create-user') return { command, ...values, email: values.email ?? arg };
  return null;
}

function viaSocket(socketPath: string, body: string): Promise<CommandReply | null> {
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

async function main() {
  const command = parseCommand(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const body = JSON.stringify(command);
  const socketPath = adminSocketPath(config.dataDir);
  let reply = !config.databaseUrl && existsSync(socketPath) ? await viaSocket(socketPath, body) : null;
  if (!reply) {
    const database = await openDatabase(config);
    try {
      await database.migrate();
      reply = await runCommand(database.db, config, body);
    } finally {
      await database.close();
    }
  }
  if (!reply.ok) {
    console.error(`Error: ${reply.error}`);
    return 1;
  }
  for (const [key, value] of Object.entries(reply.result)) console.log(`${key}: ${String(value)}`);
  return 0;
}

process.exitCode = await main();
