import { describe, expect, it } from 'vitest';
import type { IntentContext } from '../context.ts';
import type { Question } from '../question.ts';
import type { Bot } from '../setup.ts';
import type { Intent } from './answer.ts';
import {
  priceRuleAnswer,
  priceRuleIntent,
  quantityDeltaAnswer,
  quantityDeltaIntent,
} from './calculators';

const price = (message: string) =>
  /\*\*\$([\d,.]+)\*\*/.exec(priceRuleAnswer(message)?.text ?? '')?.[1];
const shown = (message: string) =>
  /\*\*(\d+)\*\*/.exec(quantityDeltaAnswer(message)?.text ?? '')?.[1];

describe('the price rule tool', () => {
  // The documentation's own worked example and its table of more examples (pricing-rules.md).
  it.each([
    ['cost 50.00, markup 65%, MAP 85.00, MSRP 100.00, enforce MAP and MSRP: what price?', '85.00'],
    ['cost $50, markup 65%, MAP $85, Enforce MAP off, what would it sell for?', '82.50'],
    ['cost $80 with a 65% markup, MAP $100 and MSRP $120, what goes to Shopify?', '120.00'],
    ['cost $40, markup 50%, MAP $65: what price do I get?', '65.00'],
    ['cost $40, markup 50%, MSRP $55, what is my price?', '55.00'],
    ['what price for a cost of $19.99 and a 35% markup?', '26.99'],
    // MAP above MSRP: MSRP wins when both are enforced.
    ['cost $50, 65% markup, MAP $110, MSRP $100, both enforced: final price?', '100.00'],
    ['My cost is $30, markup 40%, Enforce MAP on, MAP is $45: what goes to Shopify?', '45.00'],
    // A terse message that ends by naming the price it wants.
    ['cost 20 markup 40% final price?', '28.00'],
    ['Cost $100, markup 30%, MAP and MSRP both off. Selling price?', '130.00'],
    // A condition asks what comes out of it.
    ['so if cost is 20 and markup 50%?', '30.00'],
    ['what if my cost is $40 with a 30% markup', '52.00'],
  ])('%j → $%s', (message, expected) => {
    expect(price(message)).toBe(expected);
  });

  it('reads a markup written without %, and a brand minimum as the MAP', () => {
    expect(price('cost 50, markup 65, MAP 110, MSRP 100, both on. what price do I get?')).toBe(
      '100.00',
    );
    expect(
      price('A pendant costs me $50, my markup is 65% and the brand minimum is $85. What price?'),
    ).toBe('85.00');
  });

  it('reads a switch said to be turned off as off', () => {
    expect(
      price(
        'With a $50 cost and 65% markup, what do I get if MAP is $85 but Enforce MAP is turned off?',
      ),
    ).toBe('82.50');
  });

  it('warns that a MAP above the MSRP ends the price below the MAP', () => {
    expect(
      priceRuleAnswer('MAP $110 but MSRP $100, cost $50, markup 65%, both rules on. Which wins?')
        ?.text,
    ).toMatch(/MAP is above the MSRP, so the MSRP wins/);
    expect(priceRuleAnswer('cost $40, markup 50%, MAP $65: what price?')?.text).not.toMatch(
      /above the MSRP/,
    );
  });

  it('shows its steps, in the order VendorHub applies them', () => {
    const text = priceRuleAnswer('cost $50, markup 65%, MAP $85, MSRP $100: what price?')!.text;
    expect(text).toMatch(
      /1\. Cost \$50\.00 plus a 65% markup is \$82\.50\.\n2\. .*MAP.*\n3\. .*MSRP/,
    );
  });

  it('asks for exactly the input that is missing', () => {
    expect(priceRuleAnswer('what will my price be with a 40% markup?')?.text).toMatch(
      /^What does the vendor charge you/,
    );
    expect(priceRuleAnswer('my cost is $30, what price will my markup give?')?.text).toMatch(
      /^What markup do you apply to the \$30\.00 cost\?/,
    );
  });

  it('names each number by the words nearest to it', () => {
    // "markup" follows the 30 and "cost is" comes right before the 20.
    expect(price('I use a 30% markup and cost is 20, what should it be?')).toBe('26.00');
    // A markup is put on the cost: "40% on a 25 dollar item".
    expect(price("markup of 40% on a 25 dollar item, what's the shopify price?")).toBe('35.00');
  });

  it('reads a switch only where the message says how it is set, not where it asks', () => {
    expect(
      price('cost 30 markup 40%, MAP 45 - what price? also can I turn MAP off for one vendor?'),
    ).toBe('45.00');
    expect(price('cost 30 markup 40%, MAP 45, MAP is off - what price?')).toBe('42.00');
  });

  it('leaves questions about the rules themselves to the documentation', () => {
    expect(priceRuleAnswer('What happens if MAP is higher than MSRP?')).toBeNull();
    expect(priceRuleAnswer('How does MAP pricing work?')).toBeNull();
    expect(priceRuleAnswer('How much is the $300 setup fee?')).toBeNull();
    expect(priceRuleAnswer('if I set markup to 50% will MAP still apply?')).toBeNull();
  });

  it('reads a message of nothing but a cost and a markup as asking the price', () => {
    expect(price('cost 25, markup 100%')).toBe('50.00');
    expect(price('my cost is 25 and the markup 40%')).toBe('35.00');
    // More than the inputs, and no question about the price: not a sum to work out.
    expect(priceRuleAnswer('my markup is 40% on a $25 cost, where do I change it?')).toBeNull();
  });
});

describe('the Quantity Delta tool', () => {
  it.each([
    // The FAQ's own examples.
    ['If my vendor has 10 in stock and the delta is 3, what does my store show?', '7'],
    ['vendor quantity 5 with a delta of 5', '0'],
    ['Vendor has 9, my delta is 4', '5'],
    // A delta above the quantity never shows less than 0.
    ['vendor has 3 in stock and my delta is 5, what does shopify show?', '0'],
  ])('%j → %s', (message, expected) => {
    expect(shown(message)).toBe(expected);
  });

  it("reads the vendor's number and the store's apart, and leaves a mismatch to troubleshooting", () => {
    expect(shown('my vendor shows 12 and I set a delta of 3, what will my store show')).toBe('9');
    expect(
      quantityDeltaAnswer(
        'the shopify product list shows 57 but the vendor only has 30 and my delta is 0. how?',
      ),
    ).toBeNull();
    expect(shown('store shows 0 but the vendor has 4 and my delta is 5, why?')).toBe('0');
  });

  it('reads a count of something else as no stock level', () => {
    expect(
      quantityDeltaAnswer(
        'our distributor sells out fast, we oversold 14 orders last month. what delta should we use?',
      ),
    ).toBeNull();
  });

  it('reads no vendor quantity where no vendor is named', () => {
    expect(shown('what should i set the safety stock to, 0? 5? no idea')).toBeUndefined();
  });

  it('asks for the vendor quantity when only the delta is given', () => {
    expect(quantityDeltaAnswer('my delta is 2, what will the store show?')?.text).toMatch(
      /^How many does the vendor have in stock\?/,
    );
  });

  it('leaves the definition to the FAQ', () => {
    expect(quantityDeltaAnswer('What is quantity delta?')).toBeNull();
  });
});

describe('a follow-up that gives a number', () => {
  const ask = (intent: Intent, message: string, previous: string) =>
    intent.answer(
      { raw: message, lower: message.toLowerCase(), previousLower: previous } as Question,
      {} as IntentContext,
      {} as Bot,
    )?.text;

  it('completes or changes the numbers the previous message gave', () => {
    expect(
      ask(priceRuleIntent, 'and if MAP is $45?', 'my cost is $30, markup 40%, what price?'),
    ).toMatch(/^VendorHub would send \*\*\$45\.00\*\*/);
    expect(
      ask(
        quantityDeltaIntent,
        'and if the vendor has 2?',
        'vendor has 10, my delta is 3, what shows?',
      ),
    ).toMatch(/^Your store shows \*\*0\*\*/);
    // Read alone, a follow-up with one input would ask for the other, which the previous gave.
    expect(ask(priceRuleIntent, 'what if markup is 80%?', 'cost is $25 and markup 60%')).toMatch(
      /^VendorHub would send \*\*\$45\.00\*\*/,
    );
    // Where the vendor's stock moves to is its quantity.
    expect(
      ask(
        quantityDeltaIntent,
        'what if they drop to 3?',
        'vendor has 12 in stock and my delta is 5',
      ),
    ).toMatch(/^Your store shows \*\*0\*\*: the vendor's 3 minus your Quantity Delta of 5/);
    // The follow-up's last number is not read as a count of the previous message's first word.
    expect(
      ask(quantityDeltaIntent, 'what if delta is 12', 'vendor has 10 and my delta is 3'),
    ).toMatch(/^Your store shows \*\*0\*\*: the vendor's 10 minus your Quantity Delta of 12/);
  });

  it('recomputes with a switch the follow-up turns, over the one the previous message said', () => {
    const previous = 'cost $40, 50% markup, MAP $65 and enforce MAP on. what price?';
    expect(ask(priceRuleIntent, 'and with enforce MAP switched off?', previous)).toMatch(
      /^VendorHub would send \*\*\$60\.00\*\*[^]*Enforce MAP is off/,
    );
    expect(ask(priceRuleIntent, 'and if I switch Enforce MAP off?', previous)).toMatch(
      /^VendorHub would send \*\*\$60\.00\*\*/,
    );
    // Asking whether a switch can be turned off says nothing about it.
    expect(ask(priceRuleIntent, 'can I turn MAP off?', previous)).toBeUndefined();
  });

  it('reads the setting it points at as the one the previous message asked about', () => {
    for (const message of [
      'mine is 3 and vendor has 2, what shows?',
      'so the vendor has 2 and i set it to 3, what shows?',
    ])
      expect(ask(quantityDeltaIntent, message, "what's the quantity delta?")).toMatch(
        /^Your store shows \*\*0\*\*: the vendor's 2 minus your Quantity Delta of 3/,
      );
  });

  it('computes nothing from the previous numbers alone, or from a part of the same message', () => {
    // "2 stores" is a count, and the cost and markup are the previous message's.
    expect(
      ask(
        priceRuleIntent,
        'how much is plus for 2 stores?',
        'my cost is $30, markup 40%, what price?',
      ),
    ).toBeUndefined();
    expect(
      ask(
        quantityDeltaIntent,
        'set the safety stock to 2 for all my vendors',
        'set the safety stock to 2 for all my vendors, and can it translate?',
      ),
    ).toBeUndefined();
  });
});
