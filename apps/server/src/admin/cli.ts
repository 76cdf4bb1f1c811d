import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { formatResult, parseCommand, sendToServer, USAGE } from './client.ts';
import { runCommand } from './run.ts';
import { adminSocketPath } from './socket.ts';

async function main() {
  const command = parseCommand(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const body = JSON.stringify(command);
  const socketPath = adminSocketPath(config.dataDir);
  let reply = !config.databaseUrl && existsSync(socketPath) ? await sendToServer(socketPath, body) : null;
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
  for (const line of formatResult(reply.result)) console.log(line);
  return 0;
}

process.exitCode = await main().catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`Error: ${error.message}`);
  return 1;
});
