import { describe, expect, it } from 'vitest';
import { answerablePart, asks, elsewhereAnswer, questionParts, unlistedAnswer } from './elsewhere';

const topic = (question: string) => elsewhereAnswer(question)?.id ?? null;

describe('elsewhereAnswer', () => {
  it.each([
    ['How do I turn on Shopify Payments for my store?', 'payments'],
    ['whats the transaction fee on basic shopify', 'payments'],
    ['can my customers pay with klarna at checkout', 'payments'],
    ['How do I upgrade from Basic Shopify to Advanced?', 'shopify-plan'],
    ['why did my shopify bill go up this month', 'shopify-plan'],
    ['Which carrier is cheaper for heavy chandeliers, UPS or FedEx?', 'carriers'],
    ['can vendorhub print shipping labels', 'carriers'],
    ['Will VendorHub file the sales tax on my orders?', 'sales-tax'],
    ['do i need to register for vat returns in the eu', 'sales-tax'],
    ['can vendorhub calculate sales tax on my orders?', 'sales-tax'],
    ['do synced prices include VAT for my customers?', 'sales-tax'],
    ['Can you write a return policy for my store?', 'store-policies'],
    ['Which Shopify theme would you recommend for a lighting store?', 'design-marketing'],
    ['how do i set up facebook ads for my shop', 'design-marketing'],
    ['Can you recommend a good 3PL in Texas?', 'sourcing'],
    ['can you find me a wholesaler for LED strips', 'sourcing'],
    ['How do I import my customer list from Magento into Shopify?', 'migration'],
    [
      'Does VendorHub send marketing emails to my customers, like Klaviyo does?',
      'design-marketing',
    ],
    ['Does it work with the Square POS in my physical shop?', 'point-of-sale'],
    ['do you sell barcode scanners', 'point-of-sale'],
    ['Is a MAP agreement with my supplier legally enforceable in Texas?', 'legal-advice'],
    ["What's the best way to hire a part-time packer for my shop?", 'shop-staff'],
    ['Any tips for photographing glass chandeliers?', 'photography'],
    ['What business insurance covers product liability for a drop-shipper?', 'insurance'],
    ['My Amazon seller account just got suspended, how do I appeal?', 'marketplace-account'],
    ["What's the minimum order at Maxim these days?", 'vendor-terms'],
    ['minimum wholesale order with Nora Lighting?', 'vendor-terms'],
    ['does kalco give new stores a wholesale discount', 'vendor-terms'],
    ['how do I get my distributor to give us net-30 payment terms?', 'vendor-terms'],
    ['does Williams Trading charge a per-order drop ship fee?', 'vendor-terms'],
    ['Do you know if Kuzco is planning another increase?', 'vendor-terms'],
    ['how do I refund a customer in shopify?', 'payouts'],
    ['my Shopify payouts have been on hold for a week', 'payouts'],
    ['nora lighting return policy?', 'vendor-terms'],
    ['what wholesale price does Maxim charge for pendants', 'vendor-terms'],
    ['does Allegri give a warranty on its chandeliers', 'vendor-terms'],
    ['how much does shopify itself cost a month', 'shopify-plan'],
    ["what's the price of shopify's own advanced plan", 'shopify-plan'],
    ['how much is shopify itself per month', 'shopify-plan'],
    ['What does Shopify Plus cost per month these days?', 'shopify-plan'],
    ['How much does it cost to send one package to Poland?', 'carriers'],
    ['what does Amazon charge in FBA fees per order', 'marketplace-fees'],
    ['Can you show customer reviews on my product pages?', 'design-marketing'],
    ['what dealer discount does Kuzco give', 'vendor-terms'],
    ['How much does Amazon charge per unit for multi-channel fulfillment?', 'marketplace-fees'],
    ['how much does shopify itself charge a month on top of your price', 'shopify-plan'],
    ['what does Shopify charge for their own Advanced plan?', 'shopify-plan'],
    ['where is Kalco Lighting headquartered?', 'vendor-business'],
    ['kuzco hq where', 'vendor-business'],
    ['How many days does Kalco take to deliver to my customers?', 'vendor-business'],
    ['what are Allegri shipping times to Canada', 'vendor-business'],
    ['How much will Kuzco charge me for shipping on each order?', 'vendor-business'],
    ["What is Kalco's MAP policy on chandeliers?", 'vendor-business'],
    ['whats the MAP that Kuzco sets on its pendants?', 'vendor-business'],
    ["what's the phone number of my Maxim sales rep?", 'vendor-business'],
    ['does Eldorado ship in discreet packaging?', 'vendor-business'],
    ['how many days does nora lighting usually take to ship an order', 'vendor-business'],
    ["what's the supplier's lead time on backorders?", 'vendor-business'],
  ])('%s → %s', (question, id) => {
    expect(topic(question)).toBe(id);
  });

  it.each([
    // Our own plan's price, asked beside Shopify's plan.
    "We're on Shopify Plus, what does Premium cost?",
    // VendorHub's own billing, fees and checkout.
    'Do you accept PayPal for the subscription?',
    'Are there any transaction fees with VendorHub?',
    'Is sales tax included in your prices?',
    'What is your refund policy?',
    "What's your return policy if VendorHub isn't for us?",
    // VendorHub topics that share the words.
    'A customer says checkout shows no shipping options for our Kuzco lamps',
    'vendor shipped but tracking number not in shopify',
    'How many locations does my Shopify plan allow?',
    'what quantity delta should i use around black friday',
    'any follow ups needed after setup?',
    'Is my supplier in your catalogue? Can you connect a wholesaler we use?',
    'where do i find the manufacturer sku in the feed',
    'How much is the Plus plan?',
    'Do you support Magento?',
    'our lawyer wants to know whether you follow European data protection rules',
    'Is your DPA legally binding?',
    'Can the AI write product descriptions for my store?',
    'Are you hiring staff for your support team?',
    'Do product images sync from the vendor?',
    'Does Amazon MCF work with my Amazon seller account?',
    'Can VendorHub price at wholesale cost plus a markup?',
    'Does VendorHub enforce the MAP percentage I set?',
    "What's the setup fee for Amazon MCF?",
    'Does the Amazon MCF integration cost extra on Plus?',
    // Our own office, and the MAP rules VendorHub applies to a vendor's policy.
    'Where is VendorHub headquartered?',
    'One brand has a strict MAP policy. Will my price be raised to their MAP automatically?',
    'If I break a MAP policy while using VendorHub, who is responsible?',
  ])('leaves "%s" to the bot', (question) => {
    expect(topic(question)).toBeNull();
  });
});

describe('unlistedAnswer', () => {
  it.each([
    ['Do you have an affiliate program where I earn a commission?', 'affiliate'],
    ['Got a Black Friday promo code for the first month?', 'promo-codes'],
    ['Is there a lifetime deal?', 'lifetime-deal'],
    ['any discount for nonprofits?', 'special-discounts'],
    ['Can we white-label VendorHub for our clients?', 'white-label'],
    ['is there an iphone app', 'mobile-app'],
    ['can VendorHub text me when a product sells out?', 'alerts'],
    ['can the AI write descriptions in French?', 'languages'],
    ['will it convert my US supplier costs into CAD for my canadian store?', 'currency-conversion'],
    ["What's the US dollar to Canadian dollar exchange rate today?", 'currency-conversion'],
    ['does it sync with quickbooks', 'accounting'],
    ['can it handle our books as well?', 'accounting'],
    ['do you support 2FA?', 'two-factor'],
    ['can we pay by wire transfer?', 'payment-methods'],
    ['do you take PayPal?', 'payment-methods'],
    ['any commission if I refer other store owners?', 'affiliate'],
    ['would you pay me if I send other merchants your way?', 'affiliate'],
    ['how do I process a customer return with the vendor?', 'customer-returns'],
    ['the vendor shipped a broken lamp, who handles returns?', 'customer-returns'],
    ['is there a status page for outages?', 'status-page'],
    ['do you do regular penetration tests?', 'security-testing'],
    ['can I speak to a current customer before we buy?', 'references'],
    ['our card was declined at renewal, what now?', 'payment-card'],
    ['where do I update the credit card for our subscription', 'payment-card'],
    ['do you support SAML single sign-on?', 'single-sign-on'],
    ['do you support 2-factor login on vendorhub accounts', 'two-factor'],
    ['can VendorHub send outbound webhooks when an order is routed?', 'outbound-webhooks'],
    ['is there a sandbox for the API', 'sandbox'],
    ['which static IPs should our vendor whitelist on their FTP', 'ip-allowlist'],
    ['do you push products to Google Merchant Center?', 'shopping-feeds'],
    ['any startup discount for a small early-stage company?', 'special-discounts'],
    ['is it cheaper if we prepay two years?', 'multi-year'],
    ['any discount for a 3-year contract?', 'multi-year'],
    ['can you sponsor a work visa for the React role?', 'visa'],
    ['how often is my catalog backed up?', 'backups'],
    ["I'm a distributor: can we get our own account to see the merchants' orders?", 'vendor-login'],
    ['does VendorHub import fitment for wheels and tires', 'fitment'],
    ['can I track batch numbers for medical supplies', 'lot-tracking'],
    ['can you tell me which lamps are trending this season', 'product-research'],
    ['customer wants to return a lamp, how do i handle the return', 'customer-returns'],
    ['Is there a webhook I can subscribe to when an order is routed?', 'outbound-webhooks'],
    ['do vendors get their own login to a portal?', 'vendor-login'],
    ['Which payment processor handles your subscriptions, is it Stripe?', 'payment-processor'],
    ['Have you ever had a data breach?', 'security-incidents'],
    ['How many interview rounds are there?', 'hiring-process'],
    ['Is VendorHub publicly traded?', 'company-finances'],
    ["What's VendorHub's annual revenue?", 'company-finances'],
    ['can you send me her LinkedIn profile?', 'social-profiles'],
    ['can you extend my free trial to 30 days?', 'trial-extension'],
    ['does a product with 30 variants count as one product?', 'variant-counting'],
    ["Can't I just build all of this with Shopify Flow?", 'automation-tools'],
    ['Do you have a Slack community for merchants?', 'community'],
    ['Can VendorHub block an order that needs a prescription?', 'prescriptions'],
    ['Can VendorHub reprice based on what competitors charge?', 'competitor-repricing'],
    ['How do I give my coworker their own login to our VendorHub account?', 'team-seats'],
    ['can two people on my team log in?', 'team-seats'],
    ['Is there a setting to make every price end in .99?', 'price-endings'],
    ['Which IP addresses does your FTP client connect from?', 'ip-allowlist'],
    ['Can I scope an API token to read-only?', 'token-scopes'],
    ['which Shopify Admin API version are you pinned to?', 'shopify-api-version'],
    ['will you price match if a competitor quotes us less?', 'price-match'],
    ['Can you send a certificate of insurance for our vendor file?', 'our-insurance'],
    ['do you carry errors and omissions insurance?', 'our-insurance'],
    ['a parcel from the distributor showed up smashed, who pays?', 'damaged-shipments'],
    ['can i get a text message whenever a sync fails', 'alerts'],
    ['where do I download an audit log of price changes?', 'change-history'],
    ['do you handle age verification at checkout?', 'age-verification'],
    ['can you sync certifications into metafields?', 'metafields'],
    ['as the brand, can we see which retailers are syncing our products?', 'brand-retailers'],
    ['when an item is discontinued, can it be set to draft?', 'product-archiving'],
    ['can VendorHub schedule sale prices for black friday?', 'scheduled-sales'],
    ['can I export the orders tab to excel?', 'order-export'],
    ['forgot my vendorhub login password, where is the reset link', 'account-password'],
    ['do you support sftp with ssh key auth?', 'ssh-keys'],
    ['when is your scheduled maintenance window?', 'maintenance-windows'],
    ['can price rules set market-specific prices in Shopify Markets?', 'shopify-markets'],
    ['do you integrate with ShipStation?', 'shipping-apps'],
    ['does the monthly order count reset on the 1st?', 'order-count-reset'],
    ['how much funding have you raised?', 'company-finances'],
    ['can vendorhub add that fee to the customer at checkout?', 'fee-passthrough'],
    ['are you profitable?', 'company-finances'],
    ['is vendorhub an official shopify partner?', 'shopify-partner'],
    ['Can I schedule a 20% off sale for black friday?', 'scheduled-sales'],
    ['can I give my wholesale customers a lower price tier than retail', 'customer-price-tiers'],
    ['can you add the shipping cost per item into the price?', 'shipping-in-price'],
    ['if we come back, do we get a second free trial?', 'trial-extension'],
    ['my accountant is asking for a W-9 from you', 'tax-forms'],
    ['how do we transfer the vendorhub account to the new owners?', 'account-transfer'],
    ['can I pause the account for the off months?', 'pause-account'],
    ['what commission does your affiliate program pay?', 'affiliate'],
    ['what margin do resellers get?', 'white-label'],
    ['a sync overwrote my prices, can i undo it and roll back?', 'undo-sync'],
    ['can i download a csv report of failing products', 'reports'],
    ['how do i merge duplicate customer accounts in shopify', 'shopify-customers'],
    ["our vendor's FTP server has been down since monday", 'vendor-outage'],
    ['can i change the wording of the shipping confirmation email', 'shopify-notifications'],
    ['can the vendor use packing slips with my logo?', 'packing-slips'],
    ['does vendorhub pay the vendor for each order?', 'vendor-payments'],
    [
      'if a customer cancels, does vendorhub cancel the order with the vendor?',
      'order-cancellations',
    ],
    ['one order has two different tracking numbers, will both show?', 'multiple-tracking'],
  ])('%s → %s', (question, id) => {
    expect(unlistedAnswer(question)?.id).toBe(id);
  });

  it.each([
    'do you offer multi-year contracts?',
    'they just email me an Excel sheet with their stock every Monday',
    'We notify you when you reach the order limit, right? Can you email me when that happens?',
    "I'll sign up for the free plan for now and pay once we grow",
    'What does the API return for a linked product?',
    // Rounding to the cent is in the pricing guide; a staff account is Shopify's.
    'how are the calculated prices rounded?',
    // Our own REST API's version is in its reference.
    'what version is your REST API on?',
    // Zapier and n8n are what the low-code role works with.
    'i build automations in n8n and zapier, is there a job for someone like me?',
    'how long is the free trial?',
    'Can a staff account create the app in Shopify?',
    'PATCH to update the price of a SKU returns 404 but the SKU exists at the vendor',
    'Is there a discount for paying annually?',
    'Do I have to put a card in to start the trial?',
    'Can I read your case studies?',
    'What does "By webhook" mean in the sync statistics?',
    'Is Pre-Push Editing a staging area for products?',
    // The terms answer it: the service is "as available", with no uptime guarantee.
    'Do you promise 99.9% uptime?',
    'Can I pay with a Visa card?',
    'when does my API token expire, is there an expiry date?',
    'As a vendor, how do we get added to your catalogue?',
    // What syncs after creation is in the guides; a vendor's password is its credentials.
    'Do you keep metafields and images in sync after the product is created?',
    "Honey's Place orders stopped going through right after they made me reset my account password",
    'I forgot the password for my supplier portal, what do I change in VendorHub?',
    'What happens to orders past the order limit?',
    'How do I make sure our synced prices never go under the MAP again?',
    'If I rewrite a title in Shopify, will the next sync undo my changes?',
    "what happens if shopify is down or my vendor's API is down, is that your problem?",
    'Can I cancel my subscription at any time?',
  ])('leaves "%s" to the bot', (question) => {
    expect(unlistedAnswer(question)).toBeNull();
  });
});

describe('answerablePart', () => {
  it('keeps the part of a question the site answers, and says what it leaves out', () => {
    expect(
      answerablePart(
        'How do I connect our second Shopify store, and can VendorHub copy my theme over to it?',
      ),
    ).toEqual({
      question: 'How do I connect our second Shopify store',
      note: "VendorHub doesn't design stores or run marketing.",
    });
    expect(
      answerablePart('What does Plus cost a month, and do you run a referral program?'),
    ).toEqual({
      question: 'What does Plus cost a month',
      note: "As for an affiliate or referral program, the site doesn't mention it.",
    });
  });

  it('takes a part the visitor ended with a question mark as asking, however short', () => {
    expect(answerablePart('annual discount? also do you run a referral program')).toEqual({
      question: 'annual discount',
      note: "As for an affiliate or referral program, the site doesn't mention it.",
    });
  });

  it('takes a terse part with no subject of its own as asking, and "n" or "&" as "and"', () => {
    expect(answerablePart('price for plus and is there a student discount')).toEqual({
      question: 'price for plus',
      note: "As for discounts for nonprofits, education or startups, the site doesn't mention it.",
    });
    expect(answerablePart('plus price n do u have a referral program')).toEqual({
      question: 'plus price',
      note: "As for an affiliate or referral program, the site doesn't mention it.",
    });
    // Four words that say who is speaking are a statement, not a question.
    expect(answerablePart('do you have a referral program? i know store owners')).toBeNull();
  });

  it('takes a question inside a clause, a problem told and a request as asking', () => {
    expect(
      answerablePart(
        'if i delete a product in shopify does vendorhub unlink it, and does it also get removed from my google shopping feed?',
      )?.question,
    ).toBe('if i delete a product in shopify does vendorhub unlink it');
    expect(
      answerablePart(
        "orders aren't reaching honey's place, and while im here do you guys integrate with shipstation",
      )?.question,
    ).toBe("orders aren't reaching honey's place");
    expect(
      answerablePart(
        'set the safety stock to 2 for all my vendors, and is there a way to auto-translate the listings into French?',
      )?.question,
    ).toBe('set the safety stock to 2 for all my vendors');
    expect(
      answerablePart(
        'can I put a 30% markup on a vendor and have it convert the prices to euros for my EU shop?',
      )?.question,
    ).toBe('can I put a 30% markup on a vendor');
    // A question after a comma asks, and " + " inside brackets joins, it does not separate.
    expect(
      answerablePart(
        'we run 2 stores (US + canada), can plus handle both and also convert prices into CAD?',
      )?.question,
    ).toBe('we run 2 stores (US + canada), can plus handle both');
    // A verb after its subject tells, it does not ask.
    expect(
      answerablePart('do you run a referral program? we would love to tell our friends about it'),
    ).toBeNull();
  });

  it('leaves alone a question whose other part is only context, or that is ours throughout', () => {
    expect(
      answerablePart(
        "do you have an affiliate or referral program? i know a bunch of store owners who'd be interested",
      ),
    ).toBeNull();
    expect(answerablePart('How many stores on Plus? And on Premium?')).toBeNull();
  });

  it('reads "can we pay with PayPal" as paying VendorHub, not as our customers\' payments', () => {
    expect(elsewhereAnswer('can we pay with PayPal?')).toBeNull();
    expect(unlistedAnswer('can we pay with PayPal?')?.id).toBe('payment-methods');
    expect(answerablePart('can I pay with PayPal and is there a yearly billing option?')).toEqual({
      question: 'and is there a yearly billing option?',
      note: "As for paying VendorHub by PayPal, bank transfer, invoice or crypto, the site doesn't mention it.",
    });
  });
});

describe('questionParts', () => {
  it('splits at "and" before a question word, a preposition between them too', () => {
    expect(
      questionParts('Which cloud do you use and in which regions is the data stored?'),
    ).toEqual(['Which cloud do you use', 'and in which regions is the data stored?']);
  });

  it('splits a message into its sentences, " + " parts and "and …" clauses', () => {
    expect(questionParts('Are you SOC 2 compliant? Our clinic also needs HIPAA.')).toEqual([
      'Are you SOC 2 compliant',
      'Our clinic also needs HIPAA.',
    ]);
    expect(questionParts('trial how long + any student discount')).toEqual([
      'trial how long',
      'any student discount',
    ]);
    expect(questionParts('We sell lamps. Do you support Kuzco?')).toEqual([
      'We sell lamps',
      'Do you support Kuzco?',
    ]);
    // "v1.8" and "e.g." are not sentence ends.
    expect(questionParts('what came in v1.8 of the app')).toHaveLength(1);
    expect(
      questionParts("Can you route orders to Honey's Place and also print packing slips?"),
    ).toEqual(["Can you route orders to Honey's Place", 'and also print packing slips?']);
    expect(questionParts("is kalco supported and what's kalco's warranty")).toEqual([
      'is kalco supported',
      "and what's kalco's warranty",
    ]);
  });
  it('splits a list of questions at its commas, when its last one opens with "and"', () => {
    expect(
      questionParts(
        'How much is Premium, does it include API access, and how many stores can I connect?',
      ),
    ).toEqual([
      'How much is Premium',
      'does it include API access',
      'and how many stores can I connect?',
    ]);
    // A comma before a question with no list after it is one question.
    expect(questionParts('If I downgrade to Plus, what happens to my vendors?')).toHaveLength(1);
  });
  it('splits a message of a few words at its commas and "and"s, a longer one not', () => {
    expect(questionParts('trial length, paypal ok?')).toEqual(['trial length', 'paypal ok?']);
    expect(questionParts('gdpr and hipaa?')).toEqual(['gdpr', 'hipaa?']);
    expect(questionParts('how do I sync stock and prices from my vendors')).toHaveLength(1);
  });

  it('joins a part with no topic of its own to its neighbour', () => {
    expect(
      questionParts('My rep says their MAP policy lets us go 10% under. Is that right?'),
    ).toEqual(['My rep says their MAP policy lets us go 10% under. Is that right?']);
    expect(questionParts('hourly sync is fine. do you also do a discount for nonprofits?')).toEqual(
      ['hourly sync is fine', 'do you also do a discount for nonprofits?'],
    );
    expect(
      answerablePart(
        'I need the full scope list for the app, and also how do I turn on Shopify Markets?',
      )?.question,
    ).toBe('I need the full scope list for the app');
  });

  it('keeps the parts that ask', () => {
    const question = 'We sell lamps. Do you support Kuzco?';
    const asking = questionParts(question).filter((part) => asks(part, question));
    expect(asking).toEqual(['Do you support Kuzco?']);
    expect(asks('We sell lamps', 'We sell lamps.')).toBe(false);
  });
});
