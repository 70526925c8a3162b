/**
 * Vite wraps every dynamic `import()` in `__vitePreload`, a helper that adds
 * `<link rel="modulepreload">` tags for the imported chunk's dependencies and
 * its CSS. It ships in every page's first load (about 0.8 KB gzipped) even
 * with `build.modulePreload: false`, when every dependency list it is given
 * is empty (vitejs/vite#13952, #18551). Our pages preload nothing on purpose
 * (docs/decisions/003) and the stylesheet is one inlined file, so here the
 * helper only calls the import.
 *
 * This plugin replaces the helper's body with exactly that, before chunk
 * hashes are computed so the file name follows its content, and fails the
 * build if a dynamic import ever gets a dependency list the slim helper would
 * ignore (a code-split stylesheet, for example).
 */
import type { Plugin } from 'vite';

/** Vite's virtual module id of the helper. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** What the helper becomes: `__vitePreload(load, deps, importerUrl)` with no deps is `load()`. */
export function slimHelperSource(exportNames: readonly string[]): string {
  if (exportNames.length !== 1)
    throw new Error(
      `slim-preload-helper: expected the helper chunk to export one function, got [${exportNames.join(', ')}]`,
    );
  return `const preload=(load)=>load();export{preload as ${exportNames[0]}};\n`;
}

/** Chunks whose dynamic imports carry a dependency list (Vite's `__vite__mapDeps`). */
export function chunksWithPreloadDeps(chunks: { fileName: string; code: string }[]): string[] {
  return chunks.filter((chunk) => chunk.code.includes('__vite__mapDeps')).map((c) => c.fileName);
}

export function slimPreloadHelper(): Plugin {
  return {
    name: 'vendorhub:slim-preload-helper',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    renderChunk(_code, chunk) {
      if (!chunk.moduleIds.includes(PRELOAD_HELPER_ID)) return null;
      if (chunk.moduleIds.length !== 1)
        this.error(
          `slim-preload-helper: the helper shares a chunk with ${chunk.moduleIds.length - 1} other modules`,
        );
      return { code: slimHelperSource(chunk.exports), map: null };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const withDeps = chunksWithPreloadDeps(chunks);
        if (withDeps.length > 0)
          this.error(
            `slim-preload-helper: dynamic imports in ${withDeps.join(', ')} now have preload dependencies, which the slim helper would drop. Remove the plugin or the dependency.`,
          );
      },
    },
  };
}
