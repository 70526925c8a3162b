import { describe, expect, it } from 'vitest';
import { isSafeHref, parseChatMarkdown } from './markdown';

describe('parseChatMarkdown', () => {
  it('splits paragraphs and keeps line breaks inside one', () => {
    expect(parseChatMarkdown('First line\nsecond line\n\nNew paragraph')).toEqual([
      {
        type: 'p',
        lines: [[{ type: 'text', text: 'First line' }], [{ type: 'text', text: 'second line' }]],
      },
      { type: 'p', lines: [[{ type: 'text', text: 'New paragraph' }]] },
    ]);
  });

  it('reads bullet and numbered lists with inline markup', () => {
    expect(
      parseChatMarkdown(
        'Steps:\n1. Open **Store Settings**\n2. Click `Sync Data`\n\n- see [docs](/documentation)',
      ),
    ).toEqual([
      { type: 'p', lines: [[{ type: 'text', text: 'Steps:' }]] },
      {
        type: 'ol',
        items: [
          [
            { type: 'text', text: 'Open ' },
            { type: 'strong', text: 'Store Settings' },
          ],
          [
            { type: 'text', text: 'Click ' },
            { type: 'code', text: 'Sync Data' },
          ],
        ],
      },
      {
        type: 'ul',
        items: [
          [
            { type: 'text', text: 'see ' },
            { type: 'link', text: 'docs', href: '/documentation' },
          ],
        ],
      },
    ]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseChatMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'p', lines: [[{ type: 'text', text: '<img src=x onerror=alert(1)>' }]] },
    ]);
  });
});

describe('isSafeHref', () => {
  it('allows web, mail and site links only', () => {
    expect(isSafeHref('https://n8n.io')).toBe(true);
    expect(isSafeHref('mailto:support@vendorhub.io')).toBe(true);
    expect(isSafeHref('/documentation/pricing-rules#enforce-map')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
  });
});
