// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function renderContactForm() {
  const { ContactForm } = await import('./contact-form');
  const router = createMemoryRouter([{ path: '/', element: <ContactForm /> }]);
  render(<RouterProvider router={router} />);
}

function fill() {
  const set = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set(/^Full Name/, 'Ada Lovelace');
  set(/^Email/, 'ada@example.com');
  set(/^Subject/, 'demo');
  set(/^Message/, 'Hello');
}

describe('a form with a configured webhook', () => {
  it('posts exactly the spec fields, with no honeypot and no extra header', async () => {
    vi.stubEnv('VITE_CONTACT_WEBHOOK_URL', 'https://automation.example/webhook/abc');
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await renderContactForm();
    fill();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://automation.example/webhook/abc');
    expect(init.mode).toBe('cors');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: '',
      phone: '',
      plan: '',
      websiteUrl: '',
      subject: 'demo',
      message: 'Hello',
    });
  });
});

describe('a form posting to our own endpoint', () => {
  it('adds the honeypot and an idempotency key', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await renderContactForm();
    fill();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms/contact');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body))).toMatchObject({ company_fax: '' });
  });
});

describe('the idempotency key of a fill', () => {
  it('is the same on every retry of the fill, after a network error or a 5xx', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response(null, { status: 503 })),
      () => Promise.resolve(new Response(null, { status: 200 })),
    ];
    const fetchMock = vi.fn(() => answers.shift()!());
    vi.stubGlobal('fetch', fetchMock);
    await renderContactForm();
    fill();
    const form = () => screen.getByRole('form', { name: 'Contact form' });
    fireEvent.submit(form());
    await screen.findByText('Submission failed: Failed to fetch');
    fireEvent.submit(form());
    await screen.findByText('Submission failed: Server error: 503');
    fireEvent.submit(form());
    await screen.findByRole('heading', { name: 'Thank You!' });
    const keys = fetchMock.mock.calls.map(
      (call) =>
        ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
          'Idempotency-Key'
        ],
    );
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});
