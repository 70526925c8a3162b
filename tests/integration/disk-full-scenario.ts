/**
 * Run inside a private mount namespace (`unshare -rm`, see disk-full.test.ts):
 * puts DATA_DIR on a 4 MB tmpfs, fills it, and records what the server
 * answers and leaves behind, then frees the space and tries again. Prints
 * one JSON object for the test to check.
 */
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeSync,
  closeSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/server-process.ts';
import { spawnServer } from './server-process.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'disk-full-'));
execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir]);
// No free-space floor: this test is about the disk running out under a write.
const server = spawnServer(
  { DATA_DIR: dir, RATE_LIMIT_MAX: '1000', MIN_FREE_DISK_MB: '0' },
  await freePort(),
);
await server.ready;

function application(name: string) {
  const data = new FormData();
  data.set('fullName', name);
  data.set('email', 'disk@example.com');
  data.set('position', 'Customer Support Specialist');
  const cv = new Uint8Array(300 * 1024).fill(0x20);
  cv.set(new TextEncoder().encode('%PDF-1.7\n'));
  cv.set(new TextEncoder().encode('\n%%EOF\n'), cv.length - 7);
  data.set('resume', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
  return fetch(`${server.origin}/api/forms/application`, { method: 'POST', body: data });
}
const contact = () =>
  fetch(`${server.origin}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Disk Full',
      email: 'disk@example.com',
      subject: 'support',
      message: 'x'.repeat(5000),
    }),
  });
const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});
const uploads = () =>
  existsSync(path.join(dir, 'uploads')) ? readdirSync(path.join(dir, 'uploads')) : [];

// Fill the disk to the last byte.
const filler = path.join(dir, 'filler');
const fd = openSync(filler, 'w');
const block = Buffer.alloc(4096);
try {
  for (;;) writeSync(fd, block);
} catch {
  // ENOSPC: full.
}
closeSync(fd);

const full = {
  application: await answer(await application('While full')),
  uploadsAfterApplication: uploads(),
  contacts: [] as { status: number; body: unknown }[],
};
// A contact message is small: the database may still fit a few, then it fails too.
for (let i = 0; i < 40; i++) {
  const result = await answer(await contact());
  full.contacts.push(result);
  if (result.status !== 200) break;
}

rmSync(filler);
const recovered = {
  application: await answer(await application('After space returned')),
  contact: await answer(await contact()),
  uploads: uploads(),
};
const alive = server.child.exitCode === null;
server.child.kill('SIGTERM');
await server.exited;
execFileSync('umount', [dir]);
console.log(JSON.stringify({ full, recovered, alive }));
