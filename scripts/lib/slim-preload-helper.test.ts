import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { chunksWithPreloadDeps, slimHelperSource, slimPreloadHelper } from './slim-preload-helper';

describe('slimHelperSource', () => {
  it('calls the import and keeps the export name the importers use', async () => {
    const source = slimHelperSource(['t']);
    expect(source).toContain('export{preload as t}');
    const url = `data:text/javascript,${encodeURIComponent(source)}`;
    const { t } = (await import(/* @vite-ignore */ url)) as {
      t: (load: () => Promise<string>, deps?: string[]) => Promise<string>;
    };
    await expect(t(() => Promise.resolve('chunk'), [])).resolves.toBe('chunk');
  });

  it('refuses a helper chunk that exports anything else', () => {
    expect(() => slimHelperSource(['t', 'n'])).toThrow(/one function/);
  });
});

describe('chunksWithPreloadDeps', () => {
  it('names the chunks whose dynamic imports carry a dependency list', () => {
    expect(
      chunksWithPreloadDeps([
        { fileName: 'a.js', code: 'm(()=>import("./b.js"),[])' },
        {
          fileName: 'c.js',
          code: 'const __vite__mapDeps=(i)=>i;m(()=>import("./d.js"),__vite__mapDeps([0]))',
        },
      ]),
    ).toEqual(['c.js']);
  });
});

describe('slimPreloadHelper in a real build', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  async function buildFixture(files: Record<string, string>) {
    const root = mkdtempSync(path.join(tmpdir(), 'slim-preload-'));
    roots.push(root);
    for (const [name, source] of Object.entries(files))
      writeFileSync(path.join(root, name), source);
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [slimPreloadHelper()],
      build: {
        outDir: 'dist',
        modulePreload: false,
        minify: false,
        // Several entries, like React Router's route modules.
        rollupOptions: {
          input: Object.keys(files)
            .filter((f) => f.startsWith('entry-'))
            .map((f) => path.join(root, f)),
        },
      },
    });
    const out = path.join(root, 'dist');
    return readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ name: path.basename(f), code: readFileSync(path.join(out, f), 'utf8') }));
  }

  it('leaves a one-line helper that both dynamic imports still go through', async () => {
    // Two entries import dynamically, so the helper gets a chunk of its own, as in the site.
    const chunks = await buildFixture({
      'entry-a.js': 'globalThis.a = () => import("./later.js");',
      'entry-b.js': 'globalThis.b = () => import("./last.js");',
      'later.js': 'export const hello = "hi";',
      'last.js': 'export const bye = "bye";',
    });
    const helper = chunks.find((chunk) => chunk.name.startsWith('preload-helper-'));
    expect(helper?.code.replace(/\s+/g, '')).toMatch(
      /^constpreload=\(load\)=>load\(\);export\{preloadas\w+\};$/,
    );
    const all = chunks.map((chunk) => chunk.code).join('\n');
    expect(all).toMatch(/import\(["']\.\/later-[\w-]+\.js["']\)/);
    expect(all).toMatch(/import\(["']\.\/last-[\w-]+\.js["']\)/);
    // Vite's full helper creates <link> elements.
    expect(all).not.toContain('createElement');
  });

  it('fails the build when the helper is merged into another chunk', async () => {
    await expect(
      buildFixture({
        'entry-a.js': 'globalThis.a = () => import("./later.js");',
        'later.js': 'export const hello = "hi";',
      }),
    ).rejects.toThrow(/shares a chunk/);
  });
});
