import { describe, expect, it } from 'vitest';
import { completeLead, renderBlock, type AnswerBlock } from './answer-blocks';
import { withoutPageWords } from './compose';

describe('withoutPageWords', () => {
  it.each([
    [
      'Only sku and quantity are required; the columns are explained below. Save it.',
      'Only sku and quantity are required. Save it.',
    ],
    [
      'Fees are one-time. See Setup fees and timing below. They are paid once.',
      'Fees are one-time. They are paid once.',
    ],
    ['It depends on the vendor type (see the table below).', 'It depends on the vendor type.'],
    [
      'The app has only the permissions listed below.',
      'The app has only the permissions listed in the Guide guide.',
    ],
    [
      'Start a trial from the plan buttons on this page.',
      'Start a trial from the plan buttons on the Guide page.',
    ],
    // Nothing but a pointer: kept, since the link goes there.
    [
      'See "No shipping options at checkout" below.',
      'See "No shipping options at checkout" below.',
    ],
  ])('%j', (text, expected) => {
    expect(withoutPageWords(text, 'Guide')).toBe(expected);
  });
});

describe('completeLead', () => {
  const steps: AnswerBlock[] = [
    { kind: 'p', text: 'Run a sync:' },
    { kind: 'ol', items: ['Open Store Settings.', 'Click Sync Data.', 'Save.'] },
  ];
  it('carries the list a lead introduces, whole and numbered', () => {
    expect(completeLead('Run a sync:', steps)).toBe(
      'Run a sync:\n1. Open Store Settings.\n2. Click Sync Data.\n3. Save.',
    );
  });
  it('puts the whole list in place of the items a lead started quoting', () => {
    expect(completeLead('Run a sync: Open Store Settings. Click Sync Data.', steps)).toBe(
      'Run a sync:\n1. Open Store Settings.\n2. Click Sync Data.\n3. Save.',
    );
  });
  it('drops the sentence that introduces a calculator the chat cannot show', () => {
    const blocks: AnswerBlock[] = [
      { kind: 'p', text: 'The store never shows less than 0. Try your own numbers:' },
      { kind: 'calculator' },
    ];
    expect(completeLead('The store never shows less than 0. Try your own numbers:', blocks)).toBe(
      'The store never shows less than 0.',
    );
  });
  it('leaves a lead that touches no block as it is', () => {
    expect(completeLead('Plain answer.', steps)).toBe('Plain answer.');
    expect(completeLead('Plain answer.', undefined)).toBe('Plain answer.');
  });
});

describe('renderBlock', () => {
  it('turns a table into a short list, one row an item named by its first cell', () => {
    expect(
      renderBlock({
        kind: 'table',
        head: ['Pattern', 'Likely cause'],
        rows: [
          ['All products of one vendor', 'Expired credentials'],
          ['A few products', 'SKU mismatch'],
        ],
      }),
    ).toBe(
      '- **All products of one vendor**: Expired credentials\n- **A few products**: SKU mismatch',
    );
  });
  it('keeps numbered steps in a code block as steps', () => {
    expect(renderBlock({ kind: 'code', lines: ['1. price = cost', '2. round'] })).toBe(
      '1. `price = cost`\n2. `round`',
    );
  });
});
