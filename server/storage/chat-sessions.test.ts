import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChatSessionStore } from './chat-sessions';
import { openDatabase } from './db';

const store = () =>
  createChatSessionStore(openDatabase(mkdtempSync(path.join(tmpdir(), 'chat-store-'))));

describe('chat session store', () => {
  it('keeps each exchange in order, per session', () => {
    const sessions = store();
    sessions.saveExchange('session-a', 'hi', 'Hello!');
    sessions.saveExchange('session-b', 'other', 'Other answer');
    sessions.saveExchange('session-a', 'pricing?', 'From $99.');
    expect(sessions.history('session-a')).toEqual([
      { role: 'human', content: 'hi' },
      { role: 'ai', content: 'Hello!' },
      { role: 'human', content: 'pricing?' },
      { role: 'ai', content: 'From $99.' },
    ]);
    expect(sessions.history('session-b')).toHaveLength(2);
    expect(sessions.history('unknown-session')).toEqual([]);
  });
});
