import { beforeAll, describe, expect, it } from 'vitest';
import { useBot } from '#tests/bot/use-bot.ts';
import { loadKnowledge, type Knowledge } from './knowledge.ts';
import { asksForMore, nextCause, nextSection, ruledOut } from './next-cause.ts';

describe('ruledOut', () => {
  it.each([
    ['SKUs are fine, I checked, what else?', ['sku']],
    ['the vendor credentials are fine, what else could it be?', ['credential']],
    ['I already checked the quantity delta, anything else?', ['delta']],
    ["it's not the tag. what now?", ['tag']],
    ['I added the vendor tag, what else?', ['tag']],
    ['the SKUs match but it still fails', ['sku']],
    // Each thing of a list.
    ['I checked the SKUs and credentials, both fine', ['sku', 'credential']],
    ['the tag and the delta are fine', ['tag', 'delta']],
    // A setting at nothing causes nothing.
    ['the delta is 0', ['delta']],
    ['I set delta to 0', ['delta']],
    ['Enforce MAP is off, what else?', ['map']],
    // A selection already made is a cause ruled out too.
    ['qty is selected already', ['quantity']],
    ['Enforce MSRP is turned on', ['msrp']],
    // Stated alone, after a troubleshooting reply, it asks what else.
    ['SKUs are fine', ['sku']],
    // Nothing ruled out, or a question about it rather than a statement.
    ['what else can VendorHub do?', []],
    ['is the delta 0?', []],
    ['why are SKUs fine but the tag is wrong?', []],
    // A value given is information for the answer, not a cause ruled out.
    ['my delta is set to 5', []],
  ])('%s', (message, heads) => {
    expect(ruledOut(message)).toEqual(heads);
  });
});

describe('asksForMore', () => {
  it.each([
    ['what else could it be?', true],
    ['anything else?', true],
    ["what's next?", true],
    ['and after that?', true],
    ['what do I do next?', true],
    ['then what?', true],
    // Asking for more of something named asks about that, not for the next cause or step.
    ['what else can VendorHub do?', false],
    ['what happens after that sync?', false],
    ['what is the next step after connecting my store?', false],
  ])('%s', (message, more) => {
    expect(asksForMore(message)).toBe(more);
  });
});

describe('nextCause', () => {
  let knowledge: Knowledge;
  beforeAll(() => {
    knowledge = loadKnowledge();
  }, 60_000);
  const passage = (id: string) => knowledge.passages.find((p) => p.id === id)!;

  it('takes the causes the previous reply listed in its order, skipping the one ruled out', () => {
    const previous = {
      passage: passage('doc:health-check#where-to-find-product-health'),
      reply:
        'One product or a few products fail: SKU mismatch, duplicate SKUs, or a tag problem. Every product of one vendor fails: Expired vendor credentials.',
    };
    expect(nextCause(knowledge.passages, previous, ['sku'])?.id).toBe(
      'doc:health-check#wrong-or-missing-vendor-tag',
    );
    expect(nextCause(knowledge.passages, previous, ['sku', 'tag'])?.id).toBe(
      'doc:health-check#expired-vendor-credentials',
    );
  });

  it("otherwise follows the article's own order", () => {
    const previous = {
      passage: passage('doc:quantity-check#check-1-quantity-delta'),
      reply: 'The Quantity Delta is the safety stock you set for a vendor.',
    };
    expect(nextCause(knowledge.passages, previous, ['delta'])?.id).toBe(
      'doc:quantity-check#check-2-sync-timing',
    );
  });

  it('after a fix, which names no causes, follows the article past it', () => {
    // "all of that vendor's products fail" mentions products, not "Where to find product health".
    const previous = {
      passage: passage('doc:health-check#expired-vendor-credentials'),
      reply:
        "VendorHub can no longer read the vendor's data, and all of that vendor's products fail.",
    };
    expect(nextCause(knowledge.passages, previous, ['credential'])?.id).toBe(
      'doc:health-check#changed-store-permissions',
    );
  });

  it("after the article's opening, starts at its first section, not its last", () => {
    const previous = { passage: passage('doc:quantity-check'), reply: 'It is normal to differ.' };
    expect(nextCause(knowledge.passages, previous, ['normal'])?.id).toBe(
      'doc:quantity-check#quick-diagnosis',
    );
  });

  it('with nothing ruled out ("what else?"), goes past the section shown', () => {
    const previous = { passage: passage('doc:quantity-check#check-3-qty-is-selected'), reply: '' };
    expect(nextCause(knowledge.passages, previous, [])?.id).toBe(
      'doc:quantity-check#check-4-location-mapping',
    );
  });

  it('needs a troubleshooting article to go on from', () => {
    const previous = {
      passage: passage('faq:free-trial'),
      reply: 'Every plan starts with a trial.',
    };
    expect(nextCause(knowledge.passages, previous, ['trial'])).toBeNull();
  });
});

describe('nextSection', () => {
  let knowledge: Knowledge;
  beforeAll(() => {
    knowledge = loadKnowledge();
  }, 60_000);
  const after = (id: string) =>
    nextSection(
      knowledge.passages,
      knowledge.passages.find((p) => p.id === id)!,
    )?.id;

  it('after a numbered step, the next step, past another way to do the step between them', () => {
    // "Vendors without an API: upload a CSV or Excel file" stands between Step 2 and Step 3.
    expect(after('doc:add-vendor#step-2-enter-the-vendors-credentials')).toBe(
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    );
  });

  it('after the last step, none: the step says where to go on', () => {
    expect(after('doc:add-vendor#step-4-open-the-vendor-detail-page')).toBeUndefined();
  });

  it('after the opening, the first step; an article without steps has none to start at', () => {
    expect(after('doc:add-vendor')).toBe('doc:add-vendor#step-1-choose-the-vendor');
    expect(after('doc:connect-shopify')).toBeUndefined();
  });

  it('after a section that is not a step, the one after it', () => {
    expect(after('doc:connect-shopify#what-changed-in-shopify-in-2026')).toBe(
      'doc:connect-shopify#choose-a-method',
    );
  });
});

describe('a follow-up that rules a cause out', () => {
  const answer = useBot();

  it('gets the next cause, not the one it ruled out', () => {
    const previous = 'a few products fail the health check';
    expect(answer(previous).reply).toContain('SKU mismatch');
    const { reply, sources } = answer('SKUs are fine, I checked, what else?', { previous });
    expect(sources[0]!.id).toBe('doc:health-check#wrong-or-missing-vendor-tag');
    expect(reply).toMatch(/^The next cause to check: \*\*Wrong or missing vendor tag\*\*\./);
  });

  it('after a reply from no troubleshooting article, gets another passage for the same question', () => {
    const previous = "orders aren't reaching my vendor";
    const shown = answer(previous).sources[0]!.id;
    const { reply, sources } = answer('the credentials are fine', { previous });
    expect(sources[0]!.id).not.toBe(shown);
    expect(reply).toMatch(/^Something else to check: \*\*/);
    // Not one named for what the visitor ruled out.
    expect(reply).not.toMatch(/^Something else to check: \*\*[^*]*credentials/i);
  });

  it('never offers an API call, a release note or a vendor page as something else to check', () => {
    const previous = "prices aren't updating in shopify";
    const { reply, sources } = answer('the markup is set', { previous });
    expect(reply).toMatch(/^Something else to check: \*\*/);
    expect(sources[0]!.id).not.toMatch(/^(?:doc:api-reference#|release:|vendor:)/);
  });

  it('asking what else, with nothing ruled out, gets the cause after the one shown', () => {
    const previous = "my stock isn't updating";
    const shown = answer(previous).sources[0]!.id;
    expect(shown).toBe('doc:quantity-check#check-3-qty-is-selected');
    const { reply, sources } = answer('what else could it be?', { previous });
    expect(sources[0]!.id).toBe('doc:quantity-check#check-4-location-mapping');
    expect(reply).toMatch(/^The next cause to check: \*\*Check 4: Location mapping\*\*\./);
  });

  it('on the third turn, goes on from the cause the second one showed', () => {
    const earlier = ["my stock isn't updating"];
    const previous = 'i checked qty is selected';
    expect(answer(previous, { previous: earlier[0] }).sources[0]!.id).toBe(
      'doc:quantity-check#check-4-location-mapping',
    );
    const { sources } = answer('what else could it be?', { previous, earlier });
    expect(sources[0]!.id).not.toMatch(/#check-[34]-/);
    expect(sources[0]!.id).toMatch(/^doc:quantity-check#/);
  });

  it('keeps out what an earlier turn ruled out', () => {
    const earlier = ['my product health is failing'];
    const previous = 'I fixed the tag';
    const second = answer(previous, { previous: earlier[0] }).sources[0]!.id;
    expect(second).toBe('doc:health-check#sku-mismatch-or-duplicate-skus');
    // The cause after the SKUs is the tag, which the visitor fixed a turn before.
    const { sources } = answer('what now', { previous, earlier });
    expect(sources[0]!.id).toBe('doc:health-check#expired-vendor-credentials');
  });
});

describe("a follow-up that asks for a guide's next step", () => {
  const answer = useBot();

  it('gets the step after the one shown, turn after turn', () => {
    const first = 'how do i add a vendor';
    expect(answer(first).sources[0]!.id).toBe('doc:add-vendor#step-1-choose-the-vendor');
    const second = answer("what's next?", { previous: first });
    expect(second.sources[0]!.id).toBe('doc:add-vendor#step-2-enter-the-vendors-credentials');
    expect(second.reply).toMatch(/^Next: \*\*Step 2: Enter the vendor's credentials\*\*\.\n\n1\. /);
    const third = answer('and after that?', { previous: "what's next?", earlier: [first] });
    expect(third.sources[0]!.id).toBe('doc:add-vendor#step-3-set-price-rules-and-quantity-delta');
  });
});
