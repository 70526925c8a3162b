import { describe, expect, it } from 'vitest';
import { topicFinder } from './topics';

describe('topicFinder', () => {
  const find = topicFinder([
    { id: 'carriers', phrases: ['(fedex|ups)'] },
    { id: 'shipping-labels', phrases: ['shipping (label|labels)', 'fedex label'] },
    { id: 'payments', phrases: ['paypal'], unless: ['(i|we) pay'] },
  ]);

  it.each([
    ['Which is cheaper, UPS or FedEx?', 'carriers'],
    // The first topic in the list wins.
    ['Can you print a FedEx label?', 'carriers'],
    ['Can you print shipping labels?', 'shipping-labels'],
    ['Do you take PayPal?', 'payments'],
    ['Can we pay with PayPal?', null],
    ['How do groups work?', null],
  ])('%s → %s', (question, id) => {
    expect(find(question)?.id ?? null).toBe(id);
  });
});
