/**
 * `npm start`: serve the prerendered site, building it first when there is no
 * build yet.
 *
 * Environment (documented in the README): PORT, HOST, DATA_DIR,
 * FORWARD_CONTACT_URL, FORWARD_VENDOR_REQUEST_URL, FORWARD_APPLICATION_URL,
 * FORWARD_QUOTE_URL, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS, TRUST_PROXY.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { notFoundPages } from '../app/site-manifest.ts';
import { createApp } from './app.ts';
import type { ExternalOrigins } from './build-config.ts';
import { createBot } from './chat/bot.ts';
import { loadPassages } from './chat/knowledge.ts';
import { createChatRoutes } from './chat/routes.ts';
import { createOutbox } from './forms/outbox.ts';
import { createFormRoutes } from './forms/routes.ts';
import { loadStaticSite } from './static-site.ts';
import { openDatabase } from './storage/db.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'build/client');
const configFile = path.join(root, 'build/config.json');

if (!existsSync(path.join(clientDir, 'index.html')) || !existsSync(configFile)) {
  console.log('No build found: running npm run build first.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
mkdirSync(dataDir, { recursive: true });

const { externalOrigins } = JSON.parse(readFileSync(configFile, 'utf8')) as {
  externalOrigins: ExternalOrigins;
};
const positiveNumber = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

const site = loadStaticSite(clientDir, externalOrigins);
const db = openDatabase(dataDir);
const forwardTo = {
  contact: process.env.FORWARD_CONTACT_URL || undefined,
  'vendor-request': process.env.FORWARD_VENDOR_REQUEST_URL || undefined,
  application: process.env.FORWARD_APPLICATION_URL || undefined,
  quote: process.env.FORWARD_QUOTE_URL || undefined,
};
const forms = createFormRoutes({
  db,
  dataDir,
  forwardTo,
  rateLimit: {
    max: positiveNumber(process.env.RATE_LIMIT_MAX, 10),
    windowMs: positiveNumber(process.env.RATE_LIMIT_WINDOW_SECONDS, 60) * 1000,
  },
  trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
  clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown',
});
const outbox = createOutbox({ db, dataDir });
if (Object.values(forwardTo).some(Boolean)) outbox.start();

const chat = createChatRoutes({ db, bot: createBot(loadPassages()) });

const app = createApp({
  site,
  notFoundPages,
  mounts: [
    { path: '/api/forms', app: forms },
    { path: '/api/chat', app: chat },
  ],
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;
  console.log(
    `VendorHub site on http://${shown}:${info.port} (${site.files.size} files, data in ${dataDir})`,
  );
});

function shutdown() {
  outbox.stop();
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
