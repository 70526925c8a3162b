import { describe, expect, it, vi } from 'vitest';
import { isSameOrigin } from './same-origin';
import { failureMessage, submitForm, thrownMessage } from './submit';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('submitForm', () => {
  it('posts JSON in CORS mode and does not read a successful body', async () => {
    const fetchImpl = vi.fn(async () => new Response('not json', { status: 200 }));
    expect(await submitForm('https://hooks.test/x', { name: 'Ada' }, { fetchImpl })).toEqual({
      ok: true,
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://hooks.test/x');
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', body: '{"name":"Ada"}' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('sends FormData as multipart, letting the browser set the boundary', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const data = new FormData();
    data.set('fullName', 'Ada');
    await submitForm('/api/forms/application', data, { fetchImpl });
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(data);
    expect(init.headers).toEqual({});
  });

  it("uses the server's JSON message, else the status", async () => {
    expect(
      await submitForm(
        '/x',
        {},
        { fetchImpl: async () => json(422, { message: 'Email is invalid.' }) },
      ),
    ).toEqual({
      ok: false,
      message: 'Email is invalid.',
    });
    expect(
      await submitForm(
        '/x',
        {},
        { fetchImpl: async () => new Response('<h1>oops</h1>', { status: 500 }) },
      ),
    ).toEqual({
      ok: false,
      message: 'Server error: 500',
    });
    expect(
      await submitForm('/x', {}, { fetchImpl: async () => json(400, { error: 'x' }) }),
    ).toEqual({
      ok: false,
      message: 'Server error: 400',
    });
  });

  it("uses the thrown error's text, else a generic message", async () => {
    const refused = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await submitForm('/x', {}, { fetchImpl: refused })).toEqual({
      ok: false,
      message: 'Failed to fetch',
    });
    const odd = async () => {
      throw 42;
    };
    expect(await submitForm('/x', {}, { fetchImpl: odd })).toEqual({
      ok: false,
      message: 'An unknown error occurred.',
    });
  });

  it('gives up on a request that hangs', async () => {
    const hang = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    const outcome = await submitForm('/x', {}, { fetchImpl: hang as typeof fetch, timeoutMs: 20 });
    expect(outcome).toEqual({
      ok: false,
      message: 'The server did not answer within 0.02 seconds. Please try again.',
    });
  });
});

describe('helpers', () => {
  it('failureMessage ignores empty messages', async () => {
    expect(await failureMessage(json(503, { message: '  ' }))).toBe('Server error: 503');
  });
  it('thrownMessage reads strings and errors', () => {
    expect(thrownMessage('boom')).toBe('boom');
    expect(thrownMessage(new Error(''))).toBe('An unknown error occurred.');
  });
  it('isSameOrigin tells our endpoints from webhooks', () => {
    expect(isSameOrigin('/api/forms/contact')).toBe(true);
    expect(isSameOrigin('https://n8n.test/webhook/1')).toBe(false);
    expect(isSameOrigin('//evil.test/x')).toBe(false);
  });
});
