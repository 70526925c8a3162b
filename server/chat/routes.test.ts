import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStreamText, visibleRuns } from '#app/lib/chat/stream.ts';
import { createChatSessionStore } from '../storage/chat-sessions';
import { openDatabase } from '../storage/db';
import { createBot } from './bot';
import { loadKnowledge } from './knowledge';
import { createChatRoutes, historyItem, wantsStream } from './routes';
import { replyLines, splitReply, STREAM_HEADERS } from './stream';

const bot = createBot(loadKnowledge());

function setup(allowedOrigins: string[] = []) {
  const db = openDatabase(mkdtempSync(path.join(tmpdir(), 'chat-')));
  return createChatRoutes({ sessions: createChatSessionStore(db), bot, allowedOrigins });
}

const post = (
  app: ReturnType<typeof setup>,
  body: unknown,
  type = 'application/json',
  headers: Record<string, string> = {},
) =>
  app.request('/', {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const sessionId = 'session-0123456789';

describe('chat endpoint', () => {
  it('says whether the bot was unsure and takes a vote on its own reply', async () => {
    const app = setup();
    const sure = (await (
      await post(app, { action: 'sendMessage', sessionId, message: 'What is Quantity Delta?' })
    ).json()) as { unsure: boolean; replyId: number };
    expect(sure.unsure).toBe(false);
    const unsure = (await (
      await post(app, { action: 'sendMessage', sessionId, message: 'qwxz plorbing vexnar?' })
    ).json()) as { unsure: boolean; replyId: number };
    expect(unsure.unsure).toBe(true);
    expect(unsure.replyId).toBeGreaterThan(sure.replyId);
    const vote = (body: Record<string, unknown>) =>
      post(app, { action: 'vote', sessionId, replyId: sure.replyId, ...body });
    expect((await vote({ vote: 'down' })).status).toBe(200);
    expect((await vote({ vote: 'up' })).status).toBe(200);
    expect((await vote({ vote: null })).status).toBe(200);
    expect((await vote({ vote: 'meh' })).status).toBe(400);
    expect((await vote({ vote: 'up', replyId: '1' })).status).toBe(400);
    expect((await vote({ vote: 'up', replyId: sure.replyId - 1 })).status).toBe(404);
    expect(
      (
        await post(app, {
          action: 'vote',
          sessionId: 'another-session-1',
          replyId: sure.replyId,
          vote: 'up',
        })
      ).status,
    ).toBe(404);
  });

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

  it('matches the content type without regard to case', async () => {
    const app = setup();
    const response = await post(
      app,
      { action: 'sendMessage', sessionId, message: 'What does Plus cost?' },
      'Application/JSON; charset=UTF-8',
    );
    expect(response.status).toBe(200);
  });

  it("answers follow-ups from the session's previous questions", async () => {
    const app = setup();
    const ask = async (message: string) =>
      (
        (await (await post(app, { action: 'sendMessage', sessionId, message })).json()) as {
          output: string;
        }
      ).output;
    expect(await ask('How many stores on Plus?')).toMatch(/^Plus includes \d+ stores/);
    expect(await ask('and on Premium?')).toMatch(/^Premium includes \d+ stores/);
    // Later turns are read with the previous reply as the turns before it made it: "it" is
    // Premium, which only the second turn named.
    expect(await ask('and yearly?')).toMatch(/^Premium costs \$269/);
    expect(await ask('what does it include?')).toMatch(/^Premium includes 3 stores/);
  });
});

describe('streamed replies, as a streaming n8n Chat Trigger sends them', () => {
  it("answers Accept: text/plain with NDJSON chunks and n8n's headers, readable by the widget", async () => {
    const app = setup();
    const question = 'How do I connect my Shopify store?';
    const plain = (await (
      await post(app, { action: 'sendMessage', sessionId, chatInput: question })
    ).json()) as { output: string };
    const response = await post(
      app,
      { action: 'sendMessage', sessionId, chatInput: question },
      'application/json',
      { Accept: 'text/plain' },
    );
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(STREAM_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(STREAM_HEADERS).toEqual({
      'Content-Type': 'application/json; charset=utf-8',
      'Transfer-Encoding': 'chunked',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    const body = await response.text();
    const lines = body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(lines[0]!.type).toBe('begin');
    expect(lines.at(-1)!.type).toBe('end');
    expect(lines.filter((line) => line.type === 'item').length).toBeGreaterThan(2);
    expect(lines[1]).toMatchObject({
      type: 'item',
      metadata: {
        nodeId: expect.any(String),
        nodeName: expect.any(String),
        runIndex: 0,
        itemIndex: 0,
        timestamp: expect.any(Number),
      },
    });
    const state = readStreamText(body);
    expect(state.error).toBeUndefined();
    expect(visibleRuns(state).map((run) => run.text)).toEqual([plain.output]);
  });

  it("keeps JSON for every other Accept, and n8n's history shape after a streamed reply", async () => {
    const app = setup();
    const json = await post(app, { action: 'sendMessage', sessionId, message: 'hi' }, undefined, {
      Accept: 'application/json, text/plain, */*',
    });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toHaveProperty('output');
    await post(app, { action: 'sendMessage', sessionId, message: 'pricing' }, undefined, {
      Accept: 'text/plain',
    });
    const { data } = (await (
      await post(app, { action: 'loadPreviousSession', sessionId }, undefined, {
        Accept: 'text/plain',
      })
    ).json()) as { data: { id: string[] }[] };
    expect(data.map((item) => item.id.at(-1))).toEqual([
      'HumanMessage',
      'AIMessage',
      'HumanMessage',
      'AIMessage',
    ]);
  });

  it('splits a reply into pieces that join back to it', () => {
    const reply = 'Connect your store in **Settings**, then\n\n- add a vendor\n- sync.';
    expect(splitReply(reply).join('')).toBe(reply);
    expect(splitReply('')).toEqual([]);
    expect(replyLines('One two three four five').length).toBe(4);
    expect(wantsStream('text/plain')).toBe(true);
    expect(wantsStream('text/plain;q=0.9')).toBe(true);
    expect(wantsStream('application/json, text/plain, */*')).toBe(false);
    expect(wantsStream('TEXT/PLAIN, */*')).toBe(true);
    expect(wantsStream('application/json')).toBe(false);
    expect(wantsStream(undefined)).toBe(false);
  });
});

describe('CORS for CHAT_ALLOWED_ORIGINS', () => {
  const shop = 'https://shop.example';
  const preflight = (app: ReturnType<typeof setup>, origin: string) =>
    app.request('/', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,accept',
      },
    });

  it('answers the preflight of an allowed origin like n8n, and marks its replies', async () => {
    const app = setup([shop]);
    const response = await preflight(app, shop);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(shop);
    expect(response.headers.get('access-control-allow-methods')).toBe('OPTIONS, POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,accept');
    expect(response.headers.get('access-control-max-age')).toBe('300');
    for (const accept of ['application/json', 'text/plain']) {
      const reply = await post(
        app,
        { action: 'sendMessage', sessionId, message: 'hi' },
        undefined,
        {
          Origin: shop,
          Accept: accept,
        },
      );
      expect(reply.headers.get('access-control-allow-origin')).toBe(shop);
      expect(reply.headers.get('vary')).toContain('Origin');
    }
    const refused = await post(app, { action: 'sendMessage', message: 'hi' }, undefined, {
      Origin: shop,
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe(shop);
  });

  it('refuses another origin, and answers no CORS by default', async () => {
    for (const app of [setup([shop]), setup()]) {
      const response = await preflight(app, 'https://evil.example');
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const reply = await post(
        app,
        { action: 'sendMessage', sessionId, message: 'hi' },
        undefined,
        {
          Origin: 'https://evil.example',
        },
      );
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('limits', () => {
  const limited = (overrides: Partial<Parameters<typeof createChatRoutes>[0]['limits']> = {}) => {
    const db = openDatabase(mkdtempSync(path.join(tmpdir(), 'chat-limits-')));
    const sessions = createChatSessionStore(db, { maxStoredMessages: 100 });
    let address = '198.51.100.1';
    const app = createChatRoutes({
      sessions,
      bot,
      allowedOrigins: ['https://shop.example'],
      limits: {
        perAddress: { max: 1000, windowMs: 60_000 },
        perSession: { max: 1000, windowMs: 60_000 },
        maxSessionMessages: 1000,
        ...overrides,
      },
      clientAddress: () => address,
    });
    return { app, sessions, setAddress: (value: string) => (address = value) };
  };
  const ask = (app: ReturnType<typeof setup>, id: string, headers: Record<string, string> = {}) =>
    post(app, { action: 'sendMessage', sessionId: id, message: 'hi' }, undefined, headers);

  it('answers a flood from one address with 429 and a message, other addresses still get through', async () => {
    const { app, setAddress } = limited({ perAddress: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) expect((await ask(app, `session-${i}-abcdef`)).status).toBe(200);
    const refused = await ask(app, 'session-x-abcdef', { Origin: 'https://shop.example' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many messages/);
    // The other site's widget can read why.
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    setAddress('198.51.100.2');
    expect((await ask(app, 'session-y-abcdef')).status).toBe(200);
  });

  it('limits one session, and caps its length with a 413', async () => {
    const fast = limited({ perSession: { max: 2, windowMs: 60_000 } });
    expect((await ask(fast.app, sessionId)).status).toBe(200);
    expect((await ask(fast.app, sessionId)).status).toBe(200);
    expect((await ask(fast.app, sessionId)).status).toBe(429);
    expect((await ask(fast.app, 'another-session-1')).status).toBe(200);

    const long = limited({ maxSessionMessages: 4 });
    expect((await ask(long.app, sessionId)).status).toBe(200);
    expect((await ask(long.app, sessionId)).status).toBe(200);
    const full = await ask(long.app, sessionId);
    expect(full.status).toBe(413);
    expect(((await full.json()) as { message: string }).message).toMatch(/length limit/);
    expect(long.sessions.messageCount(sessionId)).toBe(4);
  });

  it('keeps storage under its cap through a flood of new sessions', async () => {
    const { app, sessions } = limited();
    for (let i = 0; i < 120; i++) await ask(app, `flood-session-${i}`);
    expect(sessions.totalMessages()).toBeLessThanOrEqual(100);
    expect(sessions.messageCount('flood-session-119')).toBe(2);
    expect(sessions.messageCount('flood-session-0')).toBe(0);
  });
});
