import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped: every suite's in-memory database starts from it. */
    pgliteTemplate: string;
  }
}

/**
 * Runs once per `vitest run` of the server project. PGlite's initdb takes about 3.8 s of CPU
 * and the migrations 0.65 s more; some 150 files each opened a database of their own, so the
 * suite spent minutes making the same empty database. Now it is made once, here, and each file
 * loads it (0.65 s). The migrations still run on open (they find nothing to do), so a file that
 * checks them sees what a server sees.
 */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `panel-pglite-template-${process.pid}-${project.name}.tar`);
  const pglite = await PGlite.create();
  await migrate(drizzle(pglite), { migrationsFolder: path.resolve(import.meta.dirname, '../drizzle') });
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
