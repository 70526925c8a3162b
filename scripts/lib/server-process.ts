/**
 * Starts the embedded server (`server/main.ts`) as a child process on a free
 * port, for scripts that measure the real thing, and stops it afterwards.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
  /** Kills the process at once with the given signal (SIGKILL for a crash), and waits for it to end. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

export async function startServer(
  env: Record<string, string> = {},
  fixedPort?: number,
): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start in 180 s')), 180_000);
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const kill = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { origin, stop: () => kill('SIGTERM'), kill };
}
