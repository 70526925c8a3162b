/**
 * The bot's reply as a streaming n8n Chat Trigger sends it (n8n 1.105 and later): the same headers,
 * and one JSON line per chunk, a begin/end pair around `item` lines that carry the text in pieces.
 */

/** The headers n8n's Chat Trigger writes before it streams. */
export const STREAM_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Transfer-Encoding': 'chunked',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
} as const;

/** The node the chunks name: the built-in bot stands where n8n's agent node would. */
const NODE = { nodeId: 'vendorhub-help-bot', nodeName: 'Help bot' };

/** A reply in pieces of up to four words, spaces kept, so the pieces join back to the reply. */
export const splitReply = (reply: string): string[] => reply.match(/\s*(?:\S+\s*){1,4}/g) ?? [];

/** The NDJSON lines of one reply. */
export function replyLines(reply: string): string[] {
  const metadata = { ...NODE, itemIndex: 0, runIndex: 0, timestamp: Date.now() };
  return [
    { type: 'begin', metadata },
    ...splitReply(reply).map((content) => ({ type: 'item', content, metadata })),
    { type: 'end', metadata },
  ].map((chunk) => `${JSON.stringify(chunk)}\n`);
}

/** The streamed response: each line written as its own chunk. */
export function streamReply(reply: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of replyLines(reply)) controller.enqueue(encoder.encode(line));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}
