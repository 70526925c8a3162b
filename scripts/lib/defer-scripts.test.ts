import { describe, expect, it } from 'vitest';
import { deferScripts } from './defer-scripts';

const page = [
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/favicon.svg"/></head>',
  '<body><script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/features-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"features":route1};',
  '',
  'import("/assets/entry.client-4.js");</script></body>',
].join('\n');

describe('deferScripts', () => {
  const out = deferScripts(page);

  it('removes module preloads and nothing else from the head', () => {
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('loads the same modules, in the same order, after the first frame', () => {
    const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(out)![1]!;
    expect(script).not.toMatch(/^import /m);
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('import('));
    expect(script).toContain(
      'const [,route0,route1] = await Promise.all([import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/features-3.js")]);',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"features":route1};',
    );
    expect(script.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it('fails loudly when React Router changes its boot script', () => {
    expect(() =>
      deferScripts('<script type="module" async="">import x from "/a.js";</script>'),
    ).toThrow('boot script was not found');
  });
});
