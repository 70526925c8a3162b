/** Starting `server/main.ts` as a child process and watching how it ends. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Started {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Spawns the server; `ready` resolves once it listens, or rejects with its output if it exits first. */
export function spawnServer(
  env: Record<string, string>,
  port: number,
): Started & { ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes(`:${port}`)) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`The server exited with code ${code}: ${output}`));
    });
  });
  ready.catch(() => {});
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output, exited, ready };
}
