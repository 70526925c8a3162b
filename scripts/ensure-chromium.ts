/**
 * Finds the Chromium the browser tests and audits drive: CHROME_PATH if set,
 * else Debian's /usr/bin/chromium, installing the `chromium` package with
 * apt-get when it is missing and we are allowed to (root, apt-get present).
 * Otherwise it says plainly what to install and fails.
 *
 * Playwright's own browser download is never used: it cannot reach its
 * servers from a machine that only sees the package registries.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return executable(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(
      `CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable.`,
    );
  }
  const canInstall = process.getuid?.() === 0 && executable('/usr/bin/apt-get');
  if (canInstall) {
    console.log('Chromium is missing: installing Debian’s chromium package.');
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
      const installed = findChromium();
      if (installed) return installed;
    }
  }
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      'Install it, then run the tests again:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/chrome',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const path = ensureChromium();
    console.log(`Chromium: ${path}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
