/**
 * `npm start`: serve the prerendered site, building it first when there is no
 * build yet.
 *
 * Environment: PORT (default 3000), HOST (default 0.0.0.0), DATA_DIR (default
 * ./data, where submissions and chat sessions are stored).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { notFoundPages } from '../app/site-manifest.ts';
import { createApp } from './app.ts';
import type { ExternalOrigins } from './build-config.ts';
import { loadStaticSite } from './static-site.ts';

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
const site = loadStaticSite(clientDir, externalOrigins);
const app = createApp({ site, notFoundPages });

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;
  console.log(
    `VendorHub site on http://${shown}:${info.port} (${site.files.size} files, data in ${dataDir})`,
  );
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
