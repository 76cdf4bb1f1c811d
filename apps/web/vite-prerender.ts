import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
// By its file, as vite.config.ts reads the contract: Node loads the config's modules as they are.
import { EMPTY_ROOT } from '../../packages/contract/src/drawn-page.ts';

/**
 * Draws the loader into index.html's root, so a page's first paint shows it rather than a blank
 * page until React has drawn its own (issue 14), and writes `login.html` beside it: the same page
 * with the login screen already drawn in its root (issue 14: at 4× CPU the login page's largest
 * paint waited for React and the page's modules, about a second; drawn by the server, it is the
 * first paint). The markup comes from
 * `src/prerender.tsx`, loaded through Vite's module loader in production mode, so the build's own
 * constants (`import.meta.env.PROD`) hold. The server sends login.html for `/login` to visitors
 * whose language is English (apps/server/src/plugins/web.ts); main.tsx then takes the markup over.
 * Runs at writeBundle, so the precompress plugin (at closeBundle) compresses it with the rest.
 */
export function prerenderFirstScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'panel-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      if (!index.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
      const server = await createServer({
        root: config.root,
        configFile: config.configFile,
        mode: 'production',
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { loginRoot, loaderRoot } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          loginRoot(): Promise<string>;
          loaderRoot(): string;
        };
        const login = await loginRoot();
        const loader = loaderRoot();
        await writeFile(path.join(outDir, 'login.html'), index.replace(EMPTY_ROOT, login));
        // The template the server draws signed-in pages into (apps/server/src/plugins/web.ts).
        await writeFile(path.join(outDir, 'drawn.html'), index);
        await writeFile(path.join(outDir, 'index.html'), index.replace(EMPTY_ROOT, loader));
        config.logger.info(
          `login.html: the login page drawn, ${(login.length / 1024).toFixed(1)} kB of markup; index.html: the loader, ${(loader.length / 1024).toFixed(1)} kB`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
