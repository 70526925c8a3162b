/**
 * The published n8n chat widget, `@n8n/chat` 1.37.0, as a site owner embeds
 * it: its self-contained bundle (`dist/chat.bundle.umd.js`, 1.6 MB, so not
 * committed) and stylesheet, fetched with `npm pack` from the npm registry
 * the first time and kept in the system's temp folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const N8N_CHAT_VERSION = '1.37.0';

export function n8nChatBundle(): { script: string; css: string } {
  const dir = path.join(tmpdir(), `vendorhub-n8n-chat-${N8N_CHAT_VERSION}`);
  const dist = path.join(dir, 'package', 'dist');
  if (!existsSync(path.join(dist, 'chat.bundle.umd.js'))) {
    // Packed into a private folder, then moved in one step: parallel workers never see half a copy.
    const work = mkdtempSync(path.join(tmpdir(), 'n8n-chat-pack-'));
    try {
      const file = execFileSync(
        'npm',
        ['pack', `@n8n/chat@${N8N_CHAT_VERSION}`, '--pack-destination', work, '--silent'],
        { encoding: 'utf8', timeout: 180_000, stdio: ['ignore', 'pipe', 'pipe'] },
      )
        .trim()
        .split('\n')
        .pop()!;
      execFileSync('tar', ['xzf', path.join(work, file), '-C', work]);
      renameSync(work, dir);
    } catch (error) {
      rmSync(work, { recursive: true, force: true });
      if (!existsSync(path.join(dist, 'chat.bundle.umd.js'))) {
        throw new Error(
          `Could not fetch @n8n/chat@${N8N_CHAT_VERSION} with npm pack (the browser test of the published widget needs the npm registry once): ${String(error)}`,
        );
      }
    }
  }
  return {
    script: readFileSync(path.join(dist, 'chat.bundle.umd.js'), 'utf8'),
    css: readFileSync(path.join(dist, 'style.css'), 'utf8'),
  };
}
