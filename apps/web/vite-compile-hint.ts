import type { Plugin } from 'vite';

/** V8 reads it only as the file's first line (v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Opens every script chunk with V8's explicit compile hint (Chrome 136 and later; other engines
 * see a comment): every function of the file is compiled as the script streams in, on a
 * background thread, instead of on the page's thread the first time it is called. The app is
 * split by route, so a chunk arrives when its page opens and most of what it holds runs then.
 * Issue 14: slowed 4×, the dashboard's largest paint went 3,660 → 3,044 ms and the campaign
 * list's 4,080 → 3,108 ms (A/B, docs/benchmarks.md). Hinting only the entry's three chunks gave
 * nothing measurable: the page's own chunks are where the first calls wait.
 *
 * Added last (`order: 'post'`), after minification and after Vite's own additions at the top of
 * a chunk (the preload map, `__vite__mapDeps`), so the hint is the first line. The build writes no
 * source maps; one would need its mappings moved down a line. The captcha's workers are built
 * apart (Vite's worker build) and go without it: a hashing loop, compiled at its first call.
 */
export function compileHint(): Plugin {
  return {
    name: 'panel-compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT))
            file.code = `${COMPILE_HINT}\n${file.code}`;
      },
    },
  };
}
