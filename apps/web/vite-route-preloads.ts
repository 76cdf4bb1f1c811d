import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin, Rollup } from 'vite';
// By its file, as vite.config.ts reads the contract: the config's packages load as they are.
import { ROUTES } from '../../packages/contract/src/routes.ts';

/** Written beside index.html; the server reads it (apps/server/src/plugins/web-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** What a route's page loads on demand before it can draw: its scripts and its style sheets. */
interface RoutePreload {
  scripts: string[];
  styles: string[];
}

/**
 * The files whose tables say what each route loads on demand (`import()` in the value of a
 * property named after the route): its page (app/pages.ts) and its first call's module
 * (app/page-data.ts). The signed-in frame comes with every route that is not public-only.
 */
const TABLES = ['src/app/pages.ts', 'src/app/page-data.ts'];
const SIGNED_IN_FRAME = 'src/app/guards/require-user.tsx';

/**
 * For each property of the file (at any depth) whose value imports modules on demand, the
 * modules it names: `advDashboard: () => import('@/features/…/dashboard-page')` gives
 * advDashboard → ['@/features/…/dashboard-page']. Read with TypeScript's parser, not a pattern.
 */
function lazyImportsByProperty(source: string, fileName = 'table.ts'): Map<string, string[]> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = new Map<string, string[]>();
  const importsIn = (node: ts.Node, into: string[]) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      into.push(node.arguments[0].text);
    node.forEachChild((child) => importsIn(child, into));
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      const modules: string[] = [];
      importsIn(node.initializer, modules);
      if (modules.length > 0) found.set(node.name.text, [...(found.get(node.name.text) ?? []), ...modules]);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** The chunks `chunk` needs before it runs: itself and what it imports, statically, all the way down. */
function staticClosure(
  chunk: Rollup.OutputChunk,
  chunks: Map<string, Rollup.OutputChunk>,
  into = new Set<string>(),
) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = chunks.get(name);
    if (imported) staticClosure(imported, chunks, into);
  }
  return into;
}

/**
 * Writes, for every route of the contract's table, the scripts and style sheets its page loads
 * on demand, less what index.html loads already. The server names them in the page's `Link`
 * header (`rel=modulepreload`), so the browser fetches and compiles them while the entry's
 * scripts run, instead of finding them only once the router asks for them (issue 14: the
 * dashboard's lazy modules left 430 ms after its first script at 4×, and on a slow 4G link the
 * network sat idle meanwhile).
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'panel-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const chunkOf = new Map<string, Rollup.OutputChunk>();
      for (const chunk of chunks.values()) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const loaded = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) staticClosure(chunk, chunks, loaded);

      const modulesOf = async (table: string, specifier: string) => {
        const importer = path.join(root, table);
        const resolved = await this.resolve(specifier, importer);
        const chunk = resolved && chunkOf.get(resolved.id);
        if (!chunk) this.error(`${table}: ${specifier} is in no chunk of the build`);
        return chunk;
      };
      const byRoute = new Map<string, Rollup.OutputChunk[]>();
      for (const table of TABLES) {
        const source = readFileSync(path.join(root, table), 'utf8');
        for (const [key, specifiers] of lazyImportsByProperty(source, table)) {
          if (!ROUTES.some((route) => route.id === key)) continue;
          for (const specifier of specifiers)
            byRoute.set(key, [...(byRoute.get(key) ?? []), await modulesOf(table, specifier)]);
        }
      }
      const frame = await modulesOf('src/app/routes.ts', path.join(root, SIGNED_IN_FRAME));

      const preloads: Record<string, RoutePreload> = {};
      for (const route of ROUTES) {
        const starts = [...(byRoute.get(route.id) ?? []), ...(route.publicOnly ? [] : [frame])];
        const files = new Set<string>();
        for (const chunk of starts) staticClosure(chunk, chunks, files);
        const scripts = [...files].filter((file) => !loaded.has(file));
        const styles = new Set<string>();
        for (const file of scripts)
          for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) styles.add(css);
        preloads[route.path] = {
          scripts: scripts.map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
        };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
