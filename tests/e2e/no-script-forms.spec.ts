/**
 * Issue: a visit whose JavaScript never arrives must not lose a lead. With
 * scripts disabled, each form posts itself to the embedded server, which
 * stores it through the same validation and storage as the JSON path and
 * answers with the prerendered thank-you page, or the error page with the
 * problem and the way back.
 */
import { expect, test } from './fixtures';
import { storedSubmissions } from './stored-submissions';

test.use({ javaScriptEnabled: false });

test('the four forms submit without JavaScript and show their thank-you pages', async ({
  page,
}) => {
  const marker = `noscript-${Date.now()}`;

  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Contact form' });
  await contact.getByLabel(/^Full Name/).fill('Ada Lovelace');
  await contact.getByLabel(/^Email/).fill('ada@example.com');
  await contact.getByLabel(/^Subject/).selectOption('demo');
  await contact.getByLabel(/^Message/).fill(`Contact ${marker}`);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/form\/contact\/sent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(
    page.getByText(
      'Your message has been sent successfully. Our team will get back to you shortly.',
    ),
  ).toBeVisible();

  await page.goto('/vendor-integrations/nora');
  const vendor = page.getByRole('form', { name: 'Request the Nora Lighting integration' });
  await vendor.getByLabel(/^Name/).fill('Grace Hopper');
  await vendor.getByLabel(/^Email/).fill('grace@example.com');
  await vendor.getByLabel(/^Message/).fill(`Vendor ${marker}`);
  await vendor.getByRole('button', { name: 'Send Request' }).click();
  await expect(page).toHaveURL(/\/form\/vendor-request\/sent$/);
  await expect(
    page.getByText('Your request has been sent. Our team will get back to you shortly.'),
  ).toBeVisible();

  await page.goto('/custom-integrations');
  const quote = page.getByRole('form', { name: 'Custom integration quote request' });
  await quote.getByLabel(/^Name/).fill('Ada Lovelace');
  await quote.getByLabel(/^Email/).fill('ada@example.com');
  await quote.getByLabel(/^Store website/).fill('https://ada.example');
  await quote.getByLabel(/^Products in your store/).selectOption('1-500');
  await quote.getByLabel('Yes, route orders and sync tracking too').check();
  await quote.getByLabel(/^Vendor name/).fill(`Vendor ${marker}`);
  await quote.getByLabel(/^Vendor website/).fill('https://acme.example');
  await quote.getByRole('button', { name: 'Request a Quote' }).click();
  await expect(page).toHaveURL(/\/form\/quote\/sent$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Quote request received' }),
  ).toBeVisible();

  await page.goto('/application');
  const application = page.getByRole('form', { name: 'Job application' });
  await application.getByLabel(/^Full name/).fill(`Applicant ${marker}`);
  await application.getByLabel(/^Email/).fill('ada@example.com');
  await application.getByLabel(/^Position/).selectOption('Customer Support Specialist');
  await application.getByLabel(/^CV \/ Resume/).setInputFiles({
    name: 'ada-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\nAda Lovelace CV\n%%EOF\n'),
  });
  await application.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/form\/application\/sent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();

  const mine = storedSubmissions().filter((s) => JSON.stringify(s.data).includes(marker));
  expect(mine.map((s) => s.form).sort()).toEqual([
    'application',
    'contact',
    'quote',
    'vendor-request',
  ]);
  expect(mine.find((s) => s.form === 'vendor-request')!.data.vendor).toBe('Nora Lighting');
  expect(mine.find((s) => s.form === 'application')!.uploads[0]!.originalName).toBe('ada-cv.pdf');
});

test('a refused form shows what went wrong, and Back returns to what was typed', async ({
  page,
}) => {
  await page.goto('/application');
  const application = page.getByRole('form', { name: 'Job application' });
  await application.getByLabel(/^Full name/).fill('Mallory Example');
  await application.getByLabel(/^Email/).fill('mallory@example.com');
  await application.getByLabel(/^Position/).selectOption('Customer Support Specialist');
  await application.getByLabel(/^CV \/ Resume/).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>'),
  });
  await application.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/api\/forms\/application$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Job application not sent' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Submission failed: The CV must be a PDF, DOC or DOCX document.',
  );
  await expect(page.getByRole('link', { name: 'Open the form again' })).toHaveAttribute(
    'href',
    '/application',
  );
  await page.goBack();
  await expect(
    page.getByRole('form', { name: 'Job application' }).getByLabel(/^Full name/),
  ).toHaveValue('Mallory Example');
});
