import { describe, expect, it } from 'vitest';
import { withErrorMessage } from './native';

describe('withErrorMessage', () => {
  it('writes the problem into the marked paragraph, escaped', () => {
    const html =
      '<main><p data-slot="form-error-message" class="a">placeholder</p><p>other</p></main>';
    expect(withErrorMessage(html, 'Name <script>alert(1)</script> & "more"')).toBe(
      '<main><p data-slot="form-error-message" class="a">Submission failed: Name &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;more&#34;</p><p>other</p></main>',
    );
  });
});
