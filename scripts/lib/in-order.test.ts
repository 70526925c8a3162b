import { describe, expect, it } from 'vitest';
import { assertInOrder } from './in-order';

describe('assertInOrder', () => {
  it('accepts a page whose boundaries are in place', () => {
    const html = '<main><!--$--><figure>Dashboard</figure><!--/$--></main>';
    expect(() => assertInOrder(html, 'index.html')).not.toThrow();
  });

  it('names the page when a boundary was written out of place', () => {
    const html =
      '<main><!--$?--><template id="B:0"></template><!--/$--></main>' +
      '<div hidden id="S:0"><figure>Dashboard</figure></div><script>$RC("B:0","S:0")</script>';
    expect(() => assertInOrder(html, 'index.html')).toThrow(/index\.html: a Suspense boundary/);
  });

  it('catches the move script on its own', () => {
    expect(() => assertInOrder('<script>$RC("B:1","S:1")</script>', 'faq/index.html')).toThrow(
      /faq\/index\.html/,
    );
  });
});
