import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, importSpecifiers, readModules } from './import-cycles';

const root = path.resolve(import.meta.dirname, '../..');

describe('importSpecifiers', () => {
  it('reads imports, type-only imports, multi-line imports, re-exports and dynamic imports', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { Plan } from './schema';",
      'import {',
      '  a,',
      '  b,',
      "} from './plans';",
      "export { annualDiscountPercent } from './billing';",
      "export type { Vendor } from './schema';",
      "import './side-effect';",
      "const later = () => import('./lazy');",
      "const text = 'import nothing from here';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      'zod',
      './schema',
      './plans',
      './billing',
      './schema',
      './side-effect',
      './lazy',
    ]);
  });
});

describe('findCycles', () => {
  it('finds a cycle through a type-only import, and the modules outside it stay out', () => {
    const files = new Map([
      ['schema.ts', "import { plans } from './plans';"],
      ['plans.ts', "import type { Plan } from './schema';\nimport { company } from './company';"],
      ['company.ts', ''],
      ['check.ts', "import { plans } from '~/content/plans';"],
    ]);
    expect(findCycles(importGraph(files, ['~/content/']))).toEqual([['plans.ts', 'schema.ts']]);
  });

  it('resolves folders to their index module and finds a module that imports itself', () => {
    const files = new Map([
      ['docs/index.ts', "import { a } from '../a';"],
      ['a.ts', "import { docs } from './docs';"],
      ['self.ts', "import { x } from './self.ts';"],
    ]);
    expect(findCycles(importGraph(files))).toEqual([['a.ts', 'docs/index.ts'], ['self.ts']]);
  });

  it('finds none in an acyclic graph', () => {
    const files = new Map([
      ['a.ts', "import { b } from './b';"],
      ['b.ts', "import { c } from './c';"],
      ['c.ts', ''],
    ]);
    expect(findCycles(importGraph(files))).toEqual([]);
  });
});

describe('app/content', () => {
  // Schemas import no content and content imports only schemas' types, so each
  // content module can be read, tested and changed on its own.
  it('has no import cycle', () => {
    const modules = readModules(path.join(root, 'app/content'));
    expect(modules.has('schema.ts')).toBe(true);
    expect(findCycles(importGraph(modules, ['~/content/', '#app/content/']))).toEqual([]);
  });
});
