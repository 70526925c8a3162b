/**
 * POST /api/feedback/docs: a docs page's "Was this helpful?" form, posted by
 * the browser itself (it works without JavaScript). Stored, it answers 303
 * back to the page at #feedback-thanks, which the page shows with CSS
 * (:target); refused, back to #feedback-failed. Rate-limited per address like
 * the forms.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimitKey } from '../client-address.ts';
import { mediaTypeOf } from '../media-type.ts';
import { createRateLimiter } from '../rate-limit.ts';
import type { DocsFeedbackStore } from '../storage/docs-feedback.ts';
import { parseDocsFeedback } from './docs-feedback.ts';

export interface FeedbackRoutesOptions {
  store: DocsFeedbackStore;
  /** The documentation articles' slugs. */
  pages: readonly string[];
  rateLimit: { max: number; windowMs: number };
  clientAddress?: (c: Context) => string;
}

export const docsPagePath = (slug: string) => `/documentation/${slug}`;

export function createFeedbackRoutes({
  store,
  pages,
  rateLimit,
  clientAddress = () => 'unknown',
}: FeedbackRoutesOptions) {
  const app = new Hono();
  const limiter = createRateLimiter(rateLimit.max, rateLimit.windowMs);
  app.use(
    '*',
    bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('The feedback is too long.', 413) }),
  );

  app.post('/docs', async (c) => {
    if (mediaTypeOf(c.req.header('content-type')) !== 'application/x-www-form-urlencoded')
      return c.text('Send the form (application/x-www-form-urlencoded).', 415);
    const form = await c.req.parseBody();
    const page = typeof form.page === 'string' && pages.includes(form.page) ? form.page : null;
    if (!page) return c.text('The page is not a documentation article.', 400);
    const back = (anchor: string) => c.redirect(`${docsPagePath(page)}#${anchor}`, 303);
    if (!limiter.take(rateLimitKey(clientAddress(c))).allowed) return back('feedback-failed');
    const parsed = parseDocsFeedback(form, pages);
    if (!parsed.ok) return back('feedback-failed');
    store.add(parsed.value);
    return back('feedback-thanks');
  });

  return app;
}
