/**
 * Forms sent by the browser itself, without JavaScript (a script that failed
 * to load, or a tap before the page hydrated): the same endpoint, validation
 * and storage as the JSON path, answered the way a browser navigation needs.
 * A stored submission redirects (303) to the form's prerendered thank-you
 * page; a refused one gets the form's prerendered error page with the
 * problem written in, and the visitor's Back button returns to the form with
 * what they typed.
 */
import type { Context } from 'hono';
import { formResultPath, type FormId } from '#app/forms/contract.ts';
import { failureText } from '#app/lib/forms/state.ts';

/** A page the browser navigated to by posting a form, rather than a script's fetch. */
export function isNativeSubmission(c: Context): boolean {
  const mode = c.req.header('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (c.req.header('accept') ?? '').includes('text/html');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const MESSAGE_SLOT = /(<p\b[^>]*\bdata-slot="form-error-message"[^>]*>)[\s\S]*?(<\/p>)/;

/** The error page's HTML with the problem in its message paragraph. */
export function withErrorMessage(html: string, message: string): string {
  return html.replace(MESSAGE_SLOT, (_match, open: string, close: string) => {
    return `${open}${escapeHtml(failureText(message))}${close}`;
  });
}

export interface ResultPage {
  html: string;
  csp?: string;
}

export function nativeSuccess(c: Context, id: FormId): Response {
  return c.redirect(formResultPath(id, 'sent'), 303);
}

export function nativeFailure(
  c: Context,
  page: ResultPage | undefined,
  status: number,
  message: string,
): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  if (page?.csp) headers['Content-Security-Policy'] = page.csp;
  const html = page
    ? withErrorMessage(page.html, message)
    : `<!doctype html><title>Not sent</title><p>${escapeHtml(failureText(message))}</p>`;
  return new Response(html, { status, headers });
}
