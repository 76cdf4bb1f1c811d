import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files that are text, and so shrink (images other than SVG and fonts are compressed already). */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of the
 * build, once, so the server sends them as they are (issue 14: nothing was compressed, and the
 * login page pulled 1.2 MB of script). A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'panel-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      let raw = 0;
      let brBytes = 0;
      const one = async (file: string) => {
        const data = await readFile(file);
        if (data.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: 9 }),
        ]);
        raw += data.length;
        brBytes += Math.min(br.length, data.length);
        if (br.length < data.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      };
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) if (TEXT.test(file)) files.push(file);
      // All at once: zlib works on libuv's thread pool, so the files compress side by side.
      await Promise.all(files.map(one));
      config.logger.info(
        `precompressed text files: ${(raw / 1024).toFixed(0)} kB, ${(brBytes / 1024).toFixed(0)} kB as brotli`,
      );
    },
  };
}
