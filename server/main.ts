/**
 * `npm start`: serve the prerendered site, building it first when there is no
 * build yet. The configuration (server/config.ts, every variable in the
 * README) is checked before anything else: a bad value stops the server with
 * one line naming it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { formResultPath } from '#app/forms/contract.ts';
import { resolveSiteUrl } from '#app/lib/site-url.ts';
import { notFoundPages } from '#app/site-manifest.ts';
import { docsOrder } from '#app/content/docs/index.ts';
import { createApp } from './app.ts';
import { requestAddress } from './client-address.ts';
import type { ExternalOrigins } from './build-config.ts';
import { createBot } from './chat/bot.ts';
import { loadKnowledge } from './chat/knowledge.ts';
import { createChatRoutes } from './chat/routes.ts';
import { ConfigError, readConfig, type ServerConfig } from './config.ts';
import { createOutbox } from './forms/outbox.ts';
import { loadMcpContent } from './mcp/content.ts';
import { createMcpRoutes } from './mcp/routes.ts';
import { createFormRoutes } from './forms/routes.ts';
import { createFeedbackRoutes } from './feedback/routes.ts';
import { removeOrphanUploads } from './forms/uploads.ts';
import { loadStaticSite } from './static-site.ts';
import { createChatSessionStore } from './storage/chat-sessions.ts';
import { createDocsFeedbackStore } from './storage/docs-feedback.ts';
import { openDatabase, secureDataDir, uploadsDir } from './storage/db.ts';
import { purgeExpired, schedulePurge } from './storage/retention.ts';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './storage/lock.ts';
import { referencedUploads } from './storage/submissions.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'build/client');
const configFile = path.join(root, 'build/config.json');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function loadConfig(): ServerConfig {
  try {
    return readConfig(process.env, root);
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
}
const config = loadConfig();

if (!existsSync(path.join(clientDir, 'index.html')) || !existsSync(configFile)) {
  console.log('No build found: running npm run build first.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The data folder holds what visitors sent: only this user may read it.
secureDataDir(config.dataDir);
function lockOrFail(): DataDirLock {
  try {
    return lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  }
}
const lock = lockOrFail();

const build = JSON.parse(readFileSync(configFile, 'utf8')) as {
  externalOrigins: ExternalOrigins;
  /** Absent from builds made before the MCP server. */
  siteUrl?: string;
};
const { externalOrigins } = build;
const site = loadStaticSite(clientDir, externalOrigins);
const db = openDatabase(config.dataDir);
// A crash between writing a CV and committing its row leaves a file no row
// points at; with the folder locked, nothing else is writing now.
const orphans = removeOrphanUploads(uploadsDir(config.dataDir), referencedUploads(db));
if (orphans > 0) console.log(`Removed ${orphans} uploaded file(s) left by an interrupted request.`);

// One idea of who sent a request, for the form and the chat limits alike.
const clientAddress = requestAddress(config.trustProxy, (c) => getConnInfo(c).remote.address);

const forms = createFormRoutes({
  db,
  dataDir: config.dataDir,
  forwardTo: config.forwardTo,
  rateLimit: config.rateLimit,
  clientAddress,
  uploads: config.uploads,
  errorPage: (id) => {
    const file = site.files.get(`${formResultPath(id, 'error')}/index.html`);
    return file && { html: file.body.toString('utf8'), csp: file.csp };
  },
  log: (message) => console.error(message),
});
const outbox = createOutbox({
  db,
  dataDir: config.dataDir,
  targets: config.forwardTo,
  limits: config.outbox,
});
// Also when no variable is set now: rows queued under an earlier setting still go out.
outbox.start();

// What /privacy promises: data past its retention period is removed at
// startup and every day after.
const purge = schedulePurge(
  () => purgeExpired(db, config.dataDir, config.retention),
  (message) => console.log(message),
);

// The bot and the MCP server answer from the same knowledge and search index, built once.
const knowledge = loadKnowledge();
const bot = createBot(knowledge);
const chat = createChatRoutes({
  sessions: createChatSessionStore(db, { maxStoredMessages: config.chat.maxStoredMessages }),
  bot,
  allowedOrigins: config.chat.allowedOrigins,
  limits: {
    perAddress: { max: config.chat.rateLimit.max, windowMs: config.chat.rateLimit.windowMs },
    perSession: { max: config.chat.rateLimit.sessionMax, windowMs: config.chat.rateLimit.windowMs },
    maxSessionMessages: config.chat.maxSessionMessages,
  },
  clientAddress,
});

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const mcp = createMcpRoutes({
  content: loadMcpContent({
    siteUrl: resolveSiteUrl(build.siteUrl),
    knowledge,
    version,
    search: bot.search,
  }),
  allowedOrigins: config.chat.allowedOrigins,
  rateLimit: config.mcp.rateLimit,
  clientAddress,
});
const feedback = createFeedbackRoutes({
  store: createDocsFeedbackStore(db),
  pages: docsOrder,
  rateLimit: config.rateLimit,
  clientAddress,
});

const app = createApp({
  site,
  notFoundPages,
  mounts: [
    { path: '/api/forms', app: forms },
    { path: '/api/chat', app: chat },
    { path: '/mcp', app: mcp },
    { path: '/api/feedback', app: feedback },
  ],
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `VendorHub site on http://${shown}:${info.port} (${site.files.size} files, data in ${config.dataDir})`,
  );
}) as Server;

let stopping = false;
/**
 * Stop accepting connections, let requests in flight (a CV upload) and a
 * delivery in flight finish within the grace period, then close the
 * database. Past the grace period the exit is forced, with a non-zero code.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const graceSeconds = config.shutdownGraceMs / 1000;
  console.log(`${signal}: finishing requests in flight (up to ${graceSeconds} s)`);
  const forced = setTimeout(() => {
    console.error(`Shutdown: requests still in flight after ${graceSeconds} s; exiting anyway`);
    process.exit(1);
  }, config.shutdownGraceMs);
  forced.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections with no request in flight would hold the server open.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  purge.stop();
  await Promise.all([closed, outbox.stop()]);
  clearInterval(idle);
  db.close();
  lock.release();
  clearTimeout(forced);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
