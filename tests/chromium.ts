/** Launch settings shared by the browser tests and the audit script. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for a sandboxed, offline machine: no first-run, sync or background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
