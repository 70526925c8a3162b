import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-css';

describe('inlineStylesheets', () => {
  it('inlines built stylesheets and keeps a disabled link for hydration', async () => {
    const html = '<head><link rel="stylesheet" href="/assets/root-abc.css"/></head>';
    const out = await inlineStylesheets(html, async () => 'body{color:red}');
    expect(out).toBe(
      '<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/root-abc.css" disabled=""/></head>',
    );
  });

  it('leaves external stylesheets and other links alone', async () => {
    const html =
      '<link rel="stylesheet" href="https://cdn.example.com/x.css"/><link rel="icon" href="/favicon.svg"/>';
    expect(await inlineStylesheets(html, async () => 'x')).toBe(html);
  });

  it('cannot be broken out of by a closing style tag inside the CSS', async () => {
    const out = await inlineStylesheets(
      '<link rel="stylesheet" href="/assets/a.css">',
      async () => 'a{content:"</style><script>"}',
    );
    expect(out).not.toContain('</style><script>');
  });
});
