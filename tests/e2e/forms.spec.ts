/**
 * The four forms (spec §2, §4, §5, §7 items 2-6, §8). Webhook behaviour is
 * played by a stand-in that answers the form's endpoint the way each case
 * needs; the last tests post for real to the embedded server and read the
 * stored submissions back with `npm run submissions -- --json`.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, loseFirstAnswer, test, waitForHydration } from './fixtures';
import { storedSubmissions } from './stored-submissions';

const contactValues = {
  'Full Name': 'Ada Lovelace',
  Email: 'ada@example.com',
  'Company (optional)': 'Analytical Lighting',
  'Phone (optional)': '+1 212 555 0100',
  'Website URL (optional)': 'https://analytical-lighting.example',
  Message: 'We sell from nine lighting vendors and want a demo.',
};

async function fillContact(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  for (const [label, value] of Object.entries(contactValues)) {
    await form.getByLabel(label, { exact: false }).first().fill(value);
  }
  await form.getByLabel('Plan').selectOption('plus');
  await form.getByLabel('Subject').selectOption('access');
  return form;
}

async function expectContactValuesKept(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  for (const [label, value] of Object.entries(contactValues)) {
    await expect(form.getByLabel(label, { exact: false }).first()).toHaveValue(value);
  }
  await expect(form.getByLabel('Plan')).toHaveValue('plus');
  await expect(form.getByLabel('Subject')).toHaveValue('access');
}

/** A stand-in webhook for one endpoint: records requests, answers as told. */
async function standIn(page: Page, path: string, answer: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(`**${path}`, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

test.describe('contact form', () => {
  test('sends exactly the spec fields, shows Sending... while waiting, then the thank-you', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = await standIn(page, '/api/forms/contact', async (route) => {
      await held;
      await route.fulfill({ status: 200, body: 'ok' });
    });
    const form = await fillContact(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
    await expect(
      page.getByText(
        'Your message has been sent successfully. Our team will get back to you shortly.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact form' })).toHaveCount(0);

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    const body = request.postDataJSON() as Record<string, string>;
    const { company_fax: honeypot, ...fields } = body;
    expect(honeypot).toBe('');
    expect(fields).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Lighting',
      phone: '+1 212 555 0100',
      plan: 'plus',
      websiteUrl: 'https://analytical-lighting.example',
      subject: 'access',
      message: 'We sell from nine lighting vendors and want a demo.',
    });
  });

  for (const scenario of [
    {
      name: "the server's JSON message",
      answer: (route: Route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: '{"message":"We could not verify that e-mail address."}',
        }),
      shown: 'Submission failed: We could not verify that e-mail address.',
    },
    {
      name: 'the status of a non-JSON 500',
      answer: (route: Route) =>
        route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal error</h1>' }),
      shown: 'Submission failed: Server error: 500',
    },
    {
      name: 'the error of a refused connection',
      answer: (route: Route) => route.abort('connectionrefused'),
      shown: 'Submission failed: Failed to fetch',
    },
  ]) {
    test(`a failure shows ${scenario.name} and keeps everything typed`, async ({ page }) => {
      await page.goto('/contact');
      await waitForHydration(page);
      await standIn(page, '/api/forms/contact', scenario.answer);
      const form = await fillContact(page);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('alert')).toHaveText(scenario.shown);
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await expectContactValuesKept(page);
    });
  }

  test('the browser checks required fields and types before anything is sent', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const requests = await standIn(page, '/api/forms/contact', (route) =>
      route.fulfill({ status: 200 }),
    );
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await form.getByLabel('Full Name').fill('Ada');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Email')).toBeFocused();
    expect(requests).toHaveLength(0);
    await expect(form.getByLabel('Plan').locator('option').first()).toHaveText('Select a plan');
    await expect(
      form.getByLabel('Subject').locator('option', { hasText: 'Request Collaborator Access' }),
    ).toHaveAttribute('value', 'access');
  });

  test('the side panel gives an e-mail address, a postal address and live chat hours', async ({
    page,
  }) => {
    await page.goto('/contact');
    const panel = page.getByRole('complementary', { name: 'Other ways to reach us' });
    await expect(panel.getByRole('link', { name: 'sales@vendorhub.io' })).toHaveAttribute(
      'href',
      'mailto:sales@vendorhub.io',
    );
    await expect(panel).toContainText('New York, NY 10003');
    await expect(panel).toContainText('Monday to Friday, 9 AM to 6 PM Eastern Time');
  });

  test('the scheduler keeps its 600 px and falls back to a booking link when it cannot load', async ({
    page,
  }) => {
    await page.route('https://app.cal.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    await waitForHydration(page);
    const frame = page.getByTestId('scheduler');
    await frame.scrollIntoViewIfNeeded();
    await expect(page.getByText('The scheduler could not load here.')).toBeVisible();
    const link = page.getByRole('link', { name: /Book a demo on Cal.com/ });
    await expect(link).toHaveAttribute('href', 'https://cal.com/vendorhub/demo');
    await expect(link).toHaveAttribute('target', '_blank');
    expect((await frame.boundingBox())?.height).toBe(600);
  });
});

test.describe('vendor request form', () => {
  test('adds the vendor name and thanks the visitor', async ({ page }) => {
    await page.goto('/vendor-integrations/kuzco');
    await waitForHydration(page);
    const requests = await standIn(page, '/api/forms/vendor-request', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.fulfill({ status: 200 });
    });
    const form = page.getByRole('form', { name: 'Request the Kuzco Lighting integration' });
    await form.getByLabel(/^Name/).fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Store website (optional)').fill('https://grace.example');
    await form.getByLabel('Message').fill('We carry 300 Kuzco fixtures.');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(
      page.getByText('Your request has been sent. Our team will get back to you shortly.'),
    ).toBeVisible();
    const { company_fax: _honeypot, ...fields } = requests[0]!.postDataJSON() as Record<
      string,
      string
    >;
    expect(fields).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      website: 'https://grace.example',
      message: 'We carry 300 Kuzco fixtures.',
      vendor: 'Kuzco Lighting',
    });
  });
});

test.describe('application form', () => {
  const pdf = {
    name: 'ada-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\nAda Lovelace CV\n%%EOF\n'),
  };

  test('preselects a position only when it is one of the four titles', async ({ page }) => {
    await page.goto(
      `/application?position=${encodeURIComponent('Golang Junior Backend Developer')}`,
    );
    await waitForHydration(page);
    await expect(page.getByLabel('Position')).toHaveValue('Golang Junior Backend Developer');
    await page.goto('/application?position=Chief%20Executive%20Officer');
    await waitForHydration(page);
    await expect(page.getByLabel('Position')).toHaveValue('');
    await page.goto('/application?position=golang%20junior%20backend%20developer');
    await waitForHydration(page);
    await expect(page.getByLabel('Position')).toHaveValue('');
  });

  test('a resume over 5 MB is refused and cleared; a missing one is asked for', async ({
    page,
  }) => {
    await page.goto('/application');
    await waitForHydration(page);
    const requests = await standIn(page, '/api/forms/application', (route) =>
      route.fulfill({ status: 200 }),
    );
    const input = page.getByLabel('CV / Resume');
    await input.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
    });
    await expect(
      page.getByText('File is too large. Please upload a file under 5MB.'),
    ).toBeVisible();
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Position').selectOption('Middle React Frontend Developer');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Please upload your CV/Resume.')).toBeVisible();
    expect(requests).toHaveLength(0);
    await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
  });

  test('sends multipart data with every field and the file, showing Submitting...', async ({
    page,
  }) => {
    await page.goto(`/application?position=${encodeURIComponent('Customer Support Specialist')}`);
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = await standIn(page, '/api/forms/application', async (route) => {
      await held;
      await route.fulfill({ status: 200 });
    });
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone (optional)').fill('+44 20 7946 0000');
    await page.getByLabel('LinkedIn profile (optional)').fill('https://linkedin.com/in/ada');
    await page.getByLabel('GitHub profile (optional)').fill('https://github.com/ada');
    await page.getByLabel('Portfolio or website (optional)').fill('https://ada.example');
    await page.getByLabel('Cover letter (optional)').fill('I like helping merchants.');
    await page.getByLabel('CV / Resume').setInputFiles(pdf);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

    const request = requests[0]!;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const raw = request.postDataBuffer()!.toString('latin1');
    for (const [name, value] of Object.entries({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      position: 'Customer Support Specialist',
      linkedinUrl: 'https://linkedin.com/in/ada',
      githubUrl: 'https://github.com/ada',
      portfolioUrl: 'https://ada.example',
      coverLetter: 'I like helping merchants.',
    })) {
      expect(raw).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    expect(raw).toContain('name="resume"; filename="ada-cv.pdf"');
    expect(raw).toContain('%PDF-1.7\nAda Lovelace CV\n');
  });
});

test.describe('quote form', () => {
  test('sends the spec fields, shows Submitting..., and promises a reply in 1-2 business days', async ({
    page,
  }) => {
    await page.goto('/custom-integrations');
    await waitForHydration(page);
    const requests = await standIn(page, '/api/forms/quote', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.fulfill({ status: 200 });
    });
    const form = page.getByRole('form', { name: 'Custom integration quote request' });
    await form.getByLabel(/^Name/).fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Phone (optional)').fill('+1 212 555 0100');
    await form.getByLabel('Store website').fill('https://ada.example');
    await form.getByLabel('Products in your store').selectOption('2001-10000');
    await form.getByLabel('Yes, route orders and sync tracking too').check();
    await form.getByLabel('Vendor name').fill('Acme Lighting Supply');
    await form.getByLabel('Vendor website').fill('https://acme.example');
    await form.getByLabel('How does the vendor share data?').selectOption('ftp');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Quote request received' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Quote request received' }),
    ).toContainText('within 1-2 business days');
    const { company_fax: _honeypot, ...fields } = requests[0]!.postDataJSON() as Record<
      string,
      string
    >;
    expect(fields).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 212 555 0100',
      website: 'https://ada.example',
      productCount: '2001-10000',
      syncOrders: 'yes',
      vendorName: 'Acme Lighting Supply',
      vendorWebsite: 'https://acme.example',
      integrationType: 'ftp',
    });
  });
});

test.describe('with no webhook configured', () => {
  test('each form is stored by the embedded server and listed by npm run submissions', async ({
    page,
  }) => {
    const marker = `e2e-${Date.now()}`;
    await page.goto('/contact');
    await waitForHydration(page);
    const contact = await fillContact(page);
    await contact.getByLabel('Message').fill(`Contact ${marker}`);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    await page.goto('/vendor-integrations/nora');
    await waitForHydration(page);
    const vendor = page.getByRole('form', { name: 'Request the Nora Lighting integration' });
    await vendor.getByLabel(/^Name/).fill('Grace Hopper');
    await vendor.getByLabel('Email').fill('grace@example.com');
    await vendor.getByLabel('Message').fill(`Vendor ${marker}`);
    await vendor.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    await page.goto('/custom-integrations');
    await waitForHydration(page);
    const quote = page.getByRole('form', { name: 'Custom integration quote request' });
    await quote.getByLabel(/^Name/).fill('Ada Lovelace');
    await quote.getByLabel('Email').fill('ada@example.com');
    await quote.getByLabel('Store website').fill('https://ada.example');
    await quote.getByLabel('Products in your store').selectOption('1-500');
    await quote.getByLabel('No, products and inventory only').check();
    await quote.getByLabel('Vendor name').fill(`Vendor ${marker}`);
    await quote.getByLabel('Vendor website').fill('https://acme.example');
    await quote.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Quote request received' })).toBeVisible();

    await page.goto(
      `/application?position=${encodeURIComponent('Golang Junior Backend Developer')}`,
    );
    await waitForHydration(page);
    await page.getByLabel('Full name').fill(`Applicant ${marker}`);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('CV / Resume').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\ncv\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

    const listed = storedSubmissions();
    const mine = listed.filter((s) => JSON.stringify(s.data).includes(marker));
    expect(mine.map((s) => s.form).sort()).toEqual([
      'application',
      'contact',
      'quote',
      'vendor-request',
    ]);
    expect(mine.find((s) => s.form === 'vendor-request')!.data.vendor).toBe('Nora Lighting');
    expect(mine.find((s) => s.form === 'application')!.uploads[0]!.originalName).toBe('cv.pdf');
    for (const s of mine)
      expect(new Date(s.createdAt).getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
  });
});

test('a retry after the answer was lost stores the lead once, with the same key', async ({
  page,
}) => {
  const marker = `retry-${Date.now()}`;
  await page.goto('/contact');
  await waitForHydration(page);
  const keys = await loseFirstAnswer(page, '**/api/forms/contact');
  const form = await fillContact(page);
  await form.getByLabel('Message').fill(`Contact ${marker}`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toContainText('Submission failed:');
  await expect(form.getByLabel('Message')).toHaveValue(`Contact ${marker}`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const listed = storedSubmissions();
  expect(listed.filter((s) => s.data.message === `Contact ${marker}`)).toHaveLength(1);
});
