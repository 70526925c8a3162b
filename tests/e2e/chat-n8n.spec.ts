/**
 * n8n interop, both ways: our widget reading a streaming n8n Chat Trigger
 * (a local stand-in that writes n8n's lines with delays), and the published
 * n8n chat widget (@n8n/chat 1.37) on another site talking to our bot.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { agent, keepalive, run } from '../n8n-streams';
import { e2eShopPort } from '../../playwright.config';
import { expect, test, waitForHydration } from './fixtures';
import { n8nChatBundle } from './n8n-chat-bundle';

/** What n8n's Chat Trigger writes before it streams. */
const N8N_STREAM_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Transfer-Encoding': 'chunked',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in streaming Chat Trigger. Each request is answered by the next
 * script: lines to write, with a pause before each; `hang` keeps the
 * connection open without another byte.
 */
async function standInTrigger(scripts: { lines: string[]; gapMs: number; hang?: boolean }[]) {
  const requests: { accept?: string; body: string }[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', async () => {
      requests.push({ accept: req.headers.accept, body });
      const script = scripts[requests.length - 1] ?? scripts.at(-1)!;
      res.writeHead(200, N8N_STREAM_HEADERS);
      res.flushHeaders();
      open.add(res);
      for (const line of script.lines) {
        await pause(script.gapMs);
        if (res.destroyed) return;
        res.write(line);
      }
      if (!script.hang) {
        res.end();
        open.delete(res);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook/stand-in/chat`,
    requests,
    close: () => {
      for (const res of open) res.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends /api/chat on to the stand-in, unseen by the page (no CSP or CORS change). */
async function routeChatTo(page: Page, url: string) {
  await page.route('**/api/chat', (route) => route.continue({ url }));
}

/**
 * A log of what the page shows as it happens: each new text of the bot
 * bubbles (and whether the bubble element was replaced rather than updated)
 * and each non-empty text of the polite live region, in order. A
 * MutationObserver sees every render, so no intermediate state is missed.
 */
async function recordChat(page: Page) {
  await page.evaluate(() => {
    type Entry = { kind: 'bubble' | 'announce'; index?: number; text: string; replaced?: boolean };
    const log: Entry[] = [];
    const seen = new Map<number, { element: Element; text: string }>();
    let announced = '';
    (window as unknown as { chatLog: Entry[] }).chatLog = log;
    new MutationObserver(() => {
      document.querySelectorAll('[data-sender="bot"]').forEach((element, index) => {
        const text = element.textContent ?? '';
        const before = seen.get(index);
        if (before && before.text === text && before.element === element) return;
        seen.set(index, { element, text });
        log.push({
          kind: 'bubble',
          index,
          text,
          replaced: before ? before.element !== element : false,
        });
      });
      const region = document.querySelector('[data-testid="chat-announcement"]');
      const text = region?.textContent ?? '';
      if (text && text !== announced) log.push({ kind: 'announce', text });
      announced = text;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            chatLog: { kind: string; index?: number; text: string; replaced?: boolean }[];
          }
        ).chatLog,
    );
}

async function ask(page: Page, question: string) {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await chat.getByRole('textbox', { name: 'Message' }).fill(question);
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  return chat;
}

test.describe('our widget and a streaming n8n Chat Trigger', () => {
  test('the text grows in place, one bubble per node run, and is announced once', async ({
    page,
    problems,
  }) => {
    const trigger = await standInTrigger([
      {
        gapMs: 300,
        lines: [
          ...run(agent, ['Inventory ', 'syncs about ', 'every hour.']),
          keepalive,
          ...run({ ...agent, nodeId: 'second-agent', nodeName: 'Follow-up' }, ['Anything else?']),
        ],
      },
    ]);
    try {
      await page.goto('/');
      await waitForHydration(page);
      await routeChatTo(page, trigger.url);
      const log = await recordChat(page);
      const chat = await ask(page, 'How often does inventory sync?');
      await expect(chat.locator('[data-sender="bot"]').nth(2)).toHaveText('Anything else?');
      const final = 'Inventory syncs about every hour.\n\nAnything else?';
      await expect
        .poll(async () => (await log()).filter((e) => e.kind === 'announce'))
        .toEqual([{ kind: 'announce', text: final }]);
      const entries = await log();
      // The first reply bubble (index 1, after the greeting) grew piece by piece, in place:
      // each text it showed continues the one before. A busy browser may paint two pieces at
      // once, so the steps are not counted exactly, but it never appeared whole.
      const first = entries.filter((e) => e.kind === 'bubble' && e.index === 1).map((e) => e.text);
      expect(first.at(-1)).toBe('Inventory syncs about every hour.');
      expect(first.length).toBeGreaterThan(1);
      first.slice(1).forEach((text, i) => expect(text.startsWith(first[i]!)).toBe(true));
      expect(entries.some((e) => e.kind === 'bubble' && e.index === 1 && e.replaced)).toBe(false);
      // Announced once, after the last piece of text arrived.
      const lastText = entries.findLastIndex((e) => e.kind === 'bubble');
      expect(entries.findIndex((e) => e.kind === 'announce')).toBeGreaterThan(lastText);
      await expect(chat.locator('[data-sender="bot"]')).toHaveCount(3);
      await expect(chat.getByTestId('chat-error')).toHaveCount(0);
      expect(problems).toEqual([]);
    } finally {
      await trigger.close();
    }
  });

  test('a stream that stalls for 30 s shows the error with Retry, keeps its text, and Retry works', async ({
    page,
  }) => {
    const trigger = await standInTrigger([
      { gapMs: 50, hang: true, lines: [run(agent, [])[0]!, run(agent, ['Partial answer'])[1]!] },
      { gapMs: 50, lines: run(agent, ['Complete ', 'answer.']) },
    ]);
    try {
      await page.clock.install();
      await page.goto('/');
      await waitForHydration(page);
      await routeChatTo(page, trigger.url);
      const chat = await ask(page, 'Tell me about MAP pricing');
      await expect(chat.locator('[data-sender="bot"]').nth(1)).toHaveText('Partial answer');
      await expect(chat.getByTestId('chat-error')).toHaveCount(0);
      await page.clock.fastForward(30_500);
      await expect(chat.getByTestId('chat-error')).toContainText('The reply took too long.');
      await expect(chat.locator('[data-sender="bot"]').nth(1)).toHaveText('Partial answer');
      await expect(chat.getByTestId('typing-indicator')).toHaveCount(0);
      await chat.getByRole('button', { name: 'Retry' }).click();
      await expect(chat.locator('[data-sender="bot"]').nth(1)).toHaveText('Complete answer.');
      await expect(chat.locator('[data-sender="bot"]')).toHaveCount(2);
      await expect(chat.getByTestId('chat-error')).toHaveCount(0);
      expect(trigger.requests).toHaveLength(2);
    } finally {
      await trigger.close();
    }
  });

  test('an error chunk shows the error with Retry and keeps the partial text', async ({ page }) => {
    const trigger = await standInTrigger([
      {
        gapMs: 50,
        lines: [
          run(agent, [])[0]!,
          run(agent, ['Half of it'])[1]!,
          `${JSON.stringify({ type: 'error', content: 'Model overloaded', metadata: agent })}\n`,
          run(agent, [])[1]!,
        ],
      },
    ]);
    try {
      await page.goto('/');
      await waitForHydration(page);
      await routeChatTo(page, trigger.url);
      const chat = await ask(page, 'Hello');
      await expect(chat.getByTestId('chat-error')).toContainText(
        'The reply failed: Model overloaded',
      );
      await expect(chat.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(chat.locator('[data-sender="bot"]').nth(1)).toHaveText('Half of it');
    } finally {
      await trigger.close();
    }
  });
});

test.describe('the published n8n chat widget (@n8n/chat 1.37) on another site, with our bot', () => {
  // One shop server on a fixed port (its origin is configured in CHAT_ALLOWED_ORIGINS).
  test.describe.configure({ mode: 'serial' });
  let shop: Server;

  /**
   * A shop on another origin, served from a real local server (Chromium
   * lets only a local page call a local address), that embeds the widget
   * the way n8n documents it, pointed at our /api/chat. The widget's options
   * come in the query string.
   */
  test.beforeAll(async () => {
    const bundle = n8nChatBundle();
    shop = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://shop');
      if (url.pathname === '/n8n/chat.bundle.umd.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
        return res.end(bundle.script);
      }
      if (url.pathname === '/n8n/style.css') {
        res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' });
        return res.end(bundle.css);
      }
      const options = url.searchParams.get('options') ?? '{}';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A shop</title>
<link rel="stylesheet" href="/n8n/style.css"></head>
<body><main><h1>A shop</h1><div id="n8n-chat" style="height:600px"></div></main>
<script src="/n8n/chat.bundle.umd.js"></script>
<script>N8nChat.createChat(${JSON.stringify(JSON.parse(options)).replace(/</g, '\\u003c')});</script></body></html>`);
    });
    await new Promise<void>((resolve) => shop.listen(e2eShopPort, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

  const shopPage = (page: Page, origin: string, options: Record<string, unknown>) =>
    page.goto(`${origin}/shop?options=${encodeURIComponent(JSON.stringify(options))}`);

  for (const enableStreaming of [true, false]) {
    test(`answers with streaming ${enableStreaming ? 'on' : 'off'}, and a reload restores the history`, async ({
      page,
      baseURL,
    }) => {
      const origin = `http://127.0.0.1:${e2eShopPort}`;
      const webhookUrl = `${baseURL}/api/chat`;
      await shopPage(page, origin, { webhookUrl, mode: 'fullscreen', enableStreaming });
      const reply = page.waitForResponse(
        (response) =>
          response.url() === webhookUrl &&
          response.request().method() === 'POST' &&
          (response.request().postData() ?? '').includes('sendMessage'),
      );
      const input = page.locator('[data-test-id="chat-input"]');
      await input.fill('How do I connect my Shopify store?');
      await input.press('Enter');
      const response = await reply;
      expect(response.headers()['access-control-allow-origin']).toBe(origin);
      if (enableStreaming) {
        expect(response.request().headers().accept).toBe('text/plain');
        expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
      } else {
        expect(response.headers()['content-type']).toMatch(/^application\/json/);
      }
      const bot = page.locator('.chat-message-from-bot').last();
      await expect(bot).toContainText('Shopify');
      await expect(bot).toContainText('Read more');
      await expect(page.locator('body')).not.toContainText('No response received');
      await expect(page.locator('body')).not.toContainText('Error:');

      await page.reload();
      await expect(page.locator('.chat-message-from-user')).toContainText(
        'How do I connect my Shopify store?',
      );
      await expect(page.locator('.chat-message-from-bot').last()).toContainText('Read more');
    });
  }

  test('a site that is not in CHAT_ALLOWED_ORIGINS is refused by the browser', async ({
    page,
    baseURL,
  }) => {
    // The same shop under another host name is another origin, not on the list.
    await shopPage(page, `http://localhost:${e2eShopPort}`, {
      webhookUrl: `${baseURL}/api/chat`,
      mode: 'fullscreen',
      enableStreaming: true,
      loadPreviousSession: false,
    });
    const input = page.locator('[data-test-id="chat-input"]');
    await input.fill('Hello');
    await input.press('Enter');
    await expect(page.locator('.chat-message-from-bot').last()).toContainText('Error');
    await expect(page.locator('body')).not.toContainText('Ask me anything');
  });
});
