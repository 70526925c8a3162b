/**
 * "Talk to a person" in the chat, votes on the bot's replies, and the chat
 * on a phone (issue #33).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, loseFirstAnswer, test, waitForHydration } from './fixtures';
import { storedSubmissions } from './stored-submissions';

// Words the bot has no passage for: it says it can't answer (and is unsure).
const UNANSWERABLE = 'qwxz plorbing vexnar?';

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await expect(chat).toBeVisible();
  return chat;
}

/** Asks what the bot cannot answer, with a marker to find the stored submission by. */
async function askUnanswerable(chat: Locator, marker: string) {
  await chat.getByRole('textbox', { name: 'Message' }).fill(`${UNANSWERABLE} ${marker}`);
  await chat.getByRole('button', { name: 'Send message' }).click();
  const offer = chat.getByRole('log').getByRole('button', { name: 'Talk to a person' });
  await expect(offer).toBeVisible();
  return offer;
}

const storedWith = (marker: string) =>
  storedSubmissions().filter((s) => s.form === 'contact' && s.data.message?.includes(marker));

test('an unanswered question becomes one contact submission with the transcript', async ({
  page,
}) => {
  const marker = `handoff-${Date.now()}`;
  await page.goto('/features');
  await waitForHydration(page);
  const chat = await openChat(page);
  await (await askUnanswerable(chat, marker)).click();
  const handoff = chat.getByRole('form', { name: 'Talk to a person' });
  await expect(handoff.getByLabel('Email')).toBeFocused();
  await expect(handoff).toContainText('We store your message to answer it and delete it after');
  await expect(handoff.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await handoff.getByLabel('Email').fill('ada@example.com');
  await handoff.getByLabel('Full Name').fill('Ada Lovelace');
  await handoff.getByLabel('Support').check();
  await handoff.getByRole('button', { name: 'Send to our team' }).click();

  await expect(chat.getByRole('log')).toContainText(
    'We reply to ada@example.com by your plan: Premium about 2 hours',
  );
  await expect(chat.getByRole('log')).toContainText(
    'Our team works Monday to Friday, 9 AM to 6 PM Eastern Time.',
  );
  await expect(chat.getByTestId('chat-announcement')).toContainText('We reply to ada@example.com');
  await expect(handoff).toHaveCount(0);

  const stored = storedWith(marker);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.data).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: '',
    phone: '',
    plan: '',
    websiteUrl: '',
    subject: 'support',
  });
  expect(stored[0]!.data.message).toContain(`Visitor: ${UNANSWERABLE} ${marker}`);
  expect(stored[0]!.data.message).toContain('Assistant: ');
});

test('pressed twice and retried after a cut response, the hand-off is stored once', async ({
  page,
}) => {
  const marker = `handoff-retry-${Date.now()}`;
  await page.goto('/');
  await waitForHydration(page);
  const keys = await loseFirstAnswer(page, '**/api/forms/contact');
  const chat = await openChat(page);
  await (await askUnanswerable(chat, marker)).click();
  const handoff = chat.getByRole('form', { name: 'Talk to a person' });
  await handoff.getByLabel('Email').fill('grace@example.com');
  await handoff.getByLabel('Full Name').fill('Grace Hopper');
  const send = handoff.getByRole('button', { name: 'Send to our team' });
  await send.dblclick();
  await expect(handoff.getByRole('alert')).toContainText('Submission failed:');
  await expect(handoff.getByLabel('Email')).toHaveValue('grace@example.com');
  await send.click();
  await expect(chat.getByRole('log')).toContainText('We reply to grace@example.com');

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(storedWith(marker)).toHaveLength(1);
});

test("a bad email gets the contact form's message and keeps what was typed", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const chat = await openChat(page);
  await chat.getByRole('button', { name: 'Talk to a person' }).click();
  const handoff = chat.getByRole('form', { name: 'Talk to a person' });
  await handoff.getByLabel('Email').fill('ada@');
  await handoff.getByLabel('Full Name').fill('Ada');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/forms/')) posts.push(request.url());
  });
  await handoff.getByRole('button', { name: 'Send to our team' }).click();
  await expect(handoff.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(handoff.getByLabel('Email')).toBeFocused();
  await expect(handoff.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(handoff.getByLabel('Email')).toHaveValue('ada@');
  await expect(handoff.getByLabel('Full Name')).toHaveValue('Ada');
  expect(posts).toEqual([]);
});

test('the hand-off works by keyboard alone', async ({ page }) => {
  const marker = `handoff-keys-${Date.now()}`;
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open chat' }).focus();
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeFocused();
  await page.keyboard.type(`I would like a demo please ${marker}`);
  await page.keyboard.press('Enter');
  const offer = chat.getByRole('log').getByRole('button', { name: 'Talk to a person' });
  await expect(offer).toBeVisible();
  await offer.focus();
  await page.keyboard.press('Enter');
  const handoff = chat.getByRole('form', { name: 'Talk to a person' });
  await expect(handoff.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('kb@example.com');
  await page.keyboard.press('Tab');
  await expect(handoff.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Key Board');
  await page.keyboard.press('Tab');
  await expect(handoff.getByLabel('Sales')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(handoff.getByLabel('Partnership')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(handoff.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(handoff.getByRole('button', { name: 'Send to our team' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('log')).toContainText(
    'We reply to kb@example.com within 1-2 business days.',
  );
  await expect(input).toBeFocused();
  const stored = storedWith(marker);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.data.subject).toBe('partnership');
});

for (const width of [375, 1280]) {
  test(`axe finds nothing with the hand-off open at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const chat = await openChat(page);
    await chat.getByRole('button', { name: 'Talk to a person' }).click();
    await expect(chat.getByRole('form', { name: 'Talk to a person' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
}

test('a vote on a reply is kept, changeable and shown pressed', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const chat = await openChat(page);
  await chat.getByRole('textbox', { name: 'Message' }).fill('What is Quantity Delta?');
  await chat.getByRole('button', { name: 'Send message' }).click();
  const votes = chat.getByRole('group', { name: 'Was this helpful?' });
  await expect(votes).toHaveCount(1);
  const down = votes.getByRole('button', { name: 'Not helpful' });
  const up = votes.getByRole('button', { name: 'Helpful', exact: true });
  const voted = page.waitForResponse(
    (r) => r.url().endsWith('/api/chat') && r.request().postDataJSON()?.action === 'vote',
  );
  await down.click();
  expect((await voted).status()).toBe(200);
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(chat.getByTestId('chat-announcement')).toHaveText('Thank you for your feedback.');
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(down).toHaveAttribute('aria-pressed', 'false');
});

test('replies from another chat webhook get no votes, but a person is still offered', async ({
  page,
}) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ json: { output: 'An n8n agent answered.' } }),
  );
  await page.goto('/');
  await waitForHydration(page);
  const chat = await openChat(page);
  await chat.getByRole('textbox', { name: 'Message' }).fill('Can I speak to a human?');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByRole('log')).toContainText('An n8n agent answered.');
  await expect(chat.getByRole('group', { name: 'Was this helpful?' })).toHaveCount(0);
  await expect(
    chat.getByRole('log').getByRole('button', { name: 'Talk to a person' }),
  ).toBeVisible();
});

for (const width of [320, 375, 390, 430]) {
  test(`on a ${width} px phone nothing covers the send button and controls are 44 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    const chat = await openChat(page);
    await expect(page.getByRole('button', { name: 'Close chat' })).toHaveCount(1);
    await chat.getByRole('textbox', { name: 'Message' }).fill('hello');
    const send = chat.getByRole('button', { name: 'Send message' });
    const box = (await send.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe('Send message');
    for (const control of await chat.getByRole('button').all()) {
      const size = (await control.boundingBox())!;
      expect(size.width, await control.innerText()).toBeGreaterThanOrEqual(44);
      expect(size.height, await control.innerText()).toBeGreaterThanOrEqual(44);
    }
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
  });
}
