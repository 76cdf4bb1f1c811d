import { existsSync } from 'node:fs';
import { sendToServer } from '../admin/client.ts';
import { adminSocketPath } from '../admin/socket.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { buildSimulationPlan } from './plan.ts';
import type { SimulationPlan } from './plan-types.ts';

/**
 * Where a simulator run gets its plan. On PostgreSQL it reads the database itself (any number of
 * processes may). The embedded database belongs to the running server, so there the plan comes
 * from the server over the admin socket, as any operator command does.
 */
export async function loadPlan(config: Config, databaseUrl: string | undefined): Promise<SimulationPlan> {
  if (databaseUrl) {
    const database = await openDatabase({ ...config, databaseUrl });
    try {
      return await buildSimulationPlan(database.db);
    } finally {
      await database.close();
    }
  }
  const socket = adminSocketPath(config.dataDir);
  const reply = existsSync(socket)
    ? await sendToServer(socket, JSON.stringify({ command: 'simulation-plan' }))
    : null;
  if (!reply)
    throw new Error(
      `No server holds the embedded database in ${config.dataDir} (no admin socket). Start it with \`npm start\`, ` +
        'or pass --database-url for a server on PostgreSQL.',
    );
  if (!reply.ok) throw new Error(reply.error);
  return reply.result as unknown as SimulationPlan;
}

/** The plan in a few lines: what will be played, and what will not and why. */
export function describePlan(plan: SimulationPlan): string[] {
  const lines = [
    `Plan: ${plan.endpoints.length} SSP endpoints, ${plan.guests.length} guest tokens, ${plan.zones.length} zones; ` +
      `${plan.campaigns.length} active campaigns, ${plan.goals.length} goals to convert on`,
  ];
  for (const skip of plan.skipped) lines.push(`  skipped ${skip.what} ${skip.id}: ${skip.why}`);
  const noClickId = plan.campaigns.filter((c) => !c.click_id_param).map((c) => c.id);
  if (noClickId.length > 0)
    lines.push(
      `  campaigns ${noClickId.join(', ')}: no {click_id} in the destination URL, so no conversions`,
    );
  return lines;
}
