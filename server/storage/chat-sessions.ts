/**
 * Chat sessions of the built-in help bot: each exchange (the visitor's
 * message and the bot's reply) is stored under its session id, so a previous
 * session can be reloaded in n8n's history shape.
 */
import type { Db } from './db.ts';

export type ChatRole = 'human' | 'ai';

export interface StoredChatMessage {
  role: ChatRole;
  content: string;
}

/** More than any visitor reads back; keeps one history answer small. */
const HISTORY_LIMIT = 500;

export function createChatSessionStore(db: Db) {
  const insert = db.prepare(
    'INSERT INTO chat_messages (session_id, role, content, created_at) VALUES (?, ?, ?, ?)',
  );
  const history = db.prepare<[string, number], StoredChatMessage>(
    'SELECT role, content FROM chat_messages WHERE session_id = ? ORDER BY id LIMIT ?',
  );
  const saveExchange = db.transaction((sessionId: string, question: string, reply: string) => {
    const now = new Date().toISOString();
    insert.run(sessionId, 'human', question, now);
    insert.run(sessionId, 'ai', reply, now);
  });

  return {
    /** The visitor's message and the bot's reply, stored together or not at all. */
    saveExchange(sessionId: string, question: string, reply: string): void {
      saveExchange(sessionId, question, reply);
    },
    /** The session's messages, oldest first. */
    history(sessionId: string): StoredChatMessage[] {
      return history.all(sessionId, HISTORY_LIMIT);
    },
  };
}

export type ChatSessionStore = ReturnType<typeof createChatSessionStore>;
