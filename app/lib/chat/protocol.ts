/**
 * The n8n Chat Trigger protocol (spec §7 item 1): POST JSON in CORS mode, no
 * cache. A stock n8n Chat Trigger reads `chatInput`, the spec's widget sends
 * `message`: both carry the text. The reply is either one JSON object
 * (`{output}`) or, from a streaming Chat Trigger, JSON lines read as they
 * arrive (see stream.ts); the response itself tells which. Unlike the spec's
 * widget, a call that fails, or that stays silent longer than the timeout,
 * rejects instead of waiting forever.
 */
import type { ChatOptions } from './options';
import {
  applyChunk,
  createLineSplitter,
  emptyReply,
  isStreamLine,
  parseLine,
  readStreamText,
  visibleRuns,
  type ReplyRun,
  type ReplyState,
} from './stream';

export type { ReplyRun } from './stream';

export interface HistoryItem {
  id?: string[] | string;
  kwargs?: { content?: unknown };
}

export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  createdAt: string;
}

/** A failed reply: what to tell the visitor, and the text that arrived before it failed. */
export class ChatReplyError extends Error {
  constructor(
    message: string,
    readonly partial: ReplyRun[] = [],
  ) {
    super(message);
    this.name = 'ChatReplyError';
  }
}

const TIMEOUT = 'The reply took too long.';
const NOT_SENT = 'The message could not be sent.';

/** A server's own JSON `message` (a 429 or 413 explains itself), if it sent a short one. */
async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body?.message === 'string' && body.message.length <= 300
      ? body.message
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One call with a silence timer: it is armed when the call starts and again
 * whenever bytes arrive, so a stream that keeps talking is never cut, and a
 * stalled one is.
 */
async function call<T>(
  options: ChatOptions,
  body: Record<string, unknown>,
  read: (response: Response, alive: () => void, signal: AbortSignal) => Promise<T>,
  accept?: string,
): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(accept ? { Accept: accept } : {}),
    ...options.webhookConfig.headers,
  };
  if (options.authToken) headers.Authorization = `Bearer ${options.authToken}`;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new DOMException(TIMEOUT, 'TimeoutError')),
      options.timeoutMs,
    );
  };
  alive();
  try {
    const response = await fetch(options.webhookUrl, {
      method: options.webhookConfig.method,
      mode: 'cors',
      cache: 'no-cache',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) {
      throw new ChatReplyError(
        (await serverMessage(response)) ??
          `${NOT_SENT} (The chat service answered ${response.status}.)`,
      );
    }
    return await read(response, alive, controller.signal);
  } catch (error) {
    if (error instanceof ChatReplyError) throw error;
    if (controller.signal.aborted) throw new ChatReplyError(TIMEOUT, partialOf(error));
    throw new ChatReplyError(NOT_SENT, partialOf(error));
  } finally {
    clearTimeout(timer);
  }
}

/** Text that arrived before a read failed, carried on the error by readReply. */
const partials = new WeakMap<object, ReplyRun[]>();
const partialOf = (error: unknown) =>
  (typeof error === 'object' && error !== null && partials.get(error)) || [];

/** The text of a plain JSON reply, where n8n's own client looks for it. */
function plainText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const reply = value as { output?: unknown; text?: unknown; message?: unknown };
  const text = reply.output ?? reply.text ?? reply.message;
  return typeof text === 'string' ? text : '';
}

/** What our own bot adds to a JSON reply (server/chat/routes.ts); other webhooks send neither. */
function replyFacts(value: unknown): { unsure?: boolean; replyId?: number } {
  if (typeof value !== 'object' || value === null) return {};
  const { unsure, replyId } = value as { unsure?: unknown; replyId?: unknown };
  return {
    ...(unsure === true ? { unsure } : {}),
    ...(typeof replyId === 'number' && Number.isSafeInteger(replyId) && replyId > 0
      ? { replyId }
      : {}),
  };
}

/** Records the visitor's vote on one reply of our own bot (null takes it back). */
export async function sendVote(
  options: ChatOptions,
  sessionId: string,
  replyId: number,
  vote: 'up' | 'down' | null,
): Promise<void> {
  await call(
    options,
    { action: 'vote', [options.chatSessionKey]: sessionId, replyId, vote },
    async () => undefined,
  );
}

/**
 * Reads the body as it arrives. The first line decides: a stream chunk makes
 * it a stream, shown as it grows; anything else is read to the end as one
 * JSON reply (or, if it is not JSON, as lines of text).
 */
async function readReply(
  response: Response,
  alive: () => void,
  signal: AbortSignal,
  onUpdate?: (runs: ReplyRun[]) => void,
): Promise<ReplyState> {
  const splitter = createLineSplitter();
  const decoder = new TextDecoder();
  let raw = '';
  let streaming: boolean | undefined;
  let state = emptyReply;
  const take = (lines: string[]) => {
    for (const line of lines) {
      streaming ??= isStreamLine(line);
      if (!streaming) return;
      const next = applyChunk(state, parseLine(line));
      if (next !== state) {
        state = next;
        onUpdate?.(visibleRuns(state));
      }
    }
  };
  const reader = response.body?.getReader();
  // A stalled body must stop the read, whether or not the fetch ends it itself.
  const stop = () => void reader?.cancel(signal.reason).catch(() => {});
  signal.addEventListener('abort', stop);
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (signal.aborted) throw signal.reason;
      if (done) break;
      alive();
      const text = decoder.decode(value, { stream: true });
      raw += text;
      take(splitter.push(text));
    }
  } catch (error) {
    if (typeof error === 'object' && error !== null) partials.set(error, visibleRuns(state));
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
  raw += decoder.decode();
  take(splitter.flush());
  if (streaming) return state;
  try {
    const value: unknown = JSON.parse(raw);
    const text = plainText(value);
    return { runs: text ? [{ key: 'reply', text, ...replyFacts(value) }] : [] };
  } catch {
    return readStreamText(raw);
  }
}

/**
 * Sends the visitor's message and resolves with the reply's bubbles (one per
 * node run of a streamed reply). `onUpdate` sees a streamed reply grow.
 */
export async function sendMessage(
  options: ChatOptions,
  sessionId: string,
  message: string,
  onUpdate?: (runs: ReplyRun[]) => void,
): Promise<ReplyRun[]> {
  const state = await call(
    options,
    {
      action: 'sendMessage',
      [options.chatSessionKey]: sessionId,
      message,
      [options.chatInputKey]: message,
      ...(options.metadata ? { metadata: options.metadata } : {}),
    },
    (response, alive, signal) => readReply(response, alive, signal, onUpdate),
    // What @n8n/chat sends to ask a Chat Trigger for a stream.
    options.enableStreaming ? 'text/plain' : undefined,
  );
  const runs = visibleRuns(state);
  if (state.error) throw new ChatReplyError(`The reply failed: ${state.error}`, runs);
  if (runs.length === 0) throw new ChatReplyError('No reply came back.');
  return runs;
}

/** A history item is the visitor's when its id names a human message. */
export function isHumanItem(item: HistoryItem): boolean {
  const id = Array.isArray(item.id) ? item.id.join('/') : String(item.id ?? '');
  return id.includes('HumanMessage');
}

export async function loadPreviousSession(
  options: ChatOptions,
  sessionId: string,
): Promise<ChatMessage[]> {
  const result = (await call(
    options,
    {
      action: 'loadPreviousSession',
      [options.chatSessionKey]: sessionId,
      ...(options.metadata ? { metadata: options.metadata } : {}),
    },
    (response) => response.json(),
  )) as { data?: HistoryItem[] };
  return (result?.data ?? []).map((item, index) => ({
    id: `history-${index}`,
    text: String(item.kwargs?.content ?? ''),
    sender: isHumanItem(item) ? 'user' : 'bot',
    createdAt: new Date().toISOString(),
  }));
}
