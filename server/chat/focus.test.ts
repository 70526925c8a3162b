import { describe, expect, it } from 'vitest';
import { questionFocus, sentences } from './focus';

describe('sentences', () => {
  it('keeps amounts and versions whole, and splits a colon before a question', () => {
    expect(sentences('It costs $82.50 a month. Since v2.1.0 it is faster!')).toEqual([
      'It costs $82.50 a month.',
      'Since v2.1.0 it is faster!',
    ]);
    expect(sentences("I'm still fuzzy: in plain words, what does VendorHub do?")).toEqual([
      "I'm still fuzzy",
      'in plain words, what does VendorHub do?',
    ]);
  });
});

describe('questionFocus', () => {
  const story =
    'We run a lighting store with about 3,500 SKUs from Nora, Kuzco and Maxim, and a VA updates everything from spreadsheets every Monday.';

  it('finds the sentence that asks after a long story', () => {
    expect(questionFocus(`${story} Would the Plus plan cover four vendors?`)).toBe(
      'Would the Plus plan cover four vendors?',
    );
    expect(questionFocus(`${story} I was wondering whether Plus covers four vendors.`)).toBe(
      'I was wondering whether Plus covers four vendors.',
    );
  });

  it('keeps the sentences a question leans on', () => {
    expect(
      questionFocus(
        `${story} When we onboarded we set the safety stock to 5. Is that what's causing it?`,
      ),
    ).toBe("When we onboarded we set the safety stock to 5. Is that what's causing it?");
    expect(questionFocus(`${story} Everything else is fine. Any idea?`)).toBe(
      'Everything else is fine. Any idea?',
    );
  });

  it('leaves a short setting, a message that never asks, and one that only asks, whole', () => {
    expect(questionFocus('Medline shows as beta. Can we use it on the Plus plan?')).toBeNull();
    expect(questionFocus(`${story} Prices update, but quantities have not changed.`)).toBeNull();
    expect(questionFocus('How much is Plus? And Premium?')).toBeNull();
    expect(questionFocus('How much is Plus?')).toBeNull();
  });
});
