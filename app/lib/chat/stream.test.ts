import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutEvery, samples } from '../../../tests/n8n-streams';
import { createChatOptions } from './options';
import { ChatReplyError, sendMessage } from './protocol';
import { createLineSplitter, readStreamText, visibleRuns } from './stream';

afterEach(() => vi.unstubAllGlobals());

const texts = (body: string[]) => visibleRuns(readStreamText(body.join(''))).map((r) => r.text);

describe('reading a recorded n8n stream', () => {
  it('joins the item pieces of one node run into one bubble', () => {
    expect(texts(samples.oneNode)).toEqual(['Inventory syncs about every hour.']);
  });
  it('gives each node run its own bubble', () => {
    expect(texts(samples.twoNodes)).toEqual(['First answer.', 'Second answer.']);
  });
  it('ignores keepalive lines and types it does not know', () => {
    expect(texts(samples.withKeepalive)).toEqual(['Still here.']);
    expect(texts(samples.unknownType)).toEqual(['Done.']);
  });
  it('shows a line that is not JSON as text, in a bubble of its own as @n8n/chat does', () => {
    expect(texts(samples.nonJsonLine)).toEqual(['Before. ', 'plain text from a proxy']);
  });
  it('keeps the text before an error chunk and reports the error', () => {
    const state = readStreamText(samples.error.join(''));
    expect(state.error).toBe('Model overloaded');
    expect(visibleRuns(state).map((r) => r.text)).toEqual(['Partial ']);
  });
  it('has no bubble for a stream without text', () => {
    expect(texts(samples.noText)).toEqual([]);
  });
  it('reads lines cut anywhere, whatever the piece size', () => {
    const body = samples.twoNodes.join('');
    for (const size of [1, 7, 50]) {
      const splitter = createLineSplitter();
      const lines = [...cutEvery(body, size).flatMap((p) => splitter.push(p)), ...splitter.flush()];
      expect(lines.join('\n') + '\n').toBe(body);
    }
  });
  it('starts a new bubble when the same node runs again', () => {
    expect(texts([...samples.oneNode, ...samples.oneNode])).toEqual([
      'Inventory syncs about every hour.',
      'Inventory syncs about every hour.',
    ]);
  });
});

/** A streamed body delivered piece by piece, like a chunked response. */
function streamedResponse(pieces: string[], { stallAfter }: { stallAfter?: number } = {}) {
  const encoder = new TextEncoder();
  let index = 0;
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (stallAfter !== undefined && index >= stallAfter) return new Promise(() => {});
        if (index >= pieces.length) return controller.close();
        controller.enqueue(encoder.encode(pieces[index++]));
      },
    }),
    { headers: { 'Content-Type': 'application/json; charset=utf-8' } },
  );
}

const options = createChatOptions({ webhookUrl: 'https://n8n.example/webhook/abc/chat' });

function serve(response: () => Response) {
  vi.stubGlobal('fetch', () => Promise.resolve(response()));
}

describe('sendMessage with a streamed reply', () => {
  it('shows the text as it grows and resolves with the bubbles', async () => {
    serve(() => streamedResponse(cutEvery(samples.twoNodes.join(''), 9)));
    const seen: string[] = [];
    const runs = await sendMessage(options, 's', 'Hi', (partial) =>
      seen.push(partial.map((r) => r.text).join('|')),
    );
    expect(runs.map((r) => r.text)).toEqual(['First answer.', 'Second answer.']);
    expect(seen).toContain('First answer.|Second ');
    expect(seen.at(-1)).toBe('First answer.|Second answer.');
  });
  it('fails on an error chunk, keeping the partial text', async () => {
    serve(() => streamedResponse(samples.error));
    const error = await sendMessage(options, 's', 'Hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatReplyError);
    expect((error as ChatReplyError).message).toBe('The reply failed: Model overloaded');
    expect((error as ChatReplyError).partial.map((r) => r.text)).toEqual(['Partial ']);
  });
  it('fails on a stream that ends without text', async () => {
    serve(() => streamedResponse(samples.noText));
    await expect(sendMessage(options, 's', 'Hi')).rejects.toThrow('No reply came back.');
  });
  it('fails a stream that stalls, keeping what arrived', async () => {
    serve(() => streamedResponse(samples.oneNode, { stallAfter: 2 }));
    const error = await sendMessage({ ...options, timeoutMs: 80 }, 's', 'Hi').catch(
      (e: unknown) => e,
    );
    expect((error as ChatReplyError).message).toBe('The reply took too long.');
    expect((error as ChatReplyError).partial.map((r) => r.text)).toEqual(['Inventory syncs ']);
  });
  it('is not cut while keepalive lines arrive', async () => {
    const pieces = samples.withKeepalive;
    let index = 0;
    const encoder = new TextEncoder();
    serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async pull(controller) {
              await new Promise((resolve) => setTimeout(resolve, 40));
              if (index >= pieces.length) return controller.close();
              controller.enqueue(encoder.encode(pieces[index++]));
            },
          }),
        ),
    );
    // 6 lines 40 ms apart take longer than the 100 ms timeout, but no gap does.
    const runs = await sendMessage({ ...options, timeoutMs: 100 }, 's', 'Hi');
    expect(runs.map((r) => r.text)).toEqual(['Still here.']);
  });
  it('still reads one JSON object, even pretty-printed over several lines, as a plain reply', async () => {
    serve(() => streamedResponse(cutEvery(JSON.stringify({ output: 'Plain.' }, null, 2), 5)));
    expect((await sendMessage(options, 's', 'Hi')).map((r) => r.text)).toEqual(['Plain.']);
  });
});
