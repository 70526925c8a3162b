import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './lock';

const tryLockInAnotherProcess = (dataDir: string) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve(import.meta.dirname, 'lock.ts')}').then((m) => { try { m.lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); } catch (e) { console.log(e.name); } })`,
    ],
    { encoding: 'utf8' },
  ).stdout.trim();

describe('lockDataDir', () => {
  it('lets one owner hold a data folder until it releases it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(tryLockInAnotherProcess(dataDir)).toBe('DataDirInUseError');
    lock.release();
    expect(tryLockInAnotherProcess(dataDir)).toBe('locked');
    lockDataDir(dataDir).release();
  });
});
