/**
 * The chat webhook the widget talks to when VITE_CHAT_WEBHOOK_URL is unset: the n8n Chat Trigger
 * protocol on our own server (spec §7 item 1). {action: 'loadPreviousSession', sessionId}
 * -> {data: [history items]} {action: 'sendMessage', sessionId, message|chatInput} -> {output:
 * reply} A request that asks for a stream (`Accept: text/plain`, what @n8n/chat sends with
 * `enableStreaming`) gets the reply as a streaming Chat Trigger writes it (stream.ts). Each
 * exchange is stored, so a previous session can be reloaded in n8n's history shape.
 *
 * Beyond n8n's protocol (its widget ignores them), a JSON reply also says whether the bot was
 * `unsure` (our widget then offers a person) and its `replyId`, which the visitor's vote names:
 * {action: 'vote', sessionId, replyId, vote: 'up'|'down'|null} -> {ok: true}
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createRateLimiter, limitPerAddress, retryLater } from '../rate-limit.ts';
import { mediaTypeOf } from '../media-type.ts';
import type { ChatSessionStore } from '../storage/chat-sessions.ts';
import { TURNS_READ, type createBot } from './bot.ts';
import { chatCors } from '../cors.ts';
import { streamReply } from './stream.ts';

export const MAX_MESSAGE_LENGTH = 2000;
const SESSION_ID = /^[A-Za-z0-9_-]{8,100}$/;
const SESSION_FULL =
  'This conversation has reached its length limit. Reload the page to start a new one, or contact us at /contact.';

/** A message as n8n's memory returns it (LangChain's serialised message). */
export const historyItem = (role: 'human' | 'ai', content: string) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', role === 'human' ? 'HumanMessage' : 'AIMessage'],
  kwargs: { content, additional_kwargs: {}, response_metadata: {} },
});

/**
 * Whether the caller asked for a streamed reply, as @n8n/chat does with `Accept: text/plain`. A
 * generic client that also accepts JSON (`application/json, text/plain, *\/*`) gets JSON.
 */
export function wantsStream(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  return types.includes('text/plain') && !types.includes('application/json');
}

/** What one visitor may ask of the bot (server/config.ts reads them from CHAT_* variables). */
export interface ChatLimits {
  /** Requests per client address per window. */
  perAddress: { max: number; windowMs: number };
  /** Messages per session per window. */
  perSession: { max: number; windowMs: number };
  /** Messages (both sides) one session may hold. */
  maxSessionMessages: number;
}

export interface ChatRoutesOptions {
  sessions: ChatSessionStore;
  bot: ReturnType<typeof createBot>;
  /** Other sites whose pages may call the bot (CHAT_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  limits?: ChatLimits;
  /** The client's address (client-address.ts `requestAddress`); counted per IPv6 /64 like the forms. */
  clientAddress?: (c: Context) => string;
}

const unlimited: ChatLimits = {
  perAddress: { max: Infinity, windowMs: 60_000 },
  perSession: { max: Infinity, windowMs: 60_000 },
  maxSessionMessages: Infinity,
};

/** A request the bot does not answer, and why. */
const refuse = (c: Context, status: 400 | 404 | 413 | 415, message: string) =>
  c.json({ message }, status);

const tooMany = (c: Context, retryAfterSeconds: number, reason: string) =>
  c.json({ message: `${reason} ${retryLater(retryAfterSeconds)}` }, 429, {
    'Retry-After': String(retryAfterSeconds),
  });

export function createChatRoutes({
  sessions,
  bot,
  allowedOrigins = [],
  limits = unlimited,
  clientAddress = () => 'unknown',
}: ChatRoutesOptions) {
  const app = new Hono();
  const perSession = createRateLimiter(limits.perSession.max, limits.perSession.windowMs);

  // First, so that every answer, errors included, carries CORS for an allowed site.
  app.use('*', chatCors(allowedOrigins));
  const tooLong = (c: Context) => refuse(c, 413, 'The message is too long.');
  app.use('*', bodyLimit({ maxSize: 16 * 1024, onError: tooLong }));

  // Before the body is read: a flood costs us as little as possible.
  const flood = (c: Context, message: string) => c.json({ message }, 429);
  app.post('/', limitPerAddress(limits.perAddress, clientAddress, 'messages', flood));
  app.post('/', async (c) => {
    if (mediaTypeOf(c.req.header('content-type')) !== 'application/json')
      return refuse(c, 415, 'Send JSON (Content-Type: application/json).');
    const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (body === undefined) return refuse(c, 400, 'The request body is not valid JSON.');
    if (!body || typeof body !== 'object')
      return refuse(c, 400, 'The request body must be a JSON object.');
    const { action, sessionId } = body;
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId))
      return refuse(c, 400, 'A sessionId of 8 to 100 letters, digits, - or _ is required.');
    if (action === 'loadPreviousSession')
      return c.json({
        data: sessions.history(sessionId).map((m) => historyItem(m.role, m.content)),
      });
    if (action === 'vote') {
      const { replyId, vote } = body;
      if (typeof replyId !== 'number' || !Number.isSafeInteger(replyId) || replyId < 1)
        return refuse(c, 400, 'A replyId (a positive whole number) is required.');
      if (vote !== 'up' && vote !== 'down' && vote !== null)
        return refuse(c, 400, "The vote must be 'up', 'down' or null.");
      if (!sessions.vote(sessionId, replyId, vote))
        return refuse(c, 404, 'This conversation has no such reply.');
      return c.json({ ok: true });
    }
    if (action !== 'sendMessage')
      return refuse(c, 400, "The action must be 'sendMessage', 'loadPreviousSession' or 'vote'.");
    const text = typeof body.chatInput === 'string' ? body.chatInput : body.message;
    if (typeof text !== 'string' || !text.trim()) return refuse(c, 400, 'The message is empty.');
    if (text.length > MAX_MESSAGE_LENGTH)
      return refuse(c, 413, `The message is too long (at most ${MAX_MESSAGE_LENGTH} characters).`);
    if (sessions.messageCount(sessionId) + 2 > limits.maxSessionMessages)
      return refuse(c, 413, SESSION_FULL);
    const bySession = perSession.take(sessionId);
    if (!bySession.allowed)
      return tooMany(c, bySession.retryAfterSeconds, 'You are sending messages very quickly.');
    // A follow-up ("and on Premium?") is read with the session's previous questions.
    const [previous, ...earlier] = sessions.lastQuestions(sessionId, TURNS_READ);
    const { reply, unsure, sources } = bot.answer(text, { previous, earlier });
    const source = sources[0]?.id;
    const replyId = sessions.saveExchange(sessionId, text, reply, { unsure, source });
    if (wantsStream(c.req.header('accept'))) return streamReply(reply);
    return c.json({ output: reply, unsure, replyId });
  });

  return app;
}
