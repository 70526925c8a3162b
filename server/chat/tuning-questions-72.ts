/**
 * Seventy-second tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch covers the troubleshooting articles (health check,
 * collection check, quantity check), asked from the status or screen label the visitor sees, or
 * from the symptom in their store.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions72: BotQuestion[] = [
  // (1) Product health: where it shows, what a failure means, reading the pattern
  {
    question: 'where do i see if a product is healthy or not in vendorhub',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:dashboard-overview#vendor-detail-page',
      'faq:health-checks',
    ],
  },
  {
    question:
      'what does the failed health status next to a product on the vendor page actually mean',
    expected: [
      'doc:health-check',
      'faq:health-checks',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'if a product is failing its health check does it still get stock and price updates in the meantime?',
    expected: ['doc:health-check', 'doc:quantity-check#check-3-qty-is-selected'],
  },
  {
    question: 'what are all the reasons a health check can fail',
    expected: ['faq:health-checks', 'doc:health-check'],
  },
  {
    question:
      'only 3 products out of about 400 show a failed health check, the rest are fine. where should i start looking',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    question: 'ALL products on ALL my vendors are failing health at the same time?? what happened',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'every single Maxim product is unhealthy but my Nora and Kuzco ones are totally fine',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
    ],
  },

  // (2) SKU mismatch or duplicate SKUs
  {
    question: 'health check says SKU mismatch',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'faq:health-checks'],
  },
  {
    question: "vendor's sku is 00412 and in my shopify it's just 412, would that break the match?",
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      'we put our own prefix on every sku (like FF-) so staff know its ours. is that going to be a problem with your matching',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question:
      'does upper or lower case matter in skus? the supplier uses lowercase and we use caps',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question: 'getting "duplicate SKUs" on a product that has 6 size variants, what does that mean',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },
  {
    question: 'how do i even find duplicate skus when i have 9000 products in the store',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question:
      'ok I corrected the sku in shopify admin. do i now wait an hour or is there something to press',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question: "where can i look up the vendor's exact sku to compare with mine",
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question:
      'some of our skus have a space at the end from an old import, does that still cause a mismatch?',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'release:2.1.0'],
  },
  {
    question:
      'two products in my store ended up with the same sku by mistake but one of them is actually a different item, how do I sort it out',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },

  // (3) Wrong or missing vendor tag
  {
    question: 'health check: missing vendor tag',
    expected: ['doc:health-check#wrong-or-missing-vendor-tag', 'faq:health-checks'],
  },
  {
    question: 'i typed the vendor tag in by hand on a few products and they are not linking',
    expected: [
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:prepare-products#step-1-copy-the-vendor-tag',
    ],
  },
  {
    question: 'where do I copy the vendor tag from',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'a lamp in my store has the Kuzco tag on it but its actually a Kalco product. how do i fix that',
    expected: [
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      "fixed the tag and saved but the product still isn't showing in the vendor's collection",
    expected: [
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question:
      'is there a way to put the vendor tag on like 200 products at once in shopify instead of one by one',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it'],
  },

  // (4) Expired vendor credentials
  {
    question:
      'our distributor rotated the API keys last week and since then nothing from them syncs',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question:
      "changed the ftp password on our supplier's server and now all their items say unhealthy",
    expected: ['doc:health-check#expired-vendor-credentials'],
  },
  {
    question:
      "I reset my portal password at Honey's Place. do i have to change anything in vendorhub too?",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question:
      "after putting the new api key in vendor settings how can I tell it's actually syncing again",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question: 'what does "expired vendor credentials" mean',
    expected: ['doc:health-check#expired-vendor-credentials', 'faq:health-checks'],
  },
  {
    question: "cant find where to re-enter the vendor's ftp login in the dashboard",
    expected: [
      'doc:dashboard-overview#vendor-settings',
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },

  // (5) Changed store permissions
  {
    question: 'health check says changed store permissions',
    expected: ['doc:health-check#changed-store-permissions', 'faq:health-checks'],
  },
  {
    question:
      'someone on my team uninstalled the vendorhub app from shopify by accident, now everything is failing',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'we rotated the client secret in the dev dashboard for security reasons and now products of every vendor fail',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'i added the missing scope to our vendorhub app but the health checks are still failing',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question: 'which scopes have to be in the released version of the app',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question: 'regenerated the admin api access token on our old app, where does the new one go',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:health-check#changed-store-permissions',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'your team set our store up through collaborator access and now all products show failed. should i go fix the app myself??',
    expected: ['doc:health-check#changed-store-permissions'],
  },
  {
    question:
      'i think a dev removed write_inventory from the app while cleaning up permissions. would that break anything',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:health-check#changed-store-permissions',
    ],
  },

  // (6) Still failing
  {
    question:
      "I've gone through all four causes on the health check page and one product still won't pass",
    expected: ['doc:health-check#still-failing'],
  },
  {
    question: 'what details does support need from me about a product that keeps failing',
    expected: ['doc:health-check#still-failing'],
  },

  // (7) Collection check: a collection or location missing from Vendor Store Settings
  {
    question:
      "I created a smart collection in shopify but it doesn't show up in the dropdown in Vendor Store Settings",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },
  {
    question: 'new location not appearing in vendorhub',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },
  {
    question: 'where is the sync data button',
    expected: ['doc:dashboard-overview#store-settings', 'doc:collection-check#run-sync-data'],
  },
  {
    question: 'renamed a collection in shopify and vendorhub still lists it under the old name',
    expected: ['doc:collection-check#run-sync-data'],
  },
  {
    question:
      "tried to add a location for my 14th vendor and shopify won't save it, and of course it's not in vendorhub either",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'whats the difference between Sync Data and Sync Products, they sound the same to me',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'The location is STILL missing after i ran sync data',
    expected: ['doc:collection-check#run-sync-data'],
  },

  // (8) Collection check: empty or incomplete collection, the condition
  {
    question: "vendor's collection is empty",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
    ],
  },
  {
    question: 'my vendor collection only has some of their products in it, not all of them. why',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
    ],
  },
  {
    question:
      "I set the collection condition to product tag 'contains' the vendor tag, that's ok right?",
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question:
      'i just made a normal collection and dragged the products into it by hand, is that fine for vendorhub',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      'our collection has two conditions, tag is equal to the vendor tag AND product type = Pendants',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      'should the number of products in the collection be the same as the integrated products count?',
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question: 'shopify says "automated" collection, not smart. is that the same thing',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },

  // (9) Collection check: the mapping
  {
    question: "pretty sure i selected another vendor's collection when i mapped this one",
    expected: [
      'doc:collection-check#check-the-mapping',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'we have 8 vendors and the locations all look alike in the list, how do i know i picked the right one',
    expected: ['doc:collection-check#check-the-mapping'],
  },

  // (10) Quantity check: Quantity Delta
  {
    question: 'store shows 7 but the vendor has 10 in stock',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'why does my store say out of stock when the supplier still has 3 units??',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: "inventory in shopify doesn't match the vendor",
    expected: [
      'doc:quantity-check',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question: 'vendor has 2, my delta is 5, what will shopify show',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      "is it normal that my quantities are always a bit lower than what the distributor's site says?",
    expected: [
      'doc:quantity-check',
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      'customers see "sold out" on a bunch of items even though the vendor has a couple left. we sell home decor, low volume',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },

  // (11) Quantity check: sync timing
  {
    question: 'the stock in my store is an old number, vendor changed it like 40 minutes ago',
    expected: ['doc:quantity-check#check-2-sync-timing', 'faq:inventory-sync-frequency'],
  },
  {
    question: "last sync timestamp for quantity hasn't moved since this morning",
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // (12) Quantity check: Qty is selected
  {
    question: 'prices and cost update fine but the quantity never changes at all',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      "only a handful of this vendor's products aren't getting stock updates, the others are fine",
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:health-check'],
  },

  // (13) Quantity check: Location mapping
  {
    question: "the vendor's stock overwrote the count at our own warehouse location!",
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question:
      'shopify product list says 25 available but the vendor only has 10, where are the extra 15 from',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question: "vendor quantity isn't showing up at any location in shopify",
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question: "the right number is there but it's at a different location than the vendor's",
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question: "the vendor's location is missing from the list when i try to select it",
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:collection-check#run-sync-data'],
  },

  // (14) Quantity check: still different
  {
    question:
      'checked the delta, the timing, qty box and location. numbers are still off. now what',
    expected: ['doc:quantity-check#still-different'],
  },

  // (15) Neighbouring symptoms and when the checks arrived
  {
    question:
      'customers cant check out, no shipping rates show up for products from our new vendor',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'i keep changing a price by hand in shopify and it goes back to the old one after a while',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question:
      "deleted a product in shopify and now it's gone from the vendor's integrated products, can i get it back",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question: 'when did the collection check and quantity check get added to the app',
    expected: ['release:2.1.0'],
  },

  // (16) Follow-ups
  {
    previous: 'all the products from one vendor suddenly failing the health check',
    question: 'ok so where do i put the new password',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    previous: 'what does it mean when a product fails its health check',
    question: 'and where exactly do i see that?',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    previous: "my new location isn't showing in vendor store settings",
    question: "i already clicked sync data and it's still not there",
    expected: ['doc:collection-check#run-sync-data'],
  },
  {
    previous: 'store shows 7 but vendor has 10, why',
    question: 'how do i change it so it shows the full 10',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    previous: 'how do I find duplicate SKUs in my store',
    question: 'and once i find them which one do i keep',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    previous: 'what should the smart collection condition be exactly',
    question: "would 'starts with' work too?",
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    previous: 'quantity never updates but price does',
    question: "where's that setting",
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    previous: 'who do I contact if a product still fails after I checked everything',
    question: 'what should i put in the email',
    expected: ['doc:health-check#still-failing'],
  },
  {
    previous: 'quantity still different after all four checks, what now',
    question: "how fast will they answer? we're on basic",
    expected: [
      'company:response-times',
      'faq:support-response-times',
      'doc:health-check#still-failing',
    ],
  },
  {
    previous: 'products from every vendor are failing since yesterday',
    question:
      'we have the old app from 2024 that was made in the shopify admin, not the dev dashboard one',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
    ],
  },
  {
    previous: 'the last sync timestamp for quantity is 5 hours old',
    question: "clicked sync products and it still didn't move",
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:health-check#expired-vendor-credentials',
    ],
  },
  {
    previous: "one product is missing from the vendor's collection",
    question: 'what if it has two vendor tags on it',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    previous: 'health check failing because of a trailing space in the sku',
    question: 'which version fixed that one?',
    expected: ['release:2.1.0', 'doc:health-check#sku-mismatch-or-duplicate-skus'],
  },

  // (17) Next to the checks, but not on the site
  {
    question:
      'is there a status page where i can see if vendorhub itself is having an outage right now',
    expected: ['fallback'],
  },
  {
    question:
      'a sync overwrote all my prices last night, can i undo it and roll back to yesterday?',
    expected: ['fallback'],
  },
  {
    question: 'can i download a csv report of every product that is failing its health check',
    expected: ['fallback'],
  },
  {
    question:
      'google merchant center disapproved half my products for missing GTINs, how do i fix that',
    expected: ['fallback'],
  },
  {
    question:
      'my shopify theme shows "only 2 left!" on product pages, how do i turn that badge off',
    expected: ['fallback'],
  },
  {
    question:
      "our vendor's FTP server has been down since monday, do you know when it will be back up?",
    expected: ['fallback'],
  },
  {
    question: 'how do i merge duplicate customer accounts in shopify',
    expected: ['fallback'],
  },

  // (18) Half answered: the site covers one part only
  {
    question:
      'products fail the health check for duplicate skus. how do I fix that, and can vendorhub auto-generate new unique skus for me?',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
    wording: false,
  },
  {
    question:
      'my vendor collection is empty after setup, what did i do wrong? also do you have a video walkthrough of this?',
    expected: ['doc:collection-check#check-the-collection-condition'],
    wording: false,
  },
  {
    question:
      'store shows 0 but the vendor has 4 and my delta is 5, why? and can you text me when something hits zero',
    expected: ['doc:quantity-check#check-1-quantity-delta', 'faq:quantity-delta'],
    wording: false,
  },
  {
    question:
      'our ftp vendor changed the password so I need to update it, do you support SFTP with an ssh key instead of a password?',
    expected: ['doc:health-check#expired-vendor-credentials'],
    wording: false,
  },
  {
    question:
      "every vendor's products went red after we rotated the client secret. what do i do, and will you compensate us for the sales we lost while it was broken?",
    expected: ['doc:health-check#changed-store-permissions'],
    wording: false,
  },
];
