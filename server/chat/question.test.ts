import { describe, expect, it } from 'vitest';
import { tellsSymptom } from './question';

describe('tellsSymptom', () => {
  it.each([
    'one item stopped syncing',
    'wrong price on one product',
    "products won't sync after I changed permissions",
    // The apostrophe typed or not: the question's text has lost it either way.
    'products won t sync',
    'products wont sync',
    'the stock isnt updating',
    'my orders didnt go through',
  ])('reads "%s" as something going wrong', (text) => {
    expect(tellsSymptom(text)).toBe(true);
  });
  it.each(['how do I connect my store?', 'what does Plus cost?', 'I want to sync stock'])(
    'reads "%s" as a plain question',
    (text) => {
      expect(tellsSymptom(text)).toBe(false);
    },
  );
});
