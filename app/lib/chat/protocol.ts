/**
 * The n8n Chat Trigger protocol (spec §7 item 1): POST JSON in CORS mode, no
 * cache. A stock n8n Chat Trigger reads `chatInput`, the spec's widget sends
 * `message`: both carry the text. Unlike the spec's widget, a call that fails
 * or takes longer than the timeout rejects instead of waiting forever.
 */
import type { ChatOptions } from './options';

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

async function call(options: ChatOptions, body: Record<string, unknown>): Promise<unknown> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...options.webhookConfig.headers,
  };
  if (options.authToken) headers.Authorization = `Bearer ${options.authToken}`;
  const response = await fetch(options.webhookUrl, {
    method: options.webhookConfig.method,
    mode: 'cors',
    cache: 'no-cache',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`The chat service answered ${response.status}`);
  return response.json();
}

export async function sendMessage(
  options: ChatOptions,
  sessionId: string,
  message: string,
): Promise<string> {
  const reply = (await call(options, {
    action: 'sendMessage',
    sessionId,
    message,
    chatInput: message,
  })) as {
    output?: unknown;
    text?: unknown;
  };
  const text =
    typeof reply?.output === 'string'
      ? reply.output
      : typeof reply?.text === 'string'
        ? reply.text
        : '';
  if (!text) throw new Error('The chat service sent an empty reply');
  return text;
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
  const result = (await call(options, { action: 'loadPreviousSession', sessionId })) as {
    data?: HistoryItem[];
  };
  return (result?.data ?? []).map((item, index) => ({
    id: `history-${index}`,
    text: String(item.kwargs?.content ?? ''),
    sender: isHumanItem(item) ? 'user' : 'bot',
    createdAt: new Date().toISOString(),
  }));
}
