/**
 * The chat webhook the widget talks to when VITE_CHAT_WEBHOOK_URL is unset:
 * the n8n Chat Trigger protocol on our own server (spec §7 item 1).
 *   {action: 'loadPreviousSession', sessionId}          -> {data: [history items]}
 *   {action: 'sendMessage', sessionId, message|chatInput} -> {output: reply}
 * Each session's messages are stored, so a previous session can be reloaded
 * in n8n's history shape.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../storage/db.ts';
import type { createBot } from './bot.ts';

export const MAX_MESSAGE_LENGTH = 2000;
const SESSION_ID = /^[A-Za-z0-9_-]{8,100}$/;

/** A message as n8n's memory returns it (LangChain's serialised message). */
export function historyItem(role: 'human' | 'ai', content: string) {
  return {
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', role === 'human' ? 'HumanMessage' : 'AIMessage'],
    kwargs: { content, additional_kwargs: {}, response_metadata: {} },
  };
}

export function createChatRoutes({ db, bot }: { db: Db; bot: ReturnType<typeof createBot> }) {
  const app = new Hono();
  const insert = db.prepare(
    'INSERT INTO chat_messages (session_id, role, content, created_at) VALUES (?, ?, ?, ?)',
  );
  const history = db.prepare<[string], { role: 'human' | 'ai'; content: string }>(
    'SELECT role, content FROM chat_messages WHERE session_id = ? ORDER BY id LIMIT 500',
  );
  const saveExchange = db.transaction((sessionId: string, question: string, reply: string) => {
    const now = new Date().toISOString();
    insert.run(sessionId, 'human', question, now);
    insert.run(sessionId, 'ai', reply, now);
  });

  app.use(
    '*',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.json({ message: 'The message is too long.' }, 413),
    }),
  );

  app.post('/', async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('application/json')) {
      return c.json({ message: 'Send JSON (Content-Type: application/json).' }, 415);
    }
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return c.json({ message: 'The request body is not valid JSON.' }, 400);
    }
    if (!body || typeof body !== 'object')
      return c.json({ message: 'The request body must be a JSON object.' }, 400);
    const { action, sessionId } = body;
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) {
      return c.json(
        { message: 'A sessionId of 8 to 100 letters, digits, - or _ is required.' },
        400,
      );
    }
    if (action === 'loadPreviousSession') {
      return c.json({ data: history.all(sessionId).map((m) => historyItem(m.role, m.content)) });
    }
    if (action !== 'sendMessage') {
      return c.json({ message: "The action must be 'sendMessage' or 'loadPreviousSession'." }, 400);
    }
    const text = typeof body.chatInput === 'string' ? body.chatInput : body.message;
    if (typeof text !== 'string' || text.trim() === '')
      return c.json({ message: 'The message is empty.' }, 400);
    if (text.length > MAX_MESSAGE_LENGTH) {
      return c.json(
        { message: `The message is too long (at most ${MAX_MESSAGE_LENGTH} characters).` },
        413,
      );
    }
    const previous = history.all(sessionId).findLast((m) => m.role === 'human')?.content;
    const { reply } = bot.answer(text, { previous });
    saveExchange(sessionId, text, reply);
    return c.json({ output: reply });
  });

  return app;
}
