import { createRequire } from 'node:module';
import type { AgentsByID } from 'caniuse-lite';

/**
 * caniuse-lite's browser agents: every release of every major browser with its date. Only
 * this part is loaded, as browserslist does: the package's main entry also unpacks every
 * feature table, which costs about 170 ms and 10 MB at start-up for nothing we use.
 */
export const agents: AgentsByID = createRequire(import.meta.url)('caniuse-lite/dist/unpacker/agents').agents;
