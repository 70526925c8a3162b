import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatOptions, libraryDefaults, translate } from './options';
import { isHumanItem, loadPreviousSession, sendMessage, sendVote } from './protocol';
import { readSessionId, sessionKey, writeSessionId } from './session';

afterEach(() => vi.unstubAllGlobals());

const texts = (runs: { text: string }[]) => runs.map((run) => run.text);

const options = createChatOptions({
  webhookUrl: 'https://n8n.example/webhook/abc/chat',
  timeoutMs: 50,
});

function mockFetch(answer: () => Promise<Response> | Response) {
  const fn = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('options', () => {
  it('have the library defaults of spec §3', () => {
    expect(libraryDefaults).toMatchObject({
      webhookUrl: 'http://localhost:5678',
      webhookConfig: { method: 'POST', headers: {} },
      mode: 'window',
      defaultLanguage: 'en',
      loadPreviousSession: true,
      showWelcomeScreen: false,
      enableStreaming: false,
      chatInputKey: 'chatInput',
      chatSessionKey: 'sessionId',
    });
    expect(libraryDefaults).not.toHaveProperty('target');
    expect(libraryDefaults).not.toHaveProperty('theme');
    expect(libraryDefaults.i18n.en).toEqual({
      title: 'Hi there! 👋',
      subtitle: "Start a chat. We're here to help you 24/7.",
      footer: '',
      getStarted: 'New Conversation',
      inputPlaceholder: 'Type your question..',
    });
  });
  it('show the key itself for a missing text', () => {
    expect(translate(options, 'title')).toBe('Hi there! 👋');
    expect(translate(options, 'closeButtonTooltip')).toBe('closeButtonTooltip');
  });
});

describe('session id', () => {
  it('lives under {widget name}/sessionId and survives broken storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    writeSessionId(storage, 'vendorhub-chat', 'abc');
    expect(store.get('vendorhub-chat/sessionId')).toBe('abc');
    expect(readSessionId(storage, 'vendorhub-chat')).toBe('abc');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSessionId(broken, 'x')).toBeNull();
    expect(() => writeSessionId(broken, 'x', 'y')).not.toThrow();
    expect(sessionKey('n8n-chat')).toBe('n8n-chat/sessionId');
  });
});

describe('protocol', () => {
  it('sends the message under message and chatInput, in CORS mode, without cache', async () => {
    const fetchMock = mockFetch(() => Response.json({ output: 'Hello!' }));
    expect(texts(await sendMessage(options, 's1', 'Hi'))).toEqual(['Hello!']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://n8n.example/webhook/abc/chat');
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', cache: 'no-cache' });
    expect(JSON.parse(String(init.body))).toEqual({
      action: 'sendMessage',
      sessionId: 's1',
      message: 'Hi',
      chatInput: 'Hi',
    });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });
  it('reads text when there is no output, and adds Authorization only with a token', async () => {
    const fetchMock = mockFetch(() => Response.json({ text: 'From text' }));
    expect(texts(await sendMessage({ ...options, authToken: 't0k' }, 's1', 'Hi'))).toEqual([
      'From text',
    ]);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
  });
  it("keeps our bot's unsure flag and reply id, and ignores malformed ones", async () => {
    mockFetch(() => Response.json({ output: 'Not sure.', unsure: true, replyId: 7 }));
    expect(await sendMessage(options, 's1', 'Hi')).toEqual([
      { key: 'reply', text: 'Not sure.', unsure: true, replyId: 7 },
    ]);
    mockFetch(() => Response.json({ output: 'Hm.', unsure: 'yes', replyId: -1 }));
    expect(await sendMessage(options, 's1', 'Hi')).toEqual([{ key: 'reply', text: 'Hm.' }]);
  });
  it('sends a vote on a reply', async () => {
    const fetchMock = mockFetch(() => Response.json({ ok: true }));
    await sendVote(options, 's1', 7, 'down');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({
      action: 'vote',
      sessionId: 's1',
      replyId: 7,
      vote: 'down',
    });
    mockFetch(() => Response.json({ message: 'No such reply.' }, { status: 404 }));
    await expect(sendVote(options, 's1', 7, 'up')).rejects.toThrow('No such reply.');
  });
  it('fails on a non-2xx answer, an empty reply and a timeout', async () => {
    mockFetch(() => new Response('no', { status: 502 }));
    await expect(sendMessage(options, 's', 'x')).rejects.toThrow('502');
    mockFetch(() => Response.json({}));
    await expect(sendMessage(options, 's', 'x')).rejects.toThrow('No reply came back.');
    mockFetch(() =>
      Response.json({ message: 'Too many messages. Wait a minute.' }, { status: 429 }),
    );
    await expect(sendMessage(options, 's', 'x')).rejects.toThrow(
      'Too many messages. Wait a minute.',
    );
    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_r, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    await expect(sendMessage(options, 's', 'x')).rejects.toThrow('The reply took too long.');
  });
  it('sends the option keys, metadata and headers, and asks for a stream with Accept: text/plain', async () => {
    const fetchMock = mockFetch(() => Response.json({ output: 'ok' }));
    await sendMessage(
      createChatOptions({
        ...options,
        enableStreaming: true,
        chatInputKey: 'question',
        chatSessionKey: 'conversation',
        metadata: { page: '/pricing' },
        webhookConfig: { method: 'POST', headers: { 'X-Api-Key': 'k' } },
      }),
      's2',
      'Hi',
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({
      action: 'sendMessage',
      conversation: 's2',
      message: 'Hi',
      question: 'Hi',
      metadata: { page: '/pricing' },
    });
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'text/plain',
      'X-Api-Key': 'k',
    });
  });
  it('loads history, telling the visitor from the bot by the id', async () => {
    const fetchMock = mockFetch(() =>
      Response.json({
        data: [
          { id: ['langchain_core', 'messages', 'HumanMessage'], kwargs: { content: 'Hi' } },
          { id: ['langchain_core', 'messages', 'AIMessage'], kwargs: { content: 'Hello' } },
        ],
      }),
    );
    const history = await loadPreviousSession(options, 's9');
    expect(history.map((m) => [m.sender, m.text])).toEqual([
      ['user', 'Hi'],
      ['bot', 'Hello'],
    ]);
    expect(
      JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)),
    ).toEqual({
      action: 'loadPreviousSession',
      sessionId: 's9',
    });
    expect(isHumanItem({ id: 'HumanMessage' })).toBe(true);
  });
});

describe('createChatOptions', () => {
  it('merges texts per language, key by key', () => {
    const merged = createChatOptions({
      i18n: { en: { title: 'Live chat' }, de: { title: 'Live-Chat' } },
    });
    expect(merged.i18n.en).toMatchObject({ title: 'Live chat', getStarted: 'New Conversation' });
    expect(merged.i18n.de).toEqual({ title: 'Live-Chat' });
    expect(translate({ ...merged, defaultLanguage: 'de' }, 'getStarted')).toBe('getStarted');
  });
});
