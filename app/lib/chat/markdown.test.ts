import { describe, expect, it } from 'vitest';
import { parseChatMarkdown } from './markdown';

describe('parseChatMarkdown', () => {
  it('splits paragraphs and keeps line breaks inside one', () => {
    expect(parseChatMarkdown('First line\nsecond line\n\nNew paragraph')).toEqual([
      { type: 'p', lines: [['First line'], ['second line']] },
      { type: 'p', lines: [['New paragraph']] },
    ]);
  });

  it('reads bullet and numbered lists with inline markup', () => {
    expect(
      parseChatMarkdown(
        'Steps:\n1. Open **Store Settings**\n2. Click `Sync Data`\n\n- see [docs](/documentation)',
      ),
    ).toEqual([
      { type: 'p', lines: [['Steps:']] },
      {
        type: 'ol',
        items: [
          ['Open ', { t: 'strong', c: ['Store Settings'] }],
          ['Click ', { t: 'code', v: 'Sync Data' }],
        ],
      },
      { type: 'ul', items: [['see ', { t: 'link', href: '/documentation', c: ['docs'] }]] },
    ]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseChatMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'p', lines: [['<img src=x onerror=alert(1)>']] },
    ]);
  });
});
