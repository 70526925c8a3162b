/** The chat widget (spec §2 "Chat widget", §5, §7 item 1) and the built-in help bot. */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await expect(chat).toBeVisible();
  return chat;
}

async function standIn(page: Page, answer: (route: Route, request: Request) => Promise<void>) {
  const requests: Request[] = [];
  await page.route('**/api/chat', async (route) => {
    requests.push(route.request());
    await answer(route, route.request());
  });
  return requests;
}

test('a 56 px launcher, closed at first, opens the 384x500 window with its texts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/features');
  await waitForHydration(page);
  const launcher = page.getByRole('button', { name: 'Open chat' });
  expect(await launcher.boundingBox()).toMatchObject({ width: 56, height: 56 });
  await expect(page.getByRole('dialog', { name: 'Live chat' })).toHaveCount(0);
  const chat = await openChat(page);
  expect(await chat.boundingBox()).toMatchObject({ width: 384, height: 500 });
  await expect(chat.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await expect(chat).toContainText('Questions about an integration? We are here to help.');
  await expect(chat.getByRole('log')).toContainText('Hi there! How can I help you?');
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
    'placeholder',
    'Type your message...',
  );
  await expect(chat.getByRole('link', { name: /n8n/ })).toHaveAttribute('href', 'https://n8n.io');
  await expect(chat).toContainText('Powered by');
  await expect(chat).toContainText('An automated assistant answers here.');
  await expect(chat.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeFocused();
});

test('the window fills the screen on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await waitForHydration(page);
  const chat = await openChat(page);
  expect(await chat.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
});

test('Enter sends, Shift+Enter adds a line, the input clears, and send waits for the reply', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requests = await standIn(page, async (route) => {
    await held;
    await route.fulfill({ json: { output: 'Glad to help with **Nora Lighting**.' } });
  });
  const chat = await openChat(page);
  const input = chat.getByRole('textbox', { name: 'Message' });
  const send = chat.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await input.pressSequentially('Line one');
  await input.press('Shift+Enter');
  await input.pressSequentially('line two');
  await expect(input).toHaveValue('Line one\nline two');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(chat.getByTestId('typing-indicator')).toBeVisible();
  await input.fill('Another question');
  await expect(send).toBeDisabled();
  release();
  await expect(chat.locator('[data-sender="bot"]').last()).toHaveText(
    'Glad to help with Nora Lighting.',
  );
  await expect(chat.locator('[data-sender="bot"] strong').last()).toHaveText('Nora Lighting');
  await expect(chat.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(send).toBeEnabled();

  const body = requests[0]!.postDataJSON() as Record<string, string>;
  const stored = await page.evaluate(() => localStorage.getItem('vendorhub-chat/sessionId'));
  expect(stored).toMatch(/^[0-9a-f-]{36}$/);
  expect(body).toEqual({
    action: 'sendMessage',
    sessionId: stored,
    message: 'Line one\nline two',
    chatInput: 'Line one\nline two',
  });
  expect(requests[0]!.headers()['content-type']).toBe('application/json');
  expect(requests[0]!.headers().authorization).toBeUndefined();
  // The reply is announced to screen readers.
  await expect(chat.locator('[aria-live="polite"]')).toHaveText(
    'Glad to help with **Nora Lighting**.',
  );
});

test('a failed call shows an error with Retry instead of hanging, and Retry sends it again', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  let calls = 0;
  await standIn(page, async (route) => {
    calls++;
    if (calls === 1) await route.fulfill({ status: 500, body: 'Internal error' });
    else await route.fulfill({ json: { output: 'Second time lucky.' } });
  });
  const chat = await openChat(page);
  await chat.getByRole('textbox', { name: 'Message' }).fill('What is Quantity Delta?');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.getByTestId('chat-error')).toContainText('The message could not be sent.');
  await expect(chat.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(chat.locator('[data-sender="user"]')).toHaveText(['What is Quantity Delta?']);
  await chat.getByRole('button', { name: 'Retry' }).click();
  await expect(chat.locator('[data-sender="bot"]').last()).toHaveText('Second time lucky.');
  await expect(chat.getByTestId('chat-error')).toHaveCount(0);
  expect(calls).toBe(2);
});

test("a refusal from the bot (429, 413) shows the server's own message, with Retry", async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await standIn(page, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '30' },
      json: {
        message: 'Too many messages from your network. Please wait 30 seconds and try again.',
      },
    }),
  );
  const chat = await openChat(page);
  await chat.getByRole('textbox', { name: 'Message' }).fill('hello');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.getByTestId('chat-error')).toContainText(
    'Too many messages from your network. Please wait 30 seconds and try again.',
  );
  await expect(chat.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('bot replies render safe Markdown and never raw HTML', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await standIn(page, (route) =>
    route.fulfill({
      json: {
        output:
          'Steps:\n1. Open `Store Settings`\n2. See [the guide](/documentation/connect-shopify)\n\n<img src=x onerror="window.pwned=1"> [bad](javascript:alert(1))',
      },
    }),
  );
  const chat = await openChat(page);
  await chat.getByRole('textbox', { name: 'Message' }).fill('help');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const reply = chat.locator('[data-sender="bot"]').last();
  await expect(reply.locator('ol li')).toHaveCount(2);
  await expect(reply.locator('code')).toHaveText('Store Settings');
  await expect(reply.getByRole('link', { name: 'the guide' })).toHaveAttribute(
    'href',
    '/documentation/connect-shopify',
  );
  await expect(reply.locator('img')).toHaveCount(0);
  await expect(reply).toContainText('<img src=x');
  await expect(reply.getByRole('link', { name: 'bad' })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
  ).toBeUndefined();
});

test('Escape closes the window and returns focus to the launcher', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const chat = await openChat(page);
  await chat.getByRole('textbox', { name: 'Message' }).press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
});

test('axe finds nothing with the window open', async ({ browser }) => {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/pricing');
    await waitForHydration(page);
    await openChat(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await context.close();
  }
});

test.describe('with no chat webhook configured, the built-in bot answers', () => {
  for (const { question, link } of [
    { question: 'How do I connect my Shopify store?', link: '/documentation/connect-shopify' },
    {
      question: 'What is quantity delta?',
      link: '/documentation/inventory-management#quantity-delta',
    },
    { question: 'How does MAP pricing work?', link: '/documentation/pricing-rules' },
    { question: 'How many orders per month does the Basic plan include?', link: '/pricing' },
  ]) {
    test(question, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const chat = await openChat(page);
      await chat.getByRole('textbox', { name: 'Message' }).fill(question);
      await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
      const reply = chat.locator('[data-sender="bot"]').nth(1);
      await expect(reply).toContainText('Read more');
      await expect(reply.locator(`a[href^="${link}"]`).first()).toBeVisible();
    });
  }

  test('a previous session comes back from the server in n8n history form', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const chat = await openChat(page);
    await chat.getByRole('textbox', { name: 'Message' }).fill('hello');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(chat.locator('[data-sender="bot"]')).toHaveCount(2);
    const sessionId = await page.evaluate(() => localStorage.getItem('vendorhub-chat/sessionId'));
    const history = (await (
      await request.post('/api/chat', { data: { action: 'loadPreviousSession', sessionId } })
    ).json()) as {
      data: { id: string[]; kwargs: { content: string } }[];
    };
    expect(history.data.map((m) => [m.id.at(-1), m.kwargs.content.slice(0, 5)])).toEqual([
      ['HumanMessage', 'hello'],
      ['AIMessage', 'Hello'],
    ]);
  });
});
