/**
 * A full disk: the server answers 503 with a message the form shows, leaves
 * no partial file behind, and works again as soon as space returns. The
 * scenario runs in a private mount namespace so it can mount a tiny tmpfs
 * without touching the machine (root is not needed: `unshare -r`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { messages } from '../../server/forms/routes';
import { root } from './server-process';

it('answers 503 with a message while the disk is full, leaves nothing, and recovers', () => {
  const output = execFileSync(
    'unshare',
    [
      '-rm',
      process.execPath,
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'disk-full-scenario.ts'),
    ],
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as {
    full: {
      application: { status: number; body: unknown };
      uploadsAfterApplication: string[];
      contacts: { status: number; body: unknown }[];
    };
    recovered: {
      application: { status: number; body: unknown };
      contact: { status: number; body: unknown };
      uploads: string[];
    };
    alive: boolean;
  };
  expect(result.full.application).toEqual({
    status: 503,
    body: { message: messages.storageUnavailable },
  });
  expect(result.full.uploadsAfterApplication).toEqual([]);
  expect(result.full.contacts.at(-1)).toEqual({
    status: 503,
    body: { message: messages.storageUnavailable },
  });
  expect(result.recovered.application.status).toBe(200);
  expect(result.recovered.contact.status).toBe(200);
  expect(result.recovered.uploads).toHaveLength(1);
  expect(result.alive).toBe(true);
});
