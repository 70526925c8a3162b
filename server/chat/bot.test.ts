import { describe, expect, it } from 'vitest';
import { plans } from '#app/content/plans.ts';
import { isExpected, trainingSets } from '#tests/bot/sets.ts';
import { createBot, fallbackReply, leadSentences } from './bot';
import { loadKnowledge, takesWordings } from './knowledge';
import { normalise } from './text';
import type { BotQuestion } from './corpus';
import { askedAsByPassage } from './training';

const knowledge = loadKnowledge();
const bot = createBot(knowledge);
const first = (question: string, previous?: string) =>
  bot.answer(question, { previous }).sources[0]?.id ?? '';
const plus = plans.find((plan) => plan.id === 'plus')!;

/** A bot that learned the wordings of `sets` only, as `bench:bot -- --folds` scores a set left out. */
function learnedFrom(sets: typeof trainingSets) {
  const askedAs = askedAsByPassage(
    sets.flatMap((set) => set.questions),
    takesWordings,
  );
  return createBot({
    ...knowledge,
    passages: knowledge.passages.map((p) => ({ ...p, askedAs: askedAs.get(p.id) })),
  });
}

describe('help bot', () => {
  it('points store-connection questions to the connection guide', () => {
    expect(first('How do I connect my Shopify store?')).toMatch(/connect-shopify|faq:connect/);
    expect(bot.answer('How do I connect my Shopify store?').reply).toContain(
      '/documentation/connect-shopify',
    );
  });

  it('answers "how do I…" with the task, not what to have ready before it', () => {
    expect(first('how do I set up price rules?')).toBe('doc:pricing-rules#set-your-price-rules');
    expect(bot.answer('how do I set up price rules?').reply).toMatch(/^1\. .+\n2\. [^]+\n7\. /);
    expect(first('how do i hook up my shopify store to vendorhub')).toBe('doc:connect-shopify');
    // Asked what to have ready, it is what answers.
    expect(first('what do I need before I set up price rules?')).toBe(
      'doc:pricing-rules#before-you-start',
    );
    expect(first('how do I get ready before I set up price rules?')).toBe(
      'doc:pricing-rules#before-you-start',
    );
  });

  it('answers "how often…" from a passage nearly as good that states a frequency, and leads with it', () => {
    // The API endpoint that "updates the price" shares more words, but says no frequency.
    expect(first('how often are prices updated?')).toBe('faq:inventory-sync-frequency');
    expect(bot.answer('how often does stock get updated from suppliers?').reply).toMatch(
      /^About every hour, automatically\./,
    );
    expect(bot.answer('turnaround time for a custom API integration?').reply).toMatch(
      /^Setup takes under a day\./,
    );
    // A follow-up that would repeat the previous reply, hedged or not, is asked on its own.
    expect(bot.answer('frequency?', { previous: 'how does inventory sync work?' }).reply).toMatch(
      /^About every hour, automatically\./,
    );
    // "How long…" takes a passage that states a duration the same way: the guide's opening.
    expect(
      bot.answer('how long does the quick start take and what should i have ready before starting')
        .sources[0]?.id,
    ).toBe('doc:quick-start-guide');
  });

  it('answers a question about one row of a table, named by its column, with that row', () => {
    expect(bot.answer("what's the image_url column for?").reply).toMatch(
      /^\*\*weight_lb, image_url\*\*: Optional; used for new products\./,
    );
  });

  it("answers an API error code or a permission's scope with its row of the reference's table", () => {
    expect(bot.answer('i got a 429 error').reply).toMatch(
      /^\*\*429\*\*: error: rate_limited; What it means: More than 120 requests in a minute/,
    );
    expect(bot.answer('why does the app need read_customers?').reply).toMatch(
      /^\*\*Customers\*\*: Scopes: read_customers; Why VendorHub needs it: Pass the customer's name/,
    );
  });

  it("answers a symptom that fits several of a troubleshooting article's causes alike with its table of what you see", () => {
    const several = bot.answer('health status is failing on several products, what now?');
    expect(several.sources[0]?.id).toBe('doc:health-check#where-to-find-product-health');
    expect(several.reply).toMatch(/^Each product shows its health\. Look at the pattern/);
    const off = bot.answer('the stock in my store is off');
    expect(off.sources[0]?.id).toBe('doc:quantity-check#quick-diagnosis');
    expect(off.unsure).toBe(false);
    // One cause clearly ahead keeps its section.
    expect(first('quantity never changes but price and cost do')).toBe(
      'doc:quantity-check#check-3-qty-is-selected',
    );
  });

  it('answers a question for a value to use with the subsection on choosing it', () => {
    expect(bot.answer("what's a good value for the quantity delta?").reply).toMatch(
      /^\*\*Choose a delta\*\*\n- 0 shows/,
    );
    const followUp = { previous: "what's Quantity Delta?" };
    expect(bot.answer('what should I set it to?', followUp).reply).toMatch(/^\*\*Choose a delta/);
    expect(bot.answer('where do I set it?', followUp).reply).toMatch(
      /^\*\*Set the Quantity Delta\*\*\n1\. /,
    );
  });

  it('reads "it" in a follow-up as the plans the previous reply named, when the question named none', () => {
    const after = { previous: 'which plan has a dedicated account manager?' };
    const cost = bot.answer('what does it cost annually?', after).reply;
    expect(cost).toMatch(/^Premium costs \$269 a month billed annually/);
    expect(cost).toContain('Enterprise is priced for your volume');
    expect(cost).not.toContain('Basic');
    // A reply that names every plan, or a question that names one, leaves "it" as it was read.
    expect(
      bot.answer('how much is it?', { previous: 'how many vendors can I add?' }).reply,
    ).toMatch(/Basic \$99, Plus \$199/);
    const named = { previous: 'what does Plus include?' };
    expect(bot.answer('how much is it?', named).reply).toMatch(/^Plus costs \$199/);
  });

  it('reads "that" as the one plan a reply chose, though it lists the others after it', () => {
    const chose = { previous: 'is there a plan with unlimited vendors?' };
    expect(bot.answer('how much does that one cost?', chose).reply).toMatch(
      /^Enterprise is priced for your volume/,
    );
    const earlier = ['we have 2 stores'];
    expect(bot.answer('which plan?', { previous: earlier[0] }).reply).toMatch(
      /^Plus is the smallest/,
    );
    expect(
      bot.answer('how much is that yearly?', { previous: 'which plan?', earlier }).reply,
    ).toMatch(/^Plus costs \$179 a month billed annually/);
  });

  it('reads "and annually?" as a question of the plans the previous reply named or chose', () => {
    const chose = { previous: 'which plan do I need for 5 vendors?' };
    expect(bot.answer('and annually?', chose).reply).toMatch(
      /^Plus costs \$179 a month billed annually/,
    );
    const named = { previous: 'which plan has API access?' };
    expect(bot.answer('and yearly?', named).reply).toMatch(/^Premium costs \$269 a month billed/);
    // After a reply about no plan in particular, it asks of every plan, as before.
    expect(bot.answer('and annually?', { previous: 'how much is it?' }).reply).toMatch(
      /^Billed monthly, Basic \$99, Plus \$199/,
    );
  });

  it('reads "it" on a third turn by the previous reply, as the turn before that one made it', () => {
    const earlier = ['how much is Premium?'];
    expect(bot.answer('and yearly?', { previous: earlier[0] }).reply).toMatch(/^Premium costs/);
    expect(bot.answer('what does it include?', { previous: 'and yearly?', earlier }).reply).toMatch(
      /^Premium includes 3 stores/,
    );
  });

  it('answers a symptom told with what VendorHub does, not with a customer story', () => {
    expect(first('order was routed to the wrong vendor')).toBe('faq:order-routing');
    // A story still answers a question about who uses VendorHub.
    expect(first('any adult shop actually running on this')).toBe('case-study:condomania');
  });

  it('answers a symptom told with what VendorHub does, not with what an API call does', () => {
    expect(first("prices aren't updating")).toBe('doc:pricing-rules#before-you-start');
    // So is a task or any other question: the docs' way to link products, not the API call.
    expect(first('how do I link existing products')).toBe(
      'doc:product-creation#link-products-you-already-sell',
    );
    expect(
      first(
        'if i put the vendor tag on a product that already exists in my store does it get connected',
      ),
    ).not.toMatch(/^doc:api-reference#/);
    // A call's path and fields repeat the question's words, so its score runs far ahead of the
    // docs' answer that covers the question as well.
    expect(first('how can I link an existing shopify product to a vendor?')).toBe(
      'doc:product-creation#link-products-you-already-sell',
    );
    // A question about the API or code keeps the API's answers.
    const token = bot.answer('is api access on the plus plan and how do i create a token');
    expect(token.reply).toMatch(/go to API tokens and click Create token/);
    expect(
      first(
        "And if the SKU I send doesn't exist, what does the response look like?",
        'How do I update the price of a product through your API?',
      ),
    ).toMatch(/^doc:api-reference#/);
    // An endpoint answers what it does: asked only whether there is an API, where it is included.
    expect(first('is there an API')).toBe('doc:api-reference#token');
    expect(first('how do I link a product through the api')).toBe('doc:api-reference#link-product');
    // A rate limit is the API's: hitting one is not going past a plan's order limit.
    expect(first('what happens when I hit the rate limit?')).toBe('doc:api-reference#rate-limits');
  });

  it("follows a live vendor's facts with the steps of the task a how-to names", () => {
    const add = bot.answer('how do I add nora lighting');
    expect(add.reply).toMatch(
      /^Nora Lighting is live in our catalogue[^\n]*\n\n1\. In VendorHub, open Add Vendor\(s\)\./,
    );
    expect(add.sources.map((s) => s.id)).toEqual([
      'vendor:nora',
      'doc:add-vendor#step-1-choose-the-vendor',
    ]);
    // A vendor that is not live yet cannot be added: its facts say so, alone.
    expect(bot.answer('how do I add James+James').reply).not.toMatch(/Add Vendor\(s\)/);
  });

  it("answers from a vendor's page only a question that names the vendor", () => {
    // "Lighting" is in many vendors' names and says none of them.
    expect(first("what's a good markup for lighting products")).toBe('faq:price-rules');
    expect(first('my supplier also have shopify store, can you connect store to store?')).toBe(
      'vendor:shopify',
    );
  });

  it('answers a question that says something is not there from a section whose heading says so', () => {
    expect(first("i can't find my vendor in the list")).toBe(
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    );
    expect(first("my vendor doesn't have an api")).toBe(
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    );
    // Said without a "not", the same words keep the steps that find a vendor.
    expect(first('find my vendor in the list')).not.toBe(
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    );
  });

  it('says "Yes." or "No." only to the question the passage answers', () => {
    // The FAQ's "Yes." answers whether a card is needed, not whether cancelling costs anything.
    expect(
      bot.answer('If I cancel on day 13 of the trial am I charged anything at all?').reply,
    ).not.toMatch(/^(?:Yes|No)\b/);
    expect(bot.answer('can vendorhub handle variants').reply).not.toMatch(/^(?:Yes|No)\b/);
    expect(bot.answer('is there a free trial?').reply).toMatch(/^Yes\. Every plan starts/);
  });

  it('is unsure of a passage that lacks half the question, and then says no "Yes" or "No"', () => {
    // "program" is in the technical-skills FAQ ("No. You choose vendors…"), "partner" is not.
    const { reply } = bot.answer('do you have a partner program');
    expect(reply).toMatch(/^I'm not completely sure, but this may help: (?!Yes|No)/);
  });

  it('reads "no" as part of what is asked: "a product with no MAP" is a case the docs name', () => {
    expect(first('what if a product has no MAP')).toBe(
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    );
  });

  it('answers how something works from the docs, not from the release that added it', () => {
    expect(first('is tracking sent back to shopify automatically')).toMatch(
      /^doc:order-management/,
    );
    // Nor by the API call a word of its release note leads to.
    expect(first('do you integrate with woocommerce')).toBe('faq:supported-platforms');
    // Asked when it came, the release answers.
    expect(first('since which version is tracking sent back to shopify automatically?')).toMatch(
      /^release:/,
    );
  });

  it('answers "why…" with an explanation over a list of steps that holds as many of its words', () => {
    expect(first('why is my price higher than my markup?')).toBe('faq:price-rules');
    // The steps to set price rules match it far better, but say no reason.
    expect(first('why is the price in shopify different from what I set')).toBe(
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    );
    // Asked how, the steps answer.
    expect(first('how do I set my markup?')).toBe('doc:pricing-rules#set-your-price-rules');
  });

  it('asks whether the one plan a follow-up names includes the term the previous question defined', () => {
    expect(bot.answer('do I get it on Plus?', { previous: "what's API access?" }).reply).toMatch(
      /^No, Plus does not include API access\./,
    );
    expect(bot.answer('is it on Basic?', { previous: 'what is bulk creation?' }).reply).toMatch(
      /^Yes, Basic includes bulk product creation/,
    );
    // Shopify's own Plus is no plan of ours, as the plan parser reads it.
    expect(
      bot.answer('does it work on Shopify Plus?', { previous: "what's API access?" }).reply,
    ).not.toMatch(/Plus does not include/);
    // A term that names a plan is no feature to ask of another one.
    const price = { previous: "What's the price of Premium?" };
    expect(bot.answer('what about enterprise, how much is that one', price).reply).not.toContain(
      'Premium costs',
    );
  });

  it('asks the previous definition question again of a term given alone', () => {
    const msrp = bot.answer('and MSRP?', { previous: "what's MAP?" }).reply;
    expect(msrp).toMatch(/^MSRP \(manufacturer's suggested retail price\) is/);
    // Not a question word, nor a plan asked "for".
    expect(bot.answer('and how long?', { previous: 'what is the free trial?' }).reply).toContain(
      '14-day',
    );
    expect(first('and for Plus?', 'what is the price of Basic?')).toBe('plan:plus#price');
  });

  it('answers "how do I…" with numbered steps over a paragraph that matches about as well', () => {
    expect(first('how do I make products go out as drafts?')).toBe(
      'doc:search-and-push#push-products-to-your-store',
    );
    expect(bot.answer('how do I make products go out as drafts?').reply).toMatch(/^1\. .+\n2\. /);
    expect(first('how do I check product health?')).toBe(
      'doc:health-check#where-to-find-product-health',
    );
    // A list of the ways to do it answers as it is: only a paragraph gives way.
    expect(first('how do i link my shop to you')).toBe('doc:connect-shopify#choose-a-method');
  });

  it('answers "how do I…" with the steps where one step does what the question says', () => {
    // "Turn on Enforce MAP if…" is step 4 of setting price rules; the MAP-above-MSRP section only
    // shares the words.
    expect(first('how do I turn on enforce map')).toBe('doc:pricing-rules#set-your-price-rules');
    // The verb may come second in the step, after "turn on" ("Turn on Enforce MAP…", "In Tags,
    // paste the vendor tag"), and the step counts from 40% of the best score.
    expect(first('how do I enforce MAP?')).toBe('doc:pricing-rules#set-your-price-rules');
    expect(first('how do I paste the vendor tag?')).toBe(
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    );
    // The verb alone names no step: "Change the Quantity Delta" is not what "change it" asks.
    expect(first('where do I change it?', 'what is quantity delta')).toBe(
      'doc:inventory-management#quantity-delta',
    );
  });

  it('answers "what now?" after a step the visitor says is done with the next step', () => {
    expect(first('I just signed up, what do I do first')).toBe(
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    );
    // "Added" is what the step's "add" does.
    expect(first('ok I added the vendor, now what')).toBe(
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    );
    // Without asking what comes next, the step itself answers.
    expect(first('I added the vendor but it is not in My Vendors')).not.toBe(
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    );
  });

  it('answers "the second step", "step 2" or "the last step" with that step of the guide', () => {
    expect(first("what's the second step to add a vendor")).toBe(
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    );
    // With no guide named, the Quick Start's.
    expect(first("what's the first step")).toBe('doc:quick-start-guide#step-1-create-your-account');
    expect(first("what's the last step of preparing products")).toBe(
      'doc:prepare-products#step-6-sync-the-products',
    );
  });

  it("sends a symptom through a guide's table of symptoms to the section of its cause", () => {
    expect(first('all products from one supplier fail the health check')).toBe(
      'doc:health-check#expired-vendor-credentials',
    );
    expect(first('suddenly products from every vendor show failed health')).toBe(
      'doc:health-check#changed-store-permissions',
    );
    expect(first('the vendor collection is empty')).toBe(
      'doc:collection-check#check-the-collection-condition',
    );
    // A row no clearer than the others leaves the passage retrieval found.
    expect(first('what does it mean when a product shows failing health on the vendor page?')).toBe(
      'doc:health-check#where-to-find-product-health',
    );
  });

  it('reads a bold label that opens a paragraph as what its sentence is about', () => {
    const summary = (id: string) => knowledge.passages.find((p) => p.id === id)!.summary;
    const sku = summary('doc:health-check#sku-mismatch-or-duplicate-skus');
    expect(sku).toContain('Mismatch: The SKU in your store differs');
    expect(sku).not.toMatch(/(?:^|\. )Mismatch\./);
    // A numbered step's bold words are its action; a list item keeps its bold words as the chat shows it.
    expect(summary('doc:order-management#how-an-order-moves')).toContain(
      'VendorHub routes it to the vendor. Shopify assigns',
    );
    expect(summary('doc:search-and-push#tips')).toContain('Start small. Push a handful');
    expect(
      bot.answer('two variants in my store share a SKU, does that break anything?').reply,
    ).toMatch(/^Duplicates: Two or more products/);
  });

  it('links "what is…" to the explanation, not the troubleshooting check named after it', () => {
    const links = bot.answer('What is quantity delta?').sources.map((s) => s.url);
    expect(links).toContain('/documentation/inventory-management#quantity-delta');
    expect(links.some((url) => url.startsWith('/documentation/quantity-check'))).toBe(false);
  });

  it('answers who founded the company with the team, and when with the year', () => {
    expect(first('Who founded VendorHub?')).toBe('page:about#team');
    expect(first('When was VendorHub founded?')).toBe('company:founded');
  });

  it('explains quantity delta and MAP pricing from the documentation', () => {
    expect(bot.answer('What is quantity delta?').reply).toMatch(/10 with a delta of 3|minus/i);
    expect(first('How does MAP pricing work?')).toMatch(/price-rules|pricing-rules/);
  });

  it('answers plan limits and prices directly, with the numbers of the content', () => {
    const stores = bot.answer('how many stores on Plus');
    expect(stores.sources[0]?.id).toBe('plan:plus#stores');
    expect(stores.reply).toMatch(new RegExp(`^Plus includes ${plus.limits.stores} stores`));
    expect(stores.reply).toContain('[Pricing](/pricing)');
    const price = bot.answer('How much is Plus billed yearly?').reply;
    expect(price).toContain(`$${plus.annualPrice}`);
    expect(price).toContain(`$${plus.monthlyPrice}`);
  });

  it('says plainly when a question is about running the shop, not about VendorHub', () => {
    const carriers = bot.answer('Which carrier is cheaper for heavy chandeliers, UPS or FedEx?');
    expect(carriers.sources).toEqual([]);
    expect(carriers.reply).toMatch(/^VendorHub doesn't buy postage/);
    expect(carriers.reply).toContain('[contact us](/contact)');
    // "Basic" here is Shopify's plan, and the fee is Shopify's.
    const fee = bot.answer("What's the transaction fee on the Basic Shopify plan?");
    expect(fee.sources).toEqual([]);
    expect(fee.reply).toMatch(/transaction fees/);
    // The same words about VendorHub still reach its documentation.
    expect(first('A customer says checkout shows no shipping options for our Kuzco lamps')).toBe(
      'doc:order-management#no-shipping-options-at-checkout',
    );
  });

  it('keeps the topic of a fee or discount question for its short follow-up', () => {
    expect(first('and a CSV one?', 'How much does a custom API integration cost to set up?')).toBe(
      'fee:csv-xml-ftp',
    );
    expect(
      first('how much off on Premium?', 'Is there a discount if I handle the orders myself?'),
    ).toBe('sync-only:premium');
    // A plan question after the discount one is a plan question.
    expect(
      first('how many vendors on Premium?', 'Is there a discount if I handle the orders myself?'),
    ).toBe('plan:premium#vendors');
  });

  it('compares setup fees when asked about two kinds, and reads "cheaper than" as a price, not a plan', () => {
    expect(first('How much more does a custom API integration cost than a pre-built one?')).toBe(
      'fee:all',
    );
    expect(first('How much does a custom API integration cost?')).toBe('fee:custom-api');
    expect(
      first('a few listings end up cheaper than what the brand lets us advertise'),
    ).not.toMatch(/^plan:/);
    expect(first('which plan is cheaper?')).toMatch(/^plan:basic/);
  });

  it('names the release that brought a feature, not a later one that touched it', () => {
    expect(first('which update brought in linking products just by tagging them?')).toBe(
      'release:1.8.0',
    );
    expect(first('when did tracking numbers start flowing back into Shopify?')).toBe(
      'release:1.7.0',
    );
  });

  it('reads "both" as two of what was counted, and "has anyone used this" as a story request', () => {
    expect(
      first('We run one shop for the US and another for Canada. Which plan covers both of them?'),
    ).toBe('plan:plus#stores');
    expect(first('has anyone used this with adult product distributors?')).toBe(
      'case-study:condomania',
    );
  });

  it('finds the role a visitor describes by what it involves, and reads how to apply as a job question', () => {
    expect(
      first(
        "I build flows in Zapier and Make all day but I'm not really a programmer. Is there an opening that fits me?",
      ),
    ).toBe('job:low-code-e-commerce-automation-specialist');
    expect(
      first('How do I send you an application? Is there a form, or should I email my CV?'),
    ).toBe('jobs');
    expect(first('how long do you keep my CV?')).toBe('page:privacy#8-how-long-we-keep-it');
  });

  it('answers venting with an offer to help, but a real problem said angrily still gets its answer', () => {
    const vent = bot.answer('Nobody ever listens to small business owners. Whatever.');
    expect(vent.sources).toEqual([]);
    expect(vent.reply).toMatch(/^Sorry it's been a rough day/);
    // Both sections say that the next sync replaces prices edited by hand.
    expect(first('I hate that my prices keep going back to the old ones')).toMatch(
      /^doc:(pricing-rules#price-and-cost-sync|two-way-syncing#changes-you-make-in-shopify)$/,
    );
  });

  it('reads "which one" as a plan choice only when it asks what fits', () => {
    expect(first("one vendor's data has a MAP higher than the MSRP. which one wins?")).toBe(
      'doc:pricing-rules#when-map-is-above-msrp',
    );
    expect(first('we have 3 vendors, which one fits us?')).toBe('plan:plus#vendors');
  });

  it('understands "set that up", "when did you add" and a role named by its title', () => {
    expect(
      first(
        'and if they had a proper API instead?',
        'Our supplier drops a CSV on their FTP server every night. What would you charge to set that up?',
      ),
    ).toBe('fee:custom-api');
    expect(first('When did you add MSRP enforcement?')).toBe('release:1.9.0');
    expect(
      first('For the customer support specialist opening, what hours would I be working?'),
    ).toBe('job:customer-support-specialist');
    expect(first('what are your customer support hours?')).toBe('faq:support-hours');
  });

  it('answers the part of a question that is ours and names the part that is not', () => {
    const reply = bot.answer('What does Plus cost a month, and do you run a referral program?');
    expect(reply.sources[0]?.id).toBe('plan:plus#price');
    expect(reply.reply).toMatch(/referral program, the site doesn't mention it/);
    const unlisted = bot.answer('Is there a lifetime deal, one payment and never pay again?');
    expect(unlisted.sources).toEqual([]);
    expect(unlisted.unsure).toBe(true);
    expect(unlisted.reply).toMatch(/^I don't have anything on a lifetime deal/);
  });

  it('answers the parts of a message that hold no word the site lacks, and says the rest is not covered', () => {
    const reply = bot.answer('Can I set a price by SKU through the API? Is there a Ruby SDK?');
    expect(reply.sources[0]?.id).toBe('doc:api-reference#update-product');
    expect(reply.reply).toMatch(/The rest of your question is something the site doesn't cover/);
    // Alone, the SDK part is still not something to answer from a loose match.
    expect(bot.answer('Is there a Ruby SDK?').sources).toEqual([]);
    // A part that names no topic of its own ("Is there a way?") is not answered alone.
    expect(
      bot.answer('Our PXM tool should push the items for us. Is there a way?').sources,
    ).toEqual([]);
  });

  it('keeps the product-sync-only topic for a bare "and for Basic?"', () => {
    expect(
      first(
        'and for Basic?',
        "don't need the order routing part at all. what's the reduced price on Plus then?",
      ),
    ).toBe('sync-only:basic');
    expect(
      first('and how much is it on Plus?', 'we just want our stock synced, not orders. cheaper?'),
    ).toBe('sync-only:plus');
  });

  it('answers a plan limit asked before a vendor is named, and the vendor when it comes first', () => {
    expect(first('how many stores does Premium include, and do you support Kalco?')).toBe(
      'plan:premium#stores',
    );
    expect(first('do you support Kalco, and how many stores does Premium include?')).toBe(
      'vendor:kalco',
    );
  });

  it('reads "already in your list" as a pre-built integration, and "not in your list" as not', () => {
    expect(first('is there a setup fee for a vendor already in your list?')).toBe('fee:pre-built');
    expect(
      first(
        "our distributor isn't in your list: what's the setup fee for a custom API integration?",
      ),
    ).toBe('fee:custom-api');
  });

  it('finds a story by its industry\'s own word, not by "retail" that every shop shares', () => {
    expect(first('Any case study from an apparel retailer?')).toBe('case-study:fashionplus');
  });

  it('takes "the store that used VendorHub" as a customer story, for a follow-up too', () => {
    const asked = 'Tell me about the apparel store that used VendorHub';
    expect(first(asked)).toBe('case-study:fashionplus');
    expect(first('how many brands did they connect?', asked)).toBe('case-study:fashionplus');
  });

  it('answers about a vendor seen "in your list", however the rest is worded', () => {
    expect(first('I saw Kalco in your list of brands, so we could start with it right now?')).toBe(
      'vendor:kalco',
    );
  });

  it("gives the trial's own product limit, not the plans', when the question is about the trial", () => {
    expect(bot.answer('how many products can I sync during the trial?').reply).toMatch(
      /^During the 14-day free trial you can sync up to 100 products\./,
    );
    expect(
      first('and how many can I sync in those two weeks?', 'Is the trial 30 days like most?'),
    ).toBe('faq:free-trial');
    expect(first('how many products can i test with', 'how long is the free trial')).toMatch(
      /free-trial/,
    );
    expect(first('how many products does each plan include?')).toBe('plan:all#products');
  });

  it('answers "does that cost more on Basic?" or "so Plus customers miss out?" with whether that plan includes the feature', () => {
    const asked = 'Can we create 2,000 products in bulk with AI descriptions?';
    expect(bot.answer("we're on Basic, is that extra?", { previous: asked }).reply).toMatch(
      /^Yes, Basic includes bulk product creation with AI optimization \(paid option\)/,
    );
    // A later plan says the same feature in its own terms: Plus has it free, not as Basic's option.
    expect(bot.answer('is that included on Plus?', { previous: asked }).reply).toMatch(
      /^Yes, Plus includes free bulk product creation with AI optimization\./,
    );
    // Premium has it through "Everything in Plus": Plus's wording, not Basic's.
    expect(bot.answer('is that included on Premium?', { previous: asked }).reply).toMatch(
      /^Yes, Premium includes free bulk product creation with AI optimization\./,
    );
    expect(first('how much is Basic?', asked)).toBe('plan:basic#price');
    expect(
      bot.answer('so Plus customers miss out?', { previous: 'Which plans come with API access?' })
        .reply,
    ).toMatch(/^No, Plus does not include API access/);
    const api = 'can I push stock from our ERP through your API?';
    expect(bot.answer('does that come with Plus?', { previous: api }).reply).toMatch(
      /^No, Plus does not include API access/,
    );
    expect(bot.answer('is that part of Premium?', { previous: api }).reply).toMatch(
      /^Yes, Premium includes API access/,
    );
  });

  it('answers "does it include X?" after a plan question with whether that plan has X', () => {
    const on = (previous: string, question: string) => bot.answer(question, { previous }).reply;
    expect(on("what's the price of plus?", 'does it include order routing?')).toMatch(
      /^Yes, Plus includes automatic order routing/,
    );
    expect(on('how many vendors on basic?', 'does it include pre-push editing?')).toMatch(
      /^No, Basic does not include AI Listing Optimization and Pre-Push Editing/,
    );
    // A feature named in the turn before is asked about again, in the plan now named.
    expect(on('What does the Premium plan include?', 'does it come with API access?')).toMatch(
      /^Yes, Premium includes API access/,
    );
    // A part that opens with "and" asks yes or no too: a feature, not the order limit.
    const both = bot.answer("What's the price of Plus, and does it include order routing?").reply;
    expect(both).toMatch(/^Plus costs \$199[^]+\n\nYes, Plus includes automatic order routing/);
    // So does one that points back with "it" and names the feature.
    expect(bot.answer('how much is plus and does it include the api?').reply).toMatch(
      /^Plus costs \$199[^]+\n\nNo, Plus does not include API access/,
    );
    // How many of a limit is the plan's limit, not a feature that names it.
    expect(on('What does Premium cost?', 'how many shopify stores does that include')).toMatch(
      /^Premium includes 3 stores/,
    );
  });

  it('reads "it" as the thing the previous question asked about, when that names it in a few words', () => {
    const on = (previous: string, question: string) => bot.answer(question, { previous }).reply;
    expect(on('is there an api?', 'which plan has it?')).toMatch(
      /^API access comes with Premium and Enterprise/,
    );
    expect(on('is there a dedicated account manager?', 'which plan has it?')).toMatch(
      /^Dedicated account manager .* comes with Premium and Enterprise/,
    );
    expect(on('does vendorhub have an api', 'can i use it on basic?')).toMatch(
      /^No, Basic does not include API access/,
    );
    // Not when the question of the thing gets the previous reply again.
    const previous = 'do you support amazon mcf';
    const again = bot.answer('how does it work?', { previous });
    expect(again.reply).not.toBe(bot.answer(previous).reply);
    expect(again.sources[0]!.id).toBe('vendor:amazon');
    // A longer question is not one thing: "that" here is the vendor the new question describes.
    expect(
      on(
        'Is there a setup fee to connect Maxim Lighting?',
        'and for a vendor that only has a csv file?',
      ),
    ).toMatch(/^A CSV\/XML\/FTP integration costs \$300/);
  });

  it('keeps the thing asked about through a turn that points back with "it"', () => {
    const third = (earlier: string, previous: string, question: string) =>
      bot.answer(question, { previous, earlier: [earlier] }).reply;
    expect(third('is there an api', 'how do I get access to it?', 'which plan has it?')).toMatch(
      /^API access comes with Premium and Enterprise/,
    );
    // "Do you integrate with X?" asks about X too.
    expect(
      third(
        'do you integrate with Kuzco',
        'how much does it cost to set up?',
        'which plans have it?',
      ),
    ).toMatch(/^Kuzco Lighting .*comes with Basic, Plus, Premium and Enterprise/);
    // A turn between that does not point back ends it.
    expect(third('is there an api', 'how do I add a vendor?', 'which plan has it?')).not.toMatch(
      /^API access comes with/,
    );
  });

  it('answers "which of those is in beta?" from the vendor category asked about before', () => {
    const asked = 'Do you connect to any medical supply distributors?';
    expect(first('which of those is still in beta?', asked)).toBe('vendor:medline');
    expect(
      bot.answer('which ones are coming soon?', { previous: 'do you have lighting vendors?' })
        .reply,
    ).toMatch(
      /^None of our Furniture & Lighting vendors is coming soon: \d+ are live and James\+James is beta\./,
    );
  });

  it("never lets another vendor's page answer for the vendor the question names", () => {
    // Trained without the batch that holds the question, as `bench:bot -- --folds` does: the
    // other batches' wordings make Allegri's page the closest passage to it.
    const others = trainingSets.filter((set) => set.name !== 'tuning-05');
    expect(others.length).toBe(trainingSets.length - 1);
    const folded = learnedFrom(others);
    const question =
      'we carry a lot of Kuzco LED fixtures, is there a ready-made connection for them?';
    expect(folded.answer(question).sources[0]?.id).toBe('vendor:kuzco');
  });

  it('answers surely a follow-up that only opens like one and is sure alone', () => {
    const hours = bot.answer('and what are your support hours', {
      previous: 'where are you based',
    });
    expect(hours.reply).toMatch(/^Our support team works Monday to Friday/);
    // One that points back keeps the previous turn's topic.
    const button = bot.answer('where do I find that button?', {
      previous: 'The guide keeps telling me to run Sync Data',
    });
    expect(button.sources[0]?.id).toBe('doc:collection-check#run-sync-data');
  });

  it('reads a follow-up of one word that asks ("how long?") as about the previous topic', () => {
    // Trained without the sets that ask it, so that no wording of theirs answers it.
    const others = trainingSets.filter(
      (set) => !set.questions.some((q) => q.question === 'how long'),
    );
    const folded = learnedFrom(others);
    const answer = folded.answer('how long', { previous: 'is there a free trial' });
    expect(answer.sources[0]?.id).toMatch(/trial/);
    expect(answer.reply).toMatch(/14-day/);
    // Alone, it is not a follow-up.
    expect(folded.answer('how long').sources[0]?.id ?? '').not.toMatch(/trial/);
  });

  it('reads "vendor tags" or "product titles" as what they belong to, not as a plan limit', () => {
    expect(
      first('a product has two vendors tags on it by mistake, which one does it use'),
    ).not.toMatch(/^plan:/);
    expect(first('how many vendors on Basic?')).toBe('plan:basic#vendors');
  });

  it('says which plans include a vendor, and whether the plan a visitor is on does', () => {
    expect(bot.answer('do you work with entrenue').reply).toMatch(
      /^Entrenue is live in our catalogue \(Adult\) and comes with Plus, Premium and Enterprise\./,
    );
    const missing = bot.answer(
      "Why can't I find Williams Trading when I go to add a vendor? We're on Basic.",
    );
    expect(missing.sources[0]?.id).toBe('vendor:williams');
    expect(missing.reply).toMatch(
      /^Williams Trading is not in Basic's vendor catalog: it comes with Plus/,
    );
    expect(
      first(
        "Which plan do I need for it? I'm on Basic right now.",
        'Do you integrate with Entrenue?',
      ),
    ).toBe('vendor:entrenue');
    // A limit question after a vendor question stays a limit question.
    expect(first('how many vendors on Basic?', 'Do you integrate with Entrenue?')).toBe(
      'plan:basic#vendors',
    );
  });

  it('takes a time zone, a lone letter or "robot" for no topic the site lacks', () => {
    expect(
      first(
        'I am in Europe, in CET time. Your human support works in which hours, so I know when to write?',
      ),
    ).toMatch(/support-hours/);
    expect(first('this chat is robot or real person?')).toBe('faq:ai-assistant');
  });

  it("knows the about page's values, and a leaked secret mentioned with Slack is about the secret", () => {
    const passage = knowledge.passages.find((p) => p.id === 'page:about#values');
    expect(passage?.text).toMatch(/^Excellence: /);
    expect(first('pretty sure our client secret leaked in a slack channel, what do I do')).toMatch(
      /^doc:connect-shopify/,
    );
  });

  it('answers from the customer story a question asks about before any fee it mentions', () => {
    expect(
      first('the pet supplies case study: what plan were they on and what did their setup cost?'),
    ).toBe('case-study:evertail');
  });

  it('chooses the smallest plan that covers every amount a question gives', () => {
    const reply = bot.answer(
      'One store, 4 suppliers, around 250 orders a month. Which plan do I need?',
    );
    expect(reply.sources[0]?.id).toBe('plan:plus#vendors');
    expect(reply.reply).toMatch(
      /^Plus is the smallest plan that covers 1 store, 4 vendors, and 250 orders a month: .* Basic includes 2 vendors\./,
    );
    expect(
      first('Can I start on Basic and move up later without redoing my whole setup?'),
    ).not.toBe('plan:basic#features');
    // The needs, then a bare "plan?" as the question.
    expect(bot.answer('5 stores, 12 vendors, 2,000 orders a month. Plan?').reply).toMatch(
      /^Enterprise is the smallest plan that covers 5 stores, 12 vendors, and 2,000 orders a month:/,
    );
    expect(first('2 stores 300 orders, best plan?')).toBe('plan:plus#stores');
    // Sizes told and nothing else: the plan that fits them.
    expect(bot.answer('we have 2 stores, 10 vendors and 900 orders a month').reply).toMatch(
      /^Premium is the smallest plan that covers 2 stores, 10 vendors, and 900 orders a month:/,
    );
    expect(first('we have 2 stores and 10 vendors but orders do not sync')).not.toMatch(/^plan:/);
    // A plan outgrown: what it includes, then the plan that fits.
    expect(bot.answer("we're on plus and have 7 vendors now").reply).toMatch(
      /^Plus includes 6 vendors\. Premium is the smallest plan that covers 7 vendors:/,
    );
    // Asked of two plans named, the same answer.
    expect(bot.answer('2 stores, 10 vendors, 800 orders. Plus or Premium?').reply).toMatch(
      /^Premium is the smallest plan that covers 2 stores, 10 vendors, and 800 orders a month:/,
    );
    // "How many…" asks an amount, not which plan fits.
    expect(first('how many suppliers on the two-store plan')).not.toBe('plan:plus#stores');
  });

  it('reads an amount past a word that describes what is counted, and an ordinal in digits', () => {
    expect(bot.answer('i have 4 shopify stores, which plan do i need').reply).toMatch(
      /^Enterprise is the smallest plan that covers 4 stores/,
    );
    expect(first('we have 8 lighting manufacturers, which plan covers that many')).toBe(
      'plan:premium#vendors',
    );
    expect(
      first(
        'what if we open a 4th one next year',
        'We run 3 Shopify stores (US, Canada, UK). Which plan covers all three?',
      ),
    ).toBe('plan:enterprise#stores');
  });

  it('reads a bare number in a follow-up as a new amount of what the previous turn counted', () => {
    const reply = bot.answer('what if we grow to like 15 later', {
      previous: 'which plan do I need for 8 vendors?',
    });
    expect(reply.reply).toMatch(/^Enterprise is the smallest plan that covers 15 vendors/);
    expect(
      first('and if I need 8 of them?', 'How many suppliers can I add on the Plus plan?'),
    ).toBe('plan:premium#vendors');
    // Without a count in the previous turn, a number is no amount.
    expect(first('what if we grow to like 15 later', 'is there a free trial?')).not.toMatch(
      /^plan:/,
    );
  });

  it('prices "that one", "that" or "it" after a question that chose a plan', () => {
    expect(
      first(
        'ok what does that one cost',
        'I run 5 shopify stores for one client, which plan covers that many stores?',
      ),
    ).toBe('plan:enterprise#price');
    // "It" is the plan chosen too.
    expect(first('and how much is it', 'which plan do I need for 3 vendors')).toBe(
      'plan:plus#price',
    );
    // So is "that" alone.
    expect(first('how much is that per year', 'which plan for 5 vendors')).toBe('plan:plus#price');
    // What it includes is the plan's list: the "5" of "5 vendors" does not name "5,000 products".
    expect(
      bot.answer('what does it include', { previous: 'which plan for 5 vendors' }).reply,
    ).toMatch(/^Plus includes 2 stores, 6 vendors/);
    expect(
      first('ok and which one lets me do 3', 'can i connect 2 shopify stores on the basic plan?'),
    ).toBe('plan:premium#stores');
  });

  it('reads "it" as the one plan the previous question asked about and nothing else', () => {
    expect(first('and what does it include?', "what's the price of Plus?")).toBe(
      'plan:plus#features',
    );
    expect(first('what does it include?', 'how much is Premium?')).toBe('plan:premium#features');
    // A question about one thing of the plan makes that thing "it", not the plan.
    expect(first('ok so which plans do have it?', 'does the Plus plan come with API access?')).toBe(
      'faq:plan-features',
    );
  });

  it('names a plan by its step from another: "the one above it", "the next tier", "one step down"', () => {
    expect(first('and the one above it?', 'how much is basic per month')).toBe('plan:plus#price');
    expect(first('how many vendors on the plan below Premium?')).toBe('plan:plus#vendors');
    expect(first('and one step down?', 'how many stores does premium include')).toBe(
      'plan:plus#stores',
    );
    expect(first('what about the next one', 'how many orders on plus')).toBe(
      'plan:premium#ordersPerMonth',
    );
    // Nothing to step from: no plan is named.
    expect(first('and the one above it?', 'how do I connect my store')).not.toMatch(/^plan:/);
  });

  it('reads "the WheelPros connection" and "when will it be usable" as asking about the vendor', () => {
    expect(first('I sell rims and tires. When will the WheelPros connection be usable?')).toBe(
      'vendor:wheelpros',
    );
  });

  it('answers when a vendor arrived with the release whose notes name it', () => {
    expect(first('In which release did Crystorama become a live integration?')).toBe(
      'release:2.1.0',
    );
    expect(first('when was it added?', 'do you support crystorama')).toBe('release:2.1.0');
    expect(bot.answer('when did you add allegri crystal?').reply).toMatch(
      /^Allegri Crystal arrived in release 2\.1\.0 \(August 19, 2025\)/,
    );
    // No release names Nora: its page answers.
    expect(first('when did you add nora lighting?')).toBe('vendor:nora');
  });

  it('never takes the opening of a question for the name of a vendor we lack', () => {
    // "X support?" asks about vendor X, but not when X is "how quickly will I hear back from".
    expect(first('how quickly will I hear back from support')).not.toBe('vendor:unknown');
    expect(first('Acme Home Goods support?')).toBe('vendor:unknown');
    expect(first('turnaround time for a custom API integration?')).not.toBe('vendor:unknown');
  });

  it('quotes the name of a vendor we lack without the words around it, and names two apart', () => {
    const reply = (question: string) => bot.answer(question).reply;
    expect(reply('Is Kichler one of your supported vendors?')).toMatch(
      /^Kichler is not in our catalogue yet\. Tell us about it/,
    );
    expect(reply('Do you support Turn14 Distribution for auto parts?')).toMatch(
      /^Turn14 Distribution is not in our catalogue yet/,
    );
    expect(reply('Do you have Uttermost or Surya? both home decor suppliers')).toMatch(
      /^Neither Uttermost nor Surya is in our catalogue yet\. Tell us about them/,
    );
  });

  it("finds a story by the visitor's word for its industry, and by the previous turn's", () => {
    expect(first('which plan were they on', 'is there a case study for clothing stores')).toBe(
      'case-study:fashionplus',
    );
    expect(
      first('any case study from that industry?', 'which vendors do you support for adult stores'),
    ).toBe('case-study:condomania');
  });

  it('names a vendor we lack when a follow-up asks about another than the previous turn', () => {
    expect(first('what about Eldorado?', 'do you integrate with Entrenue?')).toBe('vendor:unknown');
    expect(first('what about the setup fee?', 'do you integrate with Entrenue?')).not.toBe(
      'vendor:unknown',
    );
    expect(first('when are you adding Uline as a supplier?')).toBe('vendor:unknown');
    // Only after a vendor question: alone, "what about Eldorado?" names nothing we know of.
    expect(first('what about Eldorado?', 'how long is the free trial?')).not.toBe('vendor:unknown');
  });

  it('answers the topic of a terse list it covers, and says the other is not covered', () => {
    const reply = bot.answer('gdpr & HIPAA?');
    expect(reply.sources[0]?.id).toBe('faq:compliance');
    expect(reply.reply).toMatch(/The rest of your question is something the site doesn't cover/);
    expect(first('salary for the golang job, remote?')).toBe('job:golang-junior-backend-developer');
  });

  it('names a vendor we lack that the visitor wants orders routed to, but not "my supplier"', () => {
    expect(first('do you route orders to CJ Dropshipping?')).toBe('vendor:unknown');
    expect(first('can you send orders to Ingram Micro')).toBe('vendor:unknown');
    expect(first("do you route orders to Honey's Place?")).toBe('vendor:honey');
    expect(first('does it send orders to my supplier automaticaly')).not.toBe('vendor:unknown');
  });

  it('keeps a product-sync-only follow-up on the discount, and "over order limit fee" on the limit', () => {
    expect(first('is that per month or per year', 'sync only discount on premium?')).toBe(
      'sync-only:premium',
    );
    expect(
      first(
        'how much off on plus',
        'honestly i dont want anything touching my orders, just stock and prices. is that cheaper?',
      ),
    ).toBe('sync-only:plus');
    expect(first('over order limit fee')).toMatch(/order-limit/);
  });

  it('answers "is that every month?" after a setup fee with the fee, and a move to a plan with that plan', () => {
    expect(
      first('is that every month?', "what's the setup fee for a vendor that sends files over FTP"),
    ).toBe('fee:csv-xml-ftp');
    expect(
      first(
        "we've outgrown premium, we run 4 stores now. how do we move to enterprise and what does it cost?",
      ),
    ).toMatch(/enterprise/);
  });

  it('reads "sync only the stock, I set prices myself" as price sync turned off, not the discount', () => {
    expect(
      first("I only want stock synced from the vendor, I'll manage prices myself. can I do that?"),
    ).not.toMatch(/^sync-only/);
    // Any kind of data left out says the same: a sync selection.
    expect(first('can I sync only prices and not stock')).toBe(
      'doc:pricing-rules#price-and-cost-sync',
    );
    expect(first('we only need product sync, we ship orders ourselves. any discount?')).toMatch(
      /^sync-only/,
    );
  });

  it('reads "a limited role on the dashboard" as a permission, not an opening', () => {
    expect(first('can I give my assistant a limited role on the dashboard?')).not.toMatch(/^job/);
    expect(first('is the react role remote?')).toMatch(/^job:middle-react/);
  });

  it("answers a story's product-sync-only request, not only the sentence that asks", () => {
    expect(
      first(
        "i don't need order routing at all, only stock and price sync, we handle orders ourselves. is there a cheaper option?",
      ),
    ).toMatch(/^sync-only/);
  });

  it('answers a symptom with the troubleshooting section that fixes it', () => {
    // Trained without the batch that holds the question, as `bench:bot -- --folds` does.
    const others = trainingSets.filter((set) => set.name !== 'tuning-73');
    expect(others.length).toBe(trainingSets.length - 1);
    const folded = learnedFrom(others);
    expect(
      folded.answer("the vendor changed their api key and now our orders aren't going through")
        .sources[0]?.id,
    ).toBe('doc:health-check#expired-vendor-credentials');
    // Without a symptom, the setup step.
    expect(first('where do I enter the api key of my vendor?')).not.toMatch(/^doc:health-check/);
  });

  it('answers "how do I…" that tells no symptom with the task, not a fix nearly as good', () => {
    expect(first('how do I import products from a spreadsheet?')).toBe(
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    );
    // Only a message that opens "how do I <verb>", with a verb the fix lacks, asks for the task: a
    // follow-up to a symptom keeps its fix. Trained without the batch that holds the question.
    const others = trainingSets.filter((set) => set.name !== 'tuning-17');
    const folded = learnedFrom(others);
    const previous =
      'Vendor has 4 units of a rug in stock, but my Shopify listing says 0 and the product page shows sold out. Why?';
    expect(
      folded.answer('ok so how do i get it to show the real number again', { previous }).sources[0]
        ?.id,
    ).toBe('doc:quantity-check#check-1-quantity-delta');
  });

  it('answers "why?" of a symptom with a troubleshooting passage from a little further behind', () => {
    // What unlinks a product shares more words; the health check says why one stops syncing.
    expect(first('one item stopped syncing, why?')).toBe('doc:health-check');
    expect(first('one item stopped syncing')).not.toBe('doc:health-check');
  });

  it('ends the sentence that introduces a table there, so the prose after the table can lead', () => {
    const fees = knowledge.passages.find((p) => p.id === 'doc:add-vendor#setup-fees-and-timing')!;
    expect(leadSentences(fees.summary, 'how long does the integration take')).toMatch(
      /^Setup takes under a day\./,
    );
    // A question about the table still gets the sentence that introduces it.
    expect(leadSentences(fees.summary, 'what is the fee per vendor integration')).toMatch(
      /^Each vendor integration is set up once, and the fee depends on how the vendor shares its data:/,
    );
  });

  it('takes a troubleshooting section for a symptom only when it is about what the question names', () => {
    // "Wrong or missing vendor tag" shares only "wrong" with the question: prices are its subject.
    expect(first('my prices are wrong')).toMatch(/^doc:pricing-rules#/);
    // Nor does a heading's "wrong" outweigh the thing the question names.
    expect(first('some of my products have the wrong price')).toMatch(/^doc:pricing-rules#/);
  });

  it('answers "how long…" on its own when the reply it would repeat says no time', () => {
    const first = (q: string, previous: string) => bot.answer(q, { previous }).sources[0]?.id;
    // The vendor's summary says no time; the question alone is answered with one.
    expect(first('how long does it take to set up?', "do you support Honey's Place?")).toBe(
      'faq:setup-time',
    );
    // The trial's reply says "14-day": it answers "how long", so it stays.
    expect(first('how long', 'is there a free trial')).toBe('faq:free-trial');
  });

  it('asks a follow-up that would repeat on its own when another section of the same page answers it', () => {
    const first = (q: string, previous: string) => bot.answer(q, { previous }).sources[0]?.id;
    expect(first('and the app, when I log in?', 'what cookies does your website use')).toBe(
      'page:cookies#5-the-vendorhub-app',
    );
    expect(first('and what does a 404 mean?', "what's the api rate limit")).toBe(
      'doc:api-reference#errors',
    );
    // The FAQ is not one topic: an entry answered on its own there would change the subject.
    expect(first('can it go faster than that', 'how often does vendorhub sync stock')).toBe(
      'faq:inventory-sync-frequency',
    );
  });

  it('answers a question that names a subsection by its heading with that subsection', () => {
    expect(bot.answer("in the sync statistics box, what does 'By webhook' mean?").reply).toMatch(
      /^\*\*Sync statistics\*\*\nShows how many of the vendor's products were linked through each channel:\n- By webhook: /,
    );
  });

  it('answers "what do I do?" with the sentences that tell the visitor what to do, unless the reply already tells', () => {
    expect(bot.answer('MAP is higher than MSRP what do I do').reply).toContain(
      '\n\nAsk the vendor to correct the values. Until they do, you can turn off Enforce MSRP for that vendor so MAP is respected.',
    );
    // Steps already tell what to do.
    expect(
      bot.answer('The quantity timestamp on the vendor page says 3 hours ago. What should I do?')
        .reply,
    ).not.toContain('Use it after');
  });

  it('follows a cause with the steps that fix it, unless the question asks what the cause is', () => {
    const reply = (q: string) => bot.answer(q).reply;
    expect(reply('the health check says credentials expired')).toMatch(
      /all of that vendor's products fail\.\n\n\*\*Fix the credentials\*\*\n1\. Get the current credentials[^]*\n4\. /,
    );
    expect(reply('what is a sku mismatch?')).not.toMatch(/Fix SKU problems|\n1\. /);
    // A setup section's steps are not a fix: the lead chooses them or not.
    expect(reply('what does the vendor tag do?')).not.toMatch(/\*\*/);
  });

  it("follows the lead with the section's steps when the question asks how to do something", () => {
    const reply = (q: string) => bot.answer(q).reply;
    expect(reply('How do I change the safety stock for one of my vendors?')).toMatch(
      /\n\n\*\*Set the Quantity Delta\*\*\n1\. In My Vendors[^]*\n4\. Open the vendor detail page/,
    );
    expect(reply('what is the quantity delta?')).not.toMatch(/\n1\. /);
    // Opened as a follow-up or as the second part of a message, it is still a how-to question.
    expect(reply('and how do I change the delta?')).toMatch(/\*\*Set the Quantity Delta\*\*\n1\. /);
  });

  it('takes a follow-up that gets the previous passage again, "Yes." or not, for a detail of it', () => {
    // The card question's answer opens with "Yes."; the follow-up's, a what question, does not.
    expect(
      bot.answer('and what happens when it ends', {
        previous: 'do i need to put a card in for the free trial?',
      }).reply,
    ).toMatch(/^Cancel before it ends and you pay nothing/);
  });

  it('counts an FAQ answer that links to a troubleshooting article as troubleshooting', () => {
    const byId = new Map(knowledge.passages.map((p) => [p.id, p]));
    expect(byId.get('faq:health-checks')?.troubleshooting).toBe(true);
    expect(byId.get('faq:free-trial')?.troubleshooting).toBeUndefined();
    // So a symptom gets it rather than the trial's product limit.
    expect(first('a product stopped syncing')).toBe('faq:health-checks');
  });

  it('drops a passage\'s "Yes." or "No." before a question that is not a yes/no one', () => {
    expect(bot.answer("what's the trial?").reply).toMatch(
      /^Every plan starts with a 14-day free trial/,
    );
    expect(bot.answer('is there a free trial?').reply).toMatch(/^Yes\. Every plan starts/);
    // "No." neither: what happens is what follows it.
    expect(bot.answer('what happens if I push a product that already exists?').reply).toMatch(
      /^When a product with the same SKU already exists/,
    );
    expect(bot.answer('will vendorhub create duplicate products?').reply).toMatch(/^No\. When/);
  });

  it('answers a definition question from the passage that says what the term is', () => {
    // "When MAP is above MSRP" uses the term most; the price rules section defines it.
    expect(first("what's MAP?")).toBe('doc:pricing-rules#the-three-price-rules');
    expect(bot.answer('what is MAP?').reply).toMatch(
      /^MAP \(minimum advertised price\) is the lowest price a vendor allows you to advertise\.\n/,
    );
    // A table's row says what its first cell is, as a row the chat shows: "**Markup**: …".
    expect(bot.answer('what is markup?').reply).toMatch(
      /^\*\*Markup\*\*: A percentage added to the vendor/,
    );
    // Past two columns, each cell named by its column; never the cells run together.
    expect(bot.answer('what is a vendor portal?').reply).toMatch(
      /^\*\*Vendor portal\*\*: How VendorHub gets the vendor's data: Logs in to the vendor's online portal on your behalf; What you enter in Vendor Settings: Your portal username and password\n/,
    );
    // A definition that introduces a list carries it, and never stops at its colon.
    expect(bot.answer('what is Vendor Settings').reply).toMatch(
      /^Vendor Settings holds what VendorHub needs to work with one vendor:\n- Credentials/,
    );
    // A name written with "&" or "and", and a sentence that says what it lets you do.
    for (const question of ['what is Search & Push?', "what's search and push"])
      expect(bot.answer(question).reply).toMatch(/^Search & Push lets you pick products/);
    // Any other question about the term is left to the best match.
    expect(first('is MAP above MSRP a problem?')).toBe('doc:pricing-rules#when-map-is-above-msrp');
  });

  it('counts a section that names a cause as troubleshooting, in whatever article it stands', () => {
    const byId = new Map(knowledge.passages.map((p) => [p.id, p]));
    expect(byId.get('doc:order-management#no-shipping-options-at-checkout')?.troubleshooting).toBe(
      true,
    );
    expect(byId.get('doc:order-management#how-an-order-moves')?.troubleshooting).toBeUndefined();
    // So its fix follows the cause.
    expect(bot.answer('customers see no shipping rates at checkout').reply).toMatch(
      /shipping profile covers\.\n\nFix:\n1\. In your Shopify admin[^]*\n6\. Place a test order/,
    );
  });

  it("answers an article's whole subject with its opening, and a part of it with the section", () => {
    // Every word of the question is in the article's title: the opening says the two ways.
    expect(first('How do I connect my Shopify store?')).toBe('doc:connect-shopify');
    // Also when a section matches a little better: 'hook up' is read as 'connect'.
    expect(first('how can I hook up my store?')).toBe('doc:connect-shopify');
    expect(first('what should I have ready before connecting my shopify store?')).toBe(
      'doc:connect-shopify#before-you-start',
    );
    // Asked what the feature is, the opening answers however much better a section scores.
    expect(first('what is two-way syncing?')).toBe('doc:two-way-syncing');
    expect(first('what does two-way syncing mean?')).toBe('doc:two-way-syncing');
    // Asked what something the article is about means, the opening explains it; a section gives
    // one of its cases.
    expect(first('what does the failed health status next to a product mean')).toBe(
      'doc:health-check',
    );
    expect(first('what syncs from my store to vendorhub?')).toBe(
      'doc:two-way-syncing#what-syncs-each-way',
    );
  });

  it('asks what happens past the limit the previous turn named, not the price', () => {
    expect(
      first(
        'do you charge extra per order past that?',
        'how many orders per month do i get on premium',
      ),
    ).toMatch(/order-limit/);
  });

  it('leaves "do you bill per extra order if we go over 400 on Plus?" to the order-limit answer', () => {
    expect(first('do you bill per extra order if we go over 400 on Plus?')).not.toBe(
      'plan:plus#features',
    );
  });

  it('answers the part of a question the site covers when nothing answers the whole', () => {
    const reply = bot.answer('Where is our data hosted, and are you on AWS or Azure?');
    expect(reply.sources[0]?.id).toBe('faq:data-hosting');
    expect(reply.reply).toMatch(/I couldn't find the rest of your question on the site/);
  });

  it('answers for a vendor we lack before listing the category it belongs to', () => {
    expect(first('Do you connect with Eldorado? They are our main adult supplier')).toBe(
      'vendor:unknown',
    );
    expect(bot.answer('which adult distributors do you connect?').reply).toMatch(
      /^Our Adult category has/,
    );
    expect(bot.answer('any pet supply distributors in your catalog?').reply).toMatch(
      /^We have no pet vendors in our catalogue yet: its categories are .*Adult/,
    );
    // A story about a pet store's distributor is not a catalogue question.
    expect(
      first(
        'My pet food distributor changes costs every week. Will my retail prices follow without me doing anything?',
      ),
    ).not.toBe('vendor:unknown');
  });

  it('answers for the vendor a category question names ("any automotive suppliers? WheelPros specifically")', () => {
    expect(first('any automotive suppliers? WheelPros specifically')).toBe('vendor:wheelpros');
    expect(first('any automotive suppliers?')).not.toBe('vendor:wheelpros');
  });

  it('gives our email addresses when asked for one, but not for the emails VendorHub sends', () => {
    const reply = bot.answer("what's the email for support, can't find it");
    expect(reply.sources[0]?.id).toBe('company:contact');
    expect(reply.reply).toContain(knowledge.company.supportEmail);
    expect(first('is there an email i can write to?')).toBe('company:contact');
    expect(first('support email pls')).toBe('company:contact');
    expect(first('how do I talk to an actual human?')).toBe('company:contact');
    expect(first('I never got the confirmation email, what is going on?')).not.toBe(
      'company:contact',
    );
  });

  it('carries a limit word into a plan follow-up only from a question about plans or amounts', () => {
    expect(first('and on Premium?', 'How many products on Plus?')).toBe('plan:premium#products');
    expect(
      first(
        'is that extra on basic?',
        'How does the AI write the product titles and descriptions?',
      ),
    ).not.toBe('plan:basic#products');
  });

  it('says what a plan comes with, or what one plan adds to another, from the pricing list', () => {
    expect(first("What's included in the Basic plan?")).toBe('plan:basic#features');
    expect(bot.answer('whats included in premium').reply).toMatch(
      /^Premium includes \d+ stores, \d+ vendors, [\d,]+ orders a month, and [\d,]+ products\. It has everything in Plus, plus .*API access/,
    );
    expect(bot.answer('what does premium give me that plus doesnt').reply).toMatch(
      /^On top of Plus, Premium adds .*API access.*, where Plus includes \d+ stores/,
    );
    // The plan the visitor is on is the one compared with.
    expect(bot.answer("I'm on Plus, what do I gain by moving to Premium?").reply).toMatch(
      /^On top of Plus, Premium adds .*API access/,
    );
    expect(bot.answer("we're on Basic, what would we get with Plus?").reply).toMatch(
      /^On top of Basic, Plus adds free bulk product creation/,
    );
    // "Add" asks the same as "get" or "gain".
    expect(bot.answer("I'm on Basic, what does Plus add?").reply).toMatch(
      /^On top of Basic, Plus adds/,
    );
    // "The difference", "vs", "compare" ask what one plan adds; with "price", what it costs more.
    expect(bot.answer("what's the difference between basic and plus?").reply).toMatch(
      /^On top of Basic, Plus adds/,
    );
    expect(bot.answer('compare plus and premium').reply).toMatch(/^On top of Plus, Premium adds/);
    expect(first('basic vs plus price')).toBe('plan:plus#price');
    // A plan named alone after such a question asks it of that plan; after a price, its price.
    expect(first('and Premium?', "what's included in Plus?")).toBe('plan:premium#features');
    expect(first('and Premium?', 'how much is Basic?')).toBe('plan:premium#price');
    // "Free" in a trial question names no feature.
    expect(first('Can I try Premium for free before committing to it?')).not.toBe(
      'plan:premium#features',
    );
    expect(first('Does any plan come with guided onboarding and migration?')).toBe(
      'plan:enterprise#features',
    );
    expect(first('Is guided onboarding or a migration from our old setup included?')).toBe(
      'plan:enterprise#features',
    );
    // One feature is a yes or a no, not the whole list.
    expect(bot.answer('does premium include api access').reply).toMatch(
      /^Yes, Premium includes API access/,
    );
  });

  it('prices the integration the previous turn named', () => {
    expect(first('what does that cost?', 'how long does it take to build a CSV integration?')).toBe(
      'fee:csv-xml-ftp',
    );
    expect(first('what does Plus cost?', 'how long does it take to build a CSV integration?')).toBe(
      'plan:plus#price',
    );
  });

  it('answers whether one plan is unlimited on a limit, yes or no, with the plan that is', () => {
    expect(bot.answer('Is Premium unlimited on orders?').reply).toMatch(
      /^No, Premium includes 1,000 orders a month\. Unlimited orders a month come with Enterprise\./,
    );
    expect(bot.answer('Is Enterprise unlimited on vendors?').reply).toMatch(
      /^Yes, Enterprise includes unlimited vendors\./,
    );
  });

  it('keeps the needs of the turn before when a follow-up adds one or only asks which plan', () => {
    const added = bot.answer('what about 500 orders a month?', {
      previous: 'Which plan for 3 stores?',
    });
    expect(added.reply).toMatch(
      /^Premium is the smallest plan that covers 3 stores and 500 orders a month/,
    );
    const asked = bot.answer('which plan?', { previous: 'We have 3 vendors' });
    expect(asked.reply).toMatch(/^Plus is the smallest plan that covers 3 vendors/);
    // "It" after a plan chosen for the visitor is that plan, not the one they are on.
    const it = bot.answer('does it include API access?', {
      previous: "We're on Basic, which plan covers 3 stores?",
    });
    expect(it.reply).toMatch(/^Yes, Premium includes API access\./);
  });

  it('answers an opening with nothing asked yet by asking what the visitor needs', () => {
    expect(bot.answer('Hi, I have a question').reply).toMatch(/^Of course\. What would you like/);
  });

  it('reads amounts, dates and follow-ups in plan, fee, release and job questions', () => {
    expect(first('we do about 650 orders a month, whats the cheapest plan that covers that')).toBe(
      'plan:premium#ordersPerMonth',
    );
    expect(
      first(
        'we have two shops, so which plan would we need?',
        'how many stores can I connect on Basic?',
      ),
    ).toBe('plan:plus#stores');
    expect(
      first(
        'Two of our vendors email us CSV files and one has its own API that needs a custom integration. What is the total setup cost?',
      ),
    ).toBe('fee:all');
    expect(first('The release from February 11, 2025: what was in it?')).toBe('release:1.8.0');
    expect(first('when did it come out?', "what's in your latest release?")).toBe('release:2.1.0');
    expect(
      first('I applied for the React job 8 months ago. Do you still have my CV on file?'),
    ).toBe('page:privacy#8-how-long-we-keep-it');
    expect(first('and applications for jobs?', 'how long are chat conversations kept?')).toBe(
      'page:privacy#8-how-long-we-keep-it',
    );
    expect(bot.answer('What salary range does the Golang junior role pay?').sources).toEqual([]);
  });

  it("tells Shopify's plans from ours when asked what they cost", () => {
    const shopify = bot.answer('How much is Shopify Plus?');
    expect(shopify.sources).toEqual([]);
    expect(shopify.reply).toContain('[pricing page](/pricing)');
    expect(first('How much is Plus?')).toBe('plan:plus#price');
  });

  it('reads "what is the limit on Plus?" after a question about going over the order limit as that limit', () => {
    expect(
      first(
        "what's the limit on Plus then?",
        'will I be charged extra if I go past my order limit?',
      ),
    ).toBe('plan:plus#ordersPerMonth');
  });

  it('answers for each vendor a question names, not the first alone', () => {
    const reply = bot.answer('do you work with parts unlimited or wheelpros?').reply;
    expect(reply).toMatch(/^Parts Unlimited is in our catalogue as a beta integration/);
    expect(reply).toContain('WheelPros is coming soon to our catalogue');
    expect(bot.answer('is nora lighting live?').reply).not.toContain('Maxim');
  });

  it('reads "do you support that" or "multiple currencies" as no vendor name, and "any examples from…" as a story request', () => {
    expect(
      first('we may switch to another platform. do you support that or are we stuck?'),
    ).not.toBe('vendor:unknown');
    // A quantifier opens a feature, not a name.
    expect(first('do you support multiple currencies?')).toBe('faq:pricing-currency-tax');
    expect(first('do you integrate with several marketplaces?')).not.toBe('vendor:unknown');
    expect(first('any examples from lamp or clothing brands?')).toMatch(/^case-study:/);
    expect(first('any examples with the api?')).not.toMatch(/^case-study:/);
  });

  it('answers "how do orders reach them?" for the vendor the previous turn named, not its plan', () => {
    const reply = bot.answer('how do orders reach them?', {
      previous: 'is Entrenue available on Plus?',
    });
    expect(reply.sources[0]?.id).toMatch(/^(?:vendor:entrenue|doc:order-management)/);
    expect(reply.reply).not.toMatch(/Plus includes|catalog/);
  });

  it('prices the kind of integration a follow-up names after a question about building one', () => {
    expect(
      first(
        'what would that cost? they only send csv files',
        'could you build a connector for my supplier?',
      ),
    ).toBe('fee:csv-xml-ftp');
  });

  it("answers a plan named after a trial question with that plan's trial", () => {
    expect(
      bot.answer('what about Enterprise?', { previous: 'is there a free trial?' }).reply,
    ).toMatch(/^Enterprise includes the same 14-day free trial, set up with our sales team/);
    expect(bot.answer('and for Premium?', { previous: 'how long is the trial?' }).reply).toMatch(
      /^Basic, Plus and Premium start with a 14-day free trial from the plan buttons on the pricing page\./,
    );
  });

  it('prices the integration a fee follow-up names by its words or its fee', () => {
    expect(first('and the 300 one?', 'is the $500 fee charged monthly?')).toBe('fee:csv-xml-ftp');
    expect(
      first('and for a supplier with its own API?', '$300 setup for an FTP feed is a lot'),
    ).toBe('fee:custom-api');
    expect(
      first('how do I attach those existing ones?', 'I have 300 listings I made by hand already'),
    ).not.toMatch(/^fee:/);
  });

  it('lists every setup fee when asked the price of an integration in general', () => {
    expect(first("what's the price of an integration with you?")).toBe('fee:all');
  });

  it('reads past idioms that name nothing ("in the first place")', () => {
    expect(first('how do orders get routed to vendors in the first place?')).not.toMatch(
      /^case-study:|first-order/,
    );
  });

  it('gives the phone number with the hours it is answered, as the contact page does', () => {
    const { reply } = bot.answer('what are your support hours and your phone number?');
    expect(reply).toContain(knowledge.company.phone);
    expect(reply).toContain(knowledge.company.supportHours);
  });

  it('reads "get my money back" and "refund policy" as a refund, which the Terms rule on', () => {
    for (const question of ['how can I get my money back?', "what's your refund policy?"])
      expect(bot.answer(question).reply).toMatch(/^Fees already paid are non-refundable/);
  });

  it('reads past "I\'m losing it", which tells how the visitor feels and asks nothing', () => {
    // The idiom's "losing" would send "will I lose my data?" to wherever a frustrated visitor's
    // words were learned (Sync Data), ahead of the cancellation answer the turn before leads to.
    expect(first('will I lose my data?', 'can I cancel anytime?')).toBe(
      'faq:data-after-cancellation',
    );
  });

  it('reads past "oh", "hmm" and "btw" to what the visitor says', () => {
    expect(
      first('oh hmm my delta is 6', 'shopify shows 0 but the supplier has 5 in stock'),
    ).toMatch(/quantity-delta/);
  });

  it('finds a policy by its name, not by "say"', () => {
    expect(first('what does your acceptable use policy say?')).toBe(
      'page:terms#9-acceptable-use-and-third-party-services',
    );
  });

  it('reads "the cheapest supplier" and "whichever vendor is cheapest" as vendors compared, not plans', () => {
    for (const question of [
      'an order has items from 2 suppliers: can it always go to whichever supplier is cheapest?',
      'with 3 vendors carrying the same lamp, can orders go to the cheapest vendor?',
    ])
      expect(first(question)).not.toMatch(/^plan:/);
    expect(first('cheapest plan for 3 vendors?')).toMatch(/^plan:/);
  });

  it('leads with the cheapest plan and its price when asked for the cheapest', () => {
    const reply = bot.answer("what's the cheapest plan and how many vendors does it allow").reply;
    expect(reply).toMatch(/^Basic is our lowest-priced plan: \$99 a month/);
    expect(reply).toContain('2 vendors');
  });

  it('gives the price of the plan that fits when asked for the cheapest one, not for the smallest', () => {
    const cheapest = bot.answer('1 store, 1 supplier, 400 products. What is the cheapest option?');
    expect(cheapest.reply).toMatch(
      /^Basic is the smallest plan that covers 1 store.*Basic costs \$99/,
    );
    expect(bot.answer('I need 9 vendors, cheapest plan?').reply).toContain('Premium costs $299');
    // "The smallest plan" and "the cheaper tiers" ask for size only.
    const smallest = bot.answer('12,000 products, what is the smallest plan that holds them?');
    expect(smallest.reply).toMatch(/^Premium is the smallest plan/);
    expect(smallest.reply).not.toContain('$');
  });

  it('answers the question at the end of a long story, not the vendors and tools it names', () => {
    const story =
      'We sell garden lighting from Kalco and Maxim, about 2,000 SKUs, and my brother-in-law tracks the whole lot in a Notion board on Sundays.';
    expect(first(`${story} Would the Premium plan cover eight vendors?`)).toBe(
      'plan:premium#vendors',
    );
    expect(first(`${story} What are your support hours?`)).toMatch(/support-hours/);
    // A short setting is part of the question.
    expect(first('Kalco shows as live. Can we use it on Basic?')).toBe('vendor:kalco');
  });

  it('answers a known bug with the release that fixed it, and "still developed?" with the latest', () => {
    const fixed = bot.answer(
      'We saw a draft product go live after the vendor restocked it. Known bug?',
    );
    expect(fixed.sources[0]?.id).toBe('release:2.0.0');
    expect(fixed.reply).toMatch(
      /^That one is fixed: release 2\.0\.0 .*fixed draft products being published/,
    );
    expect(first('is vendorhub still actively developed?')).toBe(
      `release:${knowledge.releases[0]!.version}`,
    );
  });

  it('reads customer-story requests and their follow-ups as such', () => {
    expect(first('any in pet supplies?', 'Got any customer stories?')).toBe('case-study:evertail');
    expect(first('how much is plus?', 'Got any customer stories?')).toBe('plan:plus#price');
    expect(first('Has any apparel brand with two stores used this?')).toBe(
      'case-study:fashionplus',
    );
    expect(first('Is there proof this works for a shop our size?')).toBe('case-studies');
    expect(first('Can you give an example of MAP pricing?')).not.toMatch(/^case-stud/);
  });

  it('names the plan without a limit when asked for unlimited, and answers "is Plus unlimited on…"', () => {
    const open = bot.answer('any plan with unlimited orders?');
    expect(open.sources[0]?.id).toBe('plan:enterprise#ordersPerMonth');
    expect(open.reply).toMatch(/^Enterprise includes unlimited orders/);
    const capped = bot.answer('is Plus unlimited on products?');
    expect(capped.sources[0]?.id).toBe('plan:plus#products');
    expect(capped.reply).toMatch(/^No, Plus includes 5,000 products/);
  });

  it('reads chat shorthand, a role by two words of its title, and "where are you based"', () => {
    expect(first('qty sync how often')).toMatch(/inventory-sync-frequency|inventory-management/);
    expect(first('do u support hinkley')).toBe('vendor:unknown');
    expect(first('react frontend reqs')).toBe('job:middle-react-frontend-developer');
    expect(first('how long will you hold on to my CV?')).toBe('page:privacy#8-how-long-we-keep-it');
    const office = bot.answer('where are you guys based?');
    expect(office.sources[0]?.id).toBe('company:contact');
    expect(office.reply).toContain(knowledge.company.address);
  });

  it('reads the words of technical visitors: a cron or push job is no position, localStorage is local storage', () => {
    expect(first('Which fields does the nightly job write to Shopify?')).not.toBe('jobs');
    expect(first('what does the chat keep in localStorage')).toBe(
      'page:cookies#3-local-storage-used-by-the-chat',
    );
    expect(first('When did the REST API ship?')).toBe('release:2.0.0');
    // A word the English word list lacks but store builders use is not a sign of an off-topic question.
    expect(
      first('we see no shipping rates at checkout for dropship items, what did we misconfigure?'),
    ).toBe('doc:order-management#no-shipping-options-at-checkout');
    expect(first('what is the API rate limit per token?')).toBe('doc:api-reference#rate-limits');
  });

  it('names a plan by its price, and reads "cost plus" as arithmetic, not the Plus plan', () => {
    const premium = plans.find((plan) => plan.id === 'premium')!;
    expect(first(`how many vendors on the $${premium.monthlyPrice} package?`)).toBe(
      'plan:premium#vendors',
    );
    expect(first('can I price at cost plus a percentage?')).not.toMatch(/^plan:plus/);
    expect(first('how much is plus a month')).toBe('plan:plus#price');
  });

  it('answers whether paying yearly is cheaper with annual billing, and a yearly price with the prices', () => {
    expect(first('is it cheaper if we pay for the year?')).toMatch(/annual-billing/);
    expect(first('what do the plans cost per year?')).toBe('plan:all#price');
    expect(first('and is there a yearly billing option?', 'can we pay by card?')).toMatch(
      /annual-billing/,
    );
  });

  it('reads "hang on to", "prepay" and "take it for a spin"', () => {
    expect(first('after we quit, how long will you hold on to our stuff?')).toMatch(
      /data-after-cancellation|retention/,
    );
    expect(first('any discount to prepay?')).toMatch(/annual-billing/);
    expect(first('can we test-drive it first?')).toMatch(/free-trial/);
  });

  it("finds the docs' terms from a visitor's own words", () => {
    expect(normalise('a self-filling product group')).toContain('smart collection');
    expect(normalise('can we hold back some stock?')).toContain('quantity delta');
    expect(normalise('how long do you hang on to it')).toContain('keep');
    expect(first('how do I set up a dynamic product group for one brand in Shopify?')).toBe(
      'doc:prepare-products#step-2-create-the-smart-collection',
    );
    expect(first('can I display fewer units than my vendor has?')).toMatch(/quantity-delta/);
  });

  it('reads a vendor that sells through its own Shopify store as the Shopify integration', () => {
    expect(first('our distributor has their own Shopify store, can we sync from it?')).toBe(
      'vendor:shopify',
    );
    // A vendor's own Shopify location is a setup step, not the vendor's store.
    expect(first('why must each vendor have its own shopify location')).not.toBe('vendor:shopify');
  });

  it('reads "a second store" as two, past the plan the visitor has outgrown', () => {
    expect(first('we want a second store but we are on Basic, which plan do we need?')).toBe(
      'plan:plus#stores',
    );
  });

  it('answers "the cheapest plan with …" with the tiers that have it, cheapest first', () => {
    expect(bot.answer('whats the cheapest plan with api access?').reply).toMatch(
      /^API access comes with Premium and Enterprise\./,
    );
    // Without a feature, the cheapest plan; with an amount, the smallest plan that covers it.
    expect(first('which plan is cheapest?')).toBe('plan:basic#price');
    expect(first("what's the cheapest plan with 3 stores?")).toBe('plan:premium#stores');
  });

  it('reads "Shopify Plus" as Shopify\'s plan, not ours', () => {
    expect(first('does the app work on shopify plus?')).toBe('faq:supported-platforms');
    expect(first('does the app work on plus?')).toMatch(/^plan:plus/);
  });

  it('says yes or no whether a plan holds an amount, and which plan does when it does not', () => {
    const reply = (question: string) => bot.answer(question).reply.split('\n')[0];
    expect(reply("I'm on basic, can i add a third vendor?")).toMatch(
      /^No, Basic includes 2 vendors\. Plus is the smallest plan that covers 3 vendors: it includes \d+ vendors\./,
    );
    expect(reply('is plus enough for 300 orders a month?')).toMatch(
      /^Yes, Plus includes [\d,]+ orders a month\.$/,
    );
    // Not a yes/no question: the plan's limit, as before.
    expect(reply('how many vendors does basic include?')).toBe('Basic includes 2 vendors.');
  });

  it('follows up on the previous turn', () => {
    expect(first('And on Premium?', 'How many stores on Plus?')).toBe('plan:premium#stores');
    expect(first('what about annual billing?', 'How much is Premium?')).toBe('plan:premium#price');
    // Without the previous turn, the same words are not a plan question.
    expect(first('And on Premium?')).not.toBe('plan:premium#stores');
    // "Which plan?" after a message that gave the needs: the smallest plan for them.
    expect(first('which plan?', 'we have 3 vendors')).toBe('plan:plus#vendors');
    expect(first('what plan fits?', 'I have 4 suppliers and 300 orders a month')).toBe(
      'plan:plus#vendors',
    );
  });

  it('knows the vendor catalogue, and says when a vendor is not in it', () => {
    const nora = bot.answer('do you work with Nora Lighting');
    expect(nora.sources[0]?.id).toBe('vendor:nora');
    expect(nora.reply).toContain('](/vendor-integrations/nora)');
    expect(bot.answer('Is WheelPros supported yet?').reply).toMatch(/coming soon/i);
    // A name written with "+" is also typed with "and".
    expect(first('James and James furniture, do you have that one?')).toBe('vendor:james-james');
    const unknown = bot.answer('Do you support Zanzibar Lamp Works?');
    expect(unknown.sources[0]?.id).toBe('vendor:unknown');
    expect(unknown.reply).toMatch(/not in our catalogue yet/);
    expect(unknown.reply).toContain('(/custom-integrations)');
  });

  it('links a job to the application form with the position preselected', () => {
    const reply = bot.answer('I want to apply for the react developer job').reply;
    expect(reply).toContain('/application?position=Middle%20React%20Frontend%20Developer');
  });

  it('tolerates typos in words of five letters or more', () => {
    expect(first('How does the quantty delta work?')).toBe(
      first('How does the quantity delta work?'),
    );
    expect(first('premuim price')).toBe('plan:premium#price');
  });

  it('spells out chat shorthand before reading the question', () => {
    // "diff" is "difference": what Premium adds to Plus.
    expect(first('plus or premium, whats the diff?')).toBe('plan:premium#features');
    // "hw do i…" is a how-to question, not one about something the site never names.
    expect(first('hw do i add a vendor')).toBe('doc:add-vendor#step-1-choose-the-vendor');
  });

  it('takes the name of a country or a language for where the visitor is, not for a product', () => {
    const answer = bot.answer(
      'Our shops sell in Germany and the Netherlands: do you follow European data protection rules?',
    );
    expect(answer.unsure).toBe(false);
    expect(answer.sources[0]?.id).toBe('faq:compliance');
  });

  it('never calls a question naming a listed vendor one about a vendor we lack, or a plan question', () => {
    const id = first(
      'Anything for motorbike parts? We resell Parts Unlimited products and update them by hand.',
    );
    // 'Parts Unlimited' is in the catalogue, and its 'unlimited' asks for no unlimited plan.
    expect(id).not.toBe('vendor:unknown');
    expect(id).not.toMatch(/^plan:/);
    expect(first('Is Keystone Automotive one of your vendors?')).toBe('vendor:unknown');
  });

  it('answers what a setup fee covers from the FAQ, and what it costs from the fee list', () => {
    expect(first('what exactly is included in the setup fee?')).toBe('faq:pricing-setup-fees');
    expect(first('how much is the setup fee for a CSV vendor?')).toBe('fee:csv-xml-ftp');
  });

  it('answers a request for a customer story that describes one with that story', () => {
    expect(first('got an example of a customer running a US store and a Canada store?')).toBe(
      'case-study:fashionplus',
    );
    expect(first('do you have case studies?')).toBe('case-studies');
  });

  it('takes an adverb for an adverb, not for something the site never mentions', () => {
    const columns = bot.answer('which columns are absolutely required');
    expect(columns.unsure).toBe(false);
    expect(columns.sources[0]?.id).toBe(
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    );
    // 'family' is no adverb: a short question about it is still off topic.
    expect(bot.answer('is it family friendly').unsure).toBe(true);
  });

  it('reads a short typo as a typo, not as something the site never mentions', () => {
    const typed = bot.answer('how oftn are prices synced');
    expect(typed.unsure).toBe(false);
    expect(typed.sources[0]?.id).toBe('doc:pricing-rules#price-and-cost-sync');
    // In capitals, three letters are a name: an ISO certificate is not 'is'.
    expect(bot.answer('Are you ISO certified?').unsure).toBe(true);
  });

  it('says plainly when it does not know, and offers the contact page and the custom integration form', () => {
    const answer = bot.answer('Can I pay for tacos with bitcoin?');
    expect(answer.unsure).toBe(true);
    expect(answer.reply).toBe(fallbackReply(knowledge.company.supportHoursShort));
    expect(answer.reply).toContain('[contact us](/contact)');
    expect(answer.reply).toContain('(/custom-integrations)');
  });

  it('tells a question it cannot answer what it helps with, since it may not be about VendorHub', () => {
    for (const question of ['what is the capital of France?', 'who won the world cup in 2022?']) {
      const answer = bot.answer(question);
      expect(answer.unsure).toBe(true);
      expect(answer.reply).toContain('I help with VendorHub: connecting your store and vendors');
    }
    // A request for code gets the same sentence, and what the bot does not do.
    expect(bot.answer('write me a python script to parse a CSV').reply).toMatch(
      /^I help with VendorHub: .+\. I don't write code or change how I work\./,
    );
    // Chit-chat gets the sentence, not the page it shares a word with ("year": annual billing).
    for (const chat of ['tell me a joke', 'what year is it', 'what is 2+2'])
      expect(bot.answer(chat).reply).toMatch(/^I help with VendorHub: .+\. For anything else, /);
  });

  it('asks what a question announced but not asked is, and answers what an announced one asks', () => {
    expect(bot.answer('I have a problem').reply).toMatch(
      /^Of course\. What would you like to know\?/,
    );
    expect(bot.answer('hello, I have a question about pricing').sources[0]?.id).toBe(
      'plan:all#price',
    );
  });

  it('answers a thanks or a reply that missed with no passage', () => {
    const previous = 'what is MAP?';
    const thanks = bot.answer('great, thanks!', { previous });
    expect(thanks.reply).toBe('You are welcome! Anything else I can help with?');
    expect(thanks.sources).toEqual([]);
    const missedIt = bot.answer("that didn't help", { previous });
    expect(missedIt.reply).toMatch(/^Sorry, that didn't answer it\. .*\[contact us\]\(\/contact\)/);
    expect(missedIt.sources).toEqual([]);
  });

  it('names the smallest plan that covers an amount the visitor gives', () => {
    const fits = bot.answer('we run 3 stores, which plan covers all of them?');
    const smallest = plans.find((p) => p.limits.stores === null || p.limits.stores >= 3)!;
    expect(fits.sources[0]?.id).toBe(`plan:${smallest.id}#stores`);
    expect(fits.reply).toMatch(
      new RegExp(`^${smallest.name} is the smallest plan that covers 3 stores`),
    );
    // The limit named beside the number decides, not another one in the question.
    expect(first('we have 20k skus from our suppliers, what plan would fit')).toMatch(/#products$/);
  });

  it('answers from the legal and about pages too', () => {
    expect(first('how long do you keep my cv after i apply')).toBe(
      'page:privacy#8-how-long-we-keep-it',
    );
    expect(first('who is the ceo of vendorhub')).toBe('page:about#team');
  });

  it('takes a number for an amount only beside a limit, so prices in a question are not plan sizes', () => {
    expect(
      first('enforce MAP is on and the price came out at $100 when the vendors MAP is $110, why?'),
    ).not.toMatch(/^plan:/);
  });

  it('reads one of something in a yes/no question about something else as the thing acted on', () => {
    expect(first('can I change the price on one product only?')).not.toMatch(/^plan:/);
    // A plan named, or a plan asked for, still makes one an amount.
    expect(first('we have one store, which plan covers it?')).toBe('plan:basic#stores');
    expect(first('can I connect one store on Basic?')).toBe('plan:basic#stores');
  });

  it('leaves what happens past a limit, and plan changes, to the FAQ', () => {
    expect(first('what happens if we go over 200 orders on basic')).toMatch(/order-limit/);
    expect(first('can i go from plus to premium mid month')).toMatch(
      /faq:(change-plan|pricing-plan-changes)/,
    );
  });

  it("recognises product-sync-only in the visitor's words", () => {
    expect(
      first(
        'we only need inventory and product sync and handle orders ourselves, any discount on premium?',
      ),
    ).toBe('sync-only:premium');
  });

  it('answers a vendor question however long, and keeps the vendor for a follow-up', () => {
    expect(first('we sell motorcycle parts and wheels, do you work with wheelpros')).toBe(
      'vendor:wheelpros',
    );
    expect(first('is that through api or ftp?', "do you guys support honey's place")).toBe(
      'vendor:honey',
    );
    // A follow-up about something else does not inherit the vendor.
    expect(first('and how much is plus?', "do you support honey's place")).toBe('plan:plus#price');
    expect(first('henry schein integration??')).toBe('vendor:unknown');
    // A vendor's name in a question about something else ("the other vendors are fine") is not the topic.
    expect(
      first(
        'every product from williams trading is failing the health check, the other vendors are fine',
      ),
    ).not.toBe('vendor:williams');
  });

  it('keeps the case study for a follow-up about "them"', () => {
    expect(
      first(
        'what plan were they on and what did their setup cost',
        'Tell me about the Evertail case study',
      ),
    ).toBe('case-study:evertail');
  });

  it('keeps the job question for a follow-up about one of the roles', () => {
    expect(first('is the support one remote? what hours', 'what jobs are open right now?')).toBe(
      'job:customer-support-specialist',
    );
  });

  it('searches a follow-up that points back with the previous topic', () => {
    expect(first('ok and where do i change it', 'what is quantity delta?')).toMatch(
      /quantity-delta|step-3-set-price-rules-and-quantity-delta|vendor-settings/,
    );
  });

  it('does not answer a question about a product the site never mentions from a loose match', () => {
    for (const question of [
      'can vendorhub send our vendor invoices into quickbooks',
      'is there an iphone app for vendorhub',
      'do you offer any discount for nonprofits',
    ])
      expect(bot.answer(question).unsure, question).toBe(true);
  });

  it('answers in at most three sentences, then one or two links', () => {
    for (const question of [
      'What is quantity delta?',
      'Why is my product health check failing?',
      'what are your prices',
      'How many stores and vendors on Plus and Premium?',
    ]) {
      const [answer, links] = bot.answer(question).reply.split('\n\n');
      expect(answer!.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).length).toBeLessThanOrEqual(3);
      expect(links).toMatch(/^Read more: \[[^\]]+\]\([^)]+\)( and \[[^\]]+\]\([^)]+\))?\.$/);
    }
  });
});

describe('leadSentences', () => {
  it('keeps whole sentences, and prices whole', () => {
    expect(leadSentences('A cost of $82.50 is fine. Next sentence here.')).toBe(
      'A cost of $82.50 is fine. Next sentence here.',
    );
    const long = 'One sentence that is fairly long and keeps going. '.repeat(20);
    expect(leadSentences(long).length).toBeLessThanOrEqual(360);
  });
  it('leads with the sentence that answers the question', () => {
    const text =
      'Sync runs every hour. Orders go to the vendor at once. Tracking numbers come back to the store.';
    expect(leadSentences(text, 'when do tracking numbers come back')).toBe(
      'Tracking numbers come back to the store.',
    );
    expect(
      leadSentences(
        'Yes, at any time from your account. Upgrades apply at once, prorated. Tracking numbers come back to the store.',
        'when do tracking numbers come back',
      ),
    ).toBe('Yes, at any time from your account. Tracking numbers come back to the store.');
    // One more shared word is not enough to skip the opening sentence.
    expect(leadSentences(text, 'when do orders ship')).toBe(text);
    expect(
      leadSentences(
        'Sure thing, that works. You can do that from the settings page. Tracking numbers come back to the store.',
        'when do tracking numbers come back',
      ),
    ).toBe('Tracking numbers come back to the store.');
    expect(
      leadSentences(
        'Yes. Tracking numbers come back to the store. Nothing else.',
        'tracking numbers',
      ),
    ).toBe('Yes. Tracking numbers come back to the store. Nothing else.');
  });
});

describe('help bot: plan words as context, releases by contents, names it does not know', () => {
  it('leaves a plan named in passing to the passage that answers the rest of the question', () => {
    // "the cheapest package" says where the visitor stands; the question is about getting help.
    expect(
      first(
        "I'm on the cheapest package and got stuck halfway through setup. Who can help me and how fast will they answer?",
      ),
    ).not.toMatch(/^plan:/);
    // A warehouse "entry" is not the entry-level plan.
    expect(
      first(
        'I created a warehouse entry in Shopify ten minutes ago but cannot pick it in your dashboard',
      ),
    ).not.toMatch(/^plan:/);
    // The plan words still answer when they are the question.
    expect(first('how many stores can i connect on the premium plan')).toBe('plan:premium#stores');
  });

  it('leaves going past a limit and the timing of a setup to the FAQ', () => {
    expect(first('too many orders in one month, what happens?')).not.toMatch(/^plan:/);
    expect(
      first('after i pay for a custom api integration, how long until it is built and working'),
    ).not.toMatch(/^fee:/);
    expect(first('ok they have an api. how much would it be to build')).toBe('fee:custom-api');
  });

  it('finds the release that brought a feature, a new feature before a later improvement', () => {
    const release = (feature: string) =>
      knowledge.releases.find((r) =>
        r.notes.newFeatures.some((note) => note.toLowerCase().includes(feature)),
      )!;
    expect(first('When did two-way tag sync come out?')).toBe(
      `release:${release('two-way tag sync').version}`,
    );
    expect(
      first('was excel upload in that same release?', 'When did two-way tag sync come out?'),
    ).toBe(`release:${release('excel').version}`);
    expect(first('when was ai listing optimization added')).toBe(
      `release:${release('ai listing optimization').version}`,
    );
    // A visitor's own "new version" is not one of ours.
    expect(
      first(
        'I changed what the app in my Shopify store may access and released a new version. Do I need to do anything in your dashboard?',
      ),
    ).not.toMatch(/^release:/);
  });

  it('does not answer a question about something the site never mentions from its everyday words', () => {
    expect(bot.answer('What is the weather in New York today?').unsure).toBe(true);
    expect(bot.answer('do you have an iphone app? want to check orders on the go').unsure).toBe(
      true,
    );
  });

  it('spells out chat shorthand', () => {
    expect(first('support hrs')).toMatch(/support-hours/);
    expect(first('is this for dropshippers')).toBe('faq:who-is-vendorhub-for');
  });

  it('quotes a vendor it does not know as the visitor wrote it, also mid-question', () => {
    const reply = bot.answer('my supplier is CJ Dropshipping can u connect them').reply;
    expect(reply).toMatch(/^CJ Dropshipping is not in our catalogue yet/);
    expect(
      first('Do you integrate with Kichler Lighting? I could not find them on your list.'),
    ).toBe('vendor:unknown');
  });

  it('answers "the one before that" with the release before the previous answer', () => {
    const [latest, before] = knowledge.releases;
    expect(
      first(
        'and what came in the version before that?',
        `tell me about release ${latest!.version}`,
      ),
    ).toBe(`release:${before!.version}`);
  });

  it('takes the largest amount a question gives for one limit, in words too', () => {
    const fits = plans.find((p) => p.limits.stores === null || p.limits.stores >= 2)!;
    expect(
      first(
        'We run one store for the US and a second one for Canada. Can a single subscription cover both shops, and which plan would that be?',
      ),
    ).toBe(`plan:${fits.id}#stores`);
  });

  it('keeps a job follow-up on the job asked about, and reads "opening" a page as no job question', () => {
    const job = knowledge.jobs[0]!;
    expect(first('is it remote? which time zones?', `tell me about the ${job.title} job`)).toBe(
      `job:${job.slug}`,
    );
    expect(
      first(
        'Can I connect an existing product to a supplier from the Shopify admin, without opening your dashboard?',
      ),
    ).not.toMatch(/^jobs?\b/);
  });

  it('takes a vendor named in one sentence and asked about in the next', () => {
    expect(first('We buy most of our stock from Hinkley Lighting. Are they on your list?')).toBe(
      'vendor:unknown',
    );
  });

  it('does not take a hyphenated word for something the site never mentions', () => {
    expect(
      bot.answer(
        "After I push a product from the supplier's catalogue, does it keep updating on its own or is it a one-off copy?",
      ).unsure,
    ).toBe(false);
  });

  it('lists the vendors of a catalogue category when asked which there are', () => {
    const adult = knowledge.vendors.filter((v) => v.category === 'Adult');
    const reply = bot.answer(
      'We sell adult toys online. Which distributors can you connect for us?',
    );
    expect(reply.sources[0]?.id).toBe(`vendor:${adult[0]!.id}`);
    for (const vendor of adult) expect(reply.reply).toContain(vendor.name);
    // A category word in a question about something else is not a catalogue question.
    expect(
      first(
        'One of our lighting brands sent us a warning letter because we advertised below their minimum. How do I stop that?',
      ),
    ).not.toMatch(/^vendor:/);
  });

  it('leaves a vendor named as context to the passage that answers the question', () => {
    expect(
      first(
        'We carry both Kalco and Allegri, and someone copy-pasted tags so now a few products have both vendor tags on them. Which vendor will those products sync from?',
      ),
    ).not.toMatch(/^vendor:/);
    expect(first('Is Keystone Automotive one of your vendors?')).toBe('vendor:unknown');
    expect(first('our pet food comes from Phillips Pet, can u connect them')).toBe(
      'vendor:unknown',
    );
  });

  it('reads a short "and with Premium?" with the previous question first', () => {
    expect(first('and with premium?', "what's the support reply time on basic")).toMatch(
      /response-times/,
    );
  });

  it('names the plans that have a feature, and reads "18,000" as one number', () => {
    const api = bot.answer('Which tier unlocks the REST API?');
    const withApi = plans.filter((p) => p.id === 'premium' || p.id === 'enterprise');
    expect(api.sources[0]?.id).toBe(`plan:${withApi[0]!.id}#features`);
    expect(api.reply).toMatch(/^API access comes with Premium and Enterprise/);
    const fits = plans.find((p) => p.limits.products === null || p.limits.products >= 18000)!;
    expect(first('Our catalog is around 18,000 SKUs. Which tier fits that product count?')).toBe(
      `plan:${fits.id}#products`,
    );
  });

  it('reads "your application" as the app and "a shop like ours running on this" as a case study question', () => {
    expect(
      first(
        'Kindly enumerate the Shopify access scopes your application requests, and the purpose of each.',
      ),
    ).not.toMatch(/^jobs?\b/);
    expect(first('any adult shop actually running on this')).toMatch(/^case-stud/);
  });

  it('reads scope names and CVs the way the documentation and the privacy policy write them', () => {
    expect(first('do i really need read_all_orders? what is it for')).toMatch(
      /permissions-vendorhub-needs|orders-older-than-60-days/,
    );
    expect(first('how long do you keep my cv')).toBe('page:privacy#8-how-long-we-keep-it');
  });
});

describe('the question sets of npm run bench:bot', () => {
  const set = (name: string) => trainingSets.find((s) => s.name === name)!.questions;
  const share = (questions: BotQuestion[]) =>
    questions.filter((q) => isExpected(bot.answer(q.question, q).sources[0]?.id, q.expected))
      .length / questions.length;
  // A floor under the bench's 95% target, so rewording a FAQ entry does not break the build.
  it('answers at least 90% of the first tuning set with a right source first', () => {
    expect(set('tuning-01').length).toBeGreaterThanOrEqual(45);
    expect(share(set('tuning-01'))).toBeGreaterThanOrEqual(0.9);
  });
  it('matches expected sources by id, by article, or exactly when a fact is named', () => {
    expect(isExpected('doc:pricing-rules#enforce-map', ['doc:pricing-rules'])).toBe(true);
    expect(isExpected('doc:pricing-rules-extra', ['doc:pricing-rules'])).toBe(false);
    expect(isExpected('faq:free-trial', ['faq:free-trial'])).toBe(true);
    expect(isExpected('plan:plus#price', ['plan:plus'])).toBe(true);
    expect(isExpected('plan:plus#price', ['plan:plus#stores'])).toBe(false);
    expect(isExpected(undefined, ['faq:free-trial'])).toBe(false);
    expect(isExpected(undefined, ['fallback'])).toBe(true);
  });
});
