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
    expect(sessions.lastQuestions('session-a', 1)).toEqual(['pricing?']);
    expect(sessions.lastQuestions('session-a', 3)).toEqual(['pricing?', 'hi']);
    expect(sessions.lastQuestions('unknown-session', 3)).toEqual([]);
  });
});

describe('votes on replies', () => {
  it("are kept on the session's own reply, changeable and taken back", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chat-store-'));
    const db = openDatabase(dir);
    const sessions = createChatSessionStore(db);
    const reply = sessions.saveExchange('session-a', 'q?', 'I am not sure.', {
      unsure: true,
      source: 'faq:pricing',
    });
    const row = () =>
      db.prepare('SELECT unsure, source, vote FROM chat_messages WHERE id = ?').get(reply);
    expect(row()).toEqual({ unsure: 1, source: 'faq:pricing', vote: null });
    expect(sessions.vote('session-a', reply, 'down')).toBe(true);
    expect(row()).toMatchObject({ vote: 'down' });
    expect(sessions.vote('session-a', reply, 'up')).toBe(true);
    expect(row()).toMatchObject({ vote: 'up' });
    expect(sessions.vote('session-a', reply, null)).toBe(true);
    expect(row()).toMatchObject({ vote: null });
    // Another session's reply, or the visitor's own message, cannot be voted on.
    expect(sessions.vote('session-b', reply, 'down')).toBe(false);
    expect(sessions.vote('session-a', reply - 1, 'down')).toBe(false);
  });
});

describe('the storage cap', () => {
  it('removes the least recently used sessions first and stays under the cap', () => {
    const db = openDatabase(mkdtempSync(path.join(tmpdir(), 'chat-cap-')));
    const sessions = createChatSessionStore(db, { maxStoredMessages: 10 });
    sessions.saveExchange('oldest', 'q', 'a');
    sessions.saveExchange('older', 'q', 'a');
    sessions.saveExchange('recent', 'q', 'a');
    sessions.saveExchange('oldest', 'used again', 'a');
    sessions.saveExchange('newer', 'q', 'a');
    expect(sessions.totalMessages()).toBe(10);
    sessions.saveExchange('newest', 'q', 'a');
    // 12 > 10: down to 9 at most, 'older' (least recently used) first, then 'recent'.
    expect(sessions.history('older')).toEqual([]);
    expect(sessions.history('recent')).toEqual([]);
    expect(sessions.messageCount('oldest')).toBe(4);
    expect(sessions.messageCount('newest')).toBe(2);
    expect(sessions.totalMessages()).toBe(8);
    expect(createChatSessionStore(db).totalMessages()).toBe(8);
  });
});
