import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/db';
import { createBot } from './bot';
import { loadKnowledge } from './knowledge';
import { createChatRoutes, historyItem } from './routes';

const bot = createBot(loadKnowledge());

function setup() {
  const db = openDatabase(mkdtempSync(path.join(tmpdir(), 'chat-')));
  return createChatRoutes({ db, bot });
}

const post = (app: ReturnType<typeof setup>, body: unknown, type = 'application/json') =>
  app.request('/', {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const sessionId = 'session-0123456789';

describe('chat endpoint', () => {
  it('answers sendMessage with output, reading message or chatInput', async () => {
    const app = setup();
    const a = (await (
      await post(app, { action: 'sendMessage', sessionId, message: 'What is Quantity Delta?' })
    ).json()) as { output: string };
    expect(a.output).toContain('safety stock');
    const b = (await (
      await post(app, { action: 'sendMessage', sessionId, chatInput: 'hello' })
    ).json()) as { output: string };
    expect(b.output).toMatch(/^Hello!/);
  });

  it("returns the session's history in n8n's shape, and nothing for a new session", async () => {
    const app = setup();
    await post(app, { action: 'sendMessage', sessionId, message: 'hi' });
    const { data } = (await (
      await post(app, { action: 'loadPreviousSession', sessionId })
    ).json()) as { data: unknown[] };
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual(historyItem('human', 'hi'));
    expect((data[1] as { id: string[] }).id).toEqual(['langchain_core', 'messages', 'AIMessage']);
    const fresh = (await (
      await post(app, { action: 'loadPreviousSession', sessionId: 'another-session-1' })
    ).json()) as { data: unknown[] };
    expect(fresh.data).toEqual([]);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const app = setup();
    const cases: [Response, number][] = [
      [await post(app, { action: 'sendMessage', message: 'hi' }), 400],
      [await post(app, { action: 'sendMessage', sessionId: 'x', message: 'hi' }), 400],
      [await post(app, { action: 'deleteEverything', sessionId }), 400],
      [await post(app, { action: 'sendMessage', sessionId, message: '  ' }), 400],
      [await post(app, { action: 'sendMessage', sessionId, message: 'x'.repeat(2001) }), 413],
      [await post(app, { action: 'sendMessage', sessionId, message: 'x'.repeat(20_000) }), 413],
      [await post(app, '{oops'), 400],
      [await post(app, 'hi', 'text/plain'), 415],
    ];
    for (const [response, status] of cases) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(5);
    }
  });

  it("answers a follow-up from the session's previous question", async () => {
    const app = setup();
    const ask = async (message: string) =>
      (
        (await (await post(app, { action: 'sendMessage', sessionId, message })).json()) as {
          output: string;
        }
      ).output;
    expect(await ask('How many stores on Plus?')).toMatch(/^Plus includes \d+ stores/);
    expect(await ask('and on Premium?')).toMatch(/^Premium includes \d+ stores/);
  });
});
