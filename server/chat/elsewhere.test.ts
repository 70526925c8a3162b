import { describe, expect, it } from 'vitest';
import { elsewhereAnswer } from './elsewhere';

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
  ])('%s → %s', (question, id) => {
    expect(topic(question)).toBe(id);
  });

  it.each([
    // VendorHub's own billing, fees and checkout.
    'Do you accept PayPal for the subscription?',
    'Are there any transaction fees with VendorHub?',
    'Is sales tax included in your prices?',
    'What is your refund policy?',
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
  ])('leaves "%s" to the bot', (question) => {
    expect(topic(question)).toBeNull();
  });
});
