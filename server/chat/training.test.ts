import { describe, expect, it } from 'vitest';
import { loadKnowledge, takesWordings } from './knowledge';
import { askedAsByPassage, trainingQuestions } from './training';

describe('training wordings', () => {
  it('leave out a question that mixes in a topic the site does not answer', () => {
    const byPassage = askedAsByPassage(
      [
        { question: 'can i upgrade mid month', expected: ['faq:change-plan'] },
        {
          question: 'can i upgrade mid month, and is there a discount for nonprofits?',
          wording: false,
          expected: ['faq:change-plan'],
        },
      ],
      takesWordings,
    );
    expect(byPassage.get('faq:change-plan')).toEqual(['can i upgrade mid month']);
  });

  it('attach to FAQ entries and sections of articles and pages only, never from a follow-up', () => {
    const byPassage = askedAsByPassage(
      [
        { question: 'do i need a card to try it', expected: ['faq:pricing-trial-card'] },
        {
          question: 'where do i enter the ftp login',
          expected: [
            'doc:add-vendor#step-2-enter-the-vendors-credentials',
            'doc:dashboard-overview',
          ],
        },
        { question: 'how many stores on plus', expected: ['plan:plus#stores'] },
        {
          question: 'do i get money back if i cancel',
          expected: ['page:terms#10-cancellation-and-termination', 'page:terms'],
        },
        {
          previous: 'what is quantity delta',
          question: 'where do i change it',
          expected: ['faq:quantity-delta'],
        },
      ],
      takesWordings,
    );
    expect([...byPassage.keys()]).toEqual([
      'faq:pricing-trial-card',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'page:terms#10-cancellation-and-termination',
    ]);
  });

  it('attach to the first passage a question expects, the most direct answer, only', () => {
    const byPassage = askedAsByPassage(
      [
        {
          question: 'my edited prices keep changing back',
          expected: [
            'plan:plus#features',
            'doc:two-way-syncing#changes-you-make-in-shopify',
            'doc:pricing-rules#price-and-cost-sync',
            'faq:price-rules',
          ],
        },
      ],
      takesWordings,
    );
    expect([...byPassage.entries()]).toEqual([
      ['doc:two-way-syncing#changes-you-make-in-shopify', ['my edited prices keep changing back']],
    ]);
  });

  it("attach to an article's opening when the whole article is the first answer", () => {
    const byPassage = askedAsByPassage(
      [
        {
          question: 'how do i connect my shopify store',
          expected: [
            'doc:connect-shopify',
            'doc:quick-start-guide#step-2-connect-your-shopify-store',
          ],
        },
        // Listed after a section, a whole article does not say more than the section does.
        {
          question: 'what is a smart collection',
          expected: ['faq:smart-collections', 'doc:prepare-products'],
        },
      ],
      takesWordings,
    );
    expect([...byPassage.entries()]).toEqual([
      ['doc:connect-shopify', ['how do i connect my shopify store']],
      ['faq:smart-collections', ['what is a smart collection']],
    ]);
  });

  it("attach to a vendor's page when it has one, and to a case study, else to the next passage", () => {
    const byPassage = askedAsByPassage(
      [
        {
          question: 'can you ship shopify orders from my amazon fba stock',
          expected: ['vendor:amazon', 'faq:supported-platforms'],
        },
        {
          question: 'is mckesson live yet',
          expected: ['vendor:mckesson', 'faq:supported-vendors'],
        },
        {
          question: 'do you work with keystone',
          expected: ['vendor:unknown', 'faq:custom-integration-request'],
        },
        { question: 'a two person shop that made it work?', expected: ['case-study:evertail'] },
      ],
      takesWordings,
    );
    expect([...byPassage.entries()]).toEqual([
      ['vendor:amazon', ['can you ship shopify orders from my amazon fba stock']],
      ['faq:supported-vendors', ['is mckesson live yet']],
      ['faq:custom-integration-request', ['do you work with keystone']],
      ['case-study:evertail', ['a two person shop that made it work?']],
    ]);
  });

  it('reach the knowledge the bot searches', () => {
    const ids = new Set(loadKnowledge().passages.map((p) => p.id));
    for (const id of askedAsByPassage(trainingQuestions, takesWordings).keys())
      expect(ids.has(id), id).toBe(true);
  });
});
