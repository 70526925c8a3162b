/**
 * Chat sessions of the built-in help bot: each exchange (the visitor's
 * message and the bot's reply) is stored under its session id, so a previous
 * session can be reloaded in n8n's history shape. Storage is capped: past
 * the cap, the sessions used least recently are removed first.
 */
import type { Db } from './db.ts';

export type ChatRole = 'human' | 'ai';

export interface StoredChatMessage {
  role: ChatRole;
  content: string;
}

/** What the bot said of its own reply, stored beside it. */
export interface ReplyFacts {
  unsure?: boolean;
  /** The passage or fact id the reply came from, best first (server/chat/bot.ts `sources`). */
  source?: string;
}

export type Vote = 'up' | 'down';

/** More than any visitor reads back; keeps one history answer small. */
const HISTORY_LIMIT = 500;

export function createChatSessionStore(db: Db, { maxStoredMessages = Infinity } = {}) {
  const insert = db.prepare<[string, string, string, string, number, string | null]>(
    'INSERT INTO chat_messages (session_id, role, content, created_at, unsure, source) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const setVote = db.prepare<[Vote | null, number, string]>(
    "UPDATE chat_messages SET vote = ? WHERE id = ? AND session_id = ? AND role = 'ai'",
  );
  const history = db.prepare<[string, number], StoredChatMessage>(
    'SELECT role, content FROM chat_messages WHERE session_id = ? ORDER BY id LIMIT ?',
  );
  const countSession = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM chat_messages WHERE session_id = ?',
  );
  const lastQuestions = db.prepare<[string, number], { content: string }>(
    "SELECT content FROM chat_messages WHERE session_id = ? AND role = 'human' ORDER BY id DESC LIMIT ?",
  );
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM chat_messages');
  const sessionsByLastUse = db.prepare<[], { sessionId: string; n: number }>(
    'SELECT session_id AS sessionId, COUNT(*) AS n FROM chat_messages GROUP BY session_id ORDER BY MAX(id)',
  );
  const removeSession = db.prepare('DELETE FROM chat_messages WHERE session_id = ?');

  /** Removes whole sessions, least recently used first, until `target` messages remain at most. */
  const pruneTo = db.transaction((target: number) => {
    let total = countAll.get()!.n;
    let removed = 0;
    for (const { sessionId, n } of sessionsByLastUse.all()) {
      if (total <= target) break;
      removeSession.run(sessionId);
      total -= n;
      removed++;
    }
    return { removed, total };
  });

  // Counted once; kept up to date in memory, so a write never counts the table.
  let stored = countAll.get()!.n;
  const saveExchange = db.transaction(
    (sessionId: string, question: string, reply: string, facts: ReplyFacts): number => {
      const now = new Date().toISOString();
      insert.run(sessionId, 'human', question, now, 0, null);
      const row = insert.run(
        sessionId,
        'ai',
        reply,
        now,
        facts.unsure ? 1 : 0,
        facts.source ?? null,
      );
      return Number(row.lastInsertRowid);
    },
  );

  return {
    /**
     * The visitor's message and the bot's reply, stored together or not at
     * all; past the cap, old sessions make room (down to 90% of it, so
     * pruning runs now and then rather than on every message).
     */
    saveExchange(
      sessionId: string,
      question: string,
      reply: string,
      facts: ReplyFacts = {},
    ): number {
      const replyId = saveExchange(sessionId, question, reply, facts);
      stored += 2;
      if (stored > maxStoredMessages) {
        stored = pruneTo(Math.floor(maxStoredMessages * 0.9)).total;
      }
      return replyId;
    },
    /**
     * The visitor's vote on one reply of their own session (null takes it
     * back); false when the session has no such reply.
     */
    vote(sessionId: string, replyId: number, vote: Vote | null): boolean {
      return setVote.run(vote, replyId, sessionId).changes === 1;
    },
    /** The session's messages, oldest first. */
    history(sessionId: string): StoredChatMessage[] {
      return history.all(sessionId, HISTORY_LIMIT);
    },
    /** The visitor's latest `count` messages in the session, latest first, for a follow-up. */
    lastQuestions(sessionId: string, count: number): string[] {
      return lastQuestions.all(sessionId, count).map((row) => row.content);
    },
    /** How many messages (both sides) the session holds. */
    messageCount(sessionId: string): number {
      return countSession.get(sessionId)!.n;
    },
    /** How many messages are stored in all. */
    totalMessages(): number {
      return stored;
    },
  };
}

export type ChatSessionStore = ReturnType<typeof createChatSessionStore>;
