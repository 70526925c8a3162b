/**
 * Visitors' wordings for every FAQ entry, company fact and documentation
 * section, written blind from the content (by people who had not read the
 * bot's code or its question sets) in the way visitors type: a first round
 * of two or three each describing the visitor's situation rather than quoting
 * headings, and a second round of two each, one short and keyword-like (in a
 * hurry, or not a native speaker), one in a layperson's words for what they
 * see.
 * A tuning set: `npm run bench:bot` scores it, and the bot learns these
 * wordings (server/chat/training.ts).
 */
import type { BotQuestion } from './questions.ts';

export const passageWordings: BotQuestion[] = [
  { question: 'what does vendorhub actually do', expected: ['faq:what-is-vendorhub'] },
  {
    question:
      'im on your homepage and still dont really get it.. is this a dropship app for shopify, an inventory tool, or something else?',
    expected: ['faq:what-is-vendorhub'],
  },
  {
    question: 'is this a good fit for a small dropship store',
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question:
      'we sell stuff from like 5 distributors and barely hold any stock ourselves, I spend hours copying numbers into shopify every week. would your tool make sense for us?',
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question: 'does it work with woocommerce or bigcommerce?',
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      "we're on shopify now but might move platforms next year, is vendorhub shopify only or can i use it elsewhere",
    expected: ['faq:supported-platforms'],
  },
  { question: 'how does it work in a nutshell', expected: ['faq:how-does-vendorhub-work'] },
  {
    question:
      'whats the overall process after i sign up? like what do i configure myself and what runs automaticaly after that',
    expected: ['faq:how-does-vendorhub-work'],
  },
  {
    question: 'how long till im up and running?',
    expected: ['faq:setup-time', 'doc:quick-start-guide#how-long-each-step-takes'],
  },
  {
    question:
      'realistically how long does it take to get fully set up incl. a more complicated supplier integration? we need everything live before a sale next week',
    expected: ['faq:setup-time'],
  },
  { question: 'do i need a developer for this', expected: ['faq:technical-skills'] },
  {
    question:
      'im not techy at all and the shopify admin settings kind of scare me, can i still run this thing on my own?',
    expected: ['faq:technical-skills'],
  },
  { question: 'what suppliers can i hook up', expected: ['faq:supported-vendors'] },
  {
    question:
      'can i connect any distributor or only certain ones? some of ours use ftp, one has a portal and one just emails excel files',
    expected: ['faq:supported-vendors', 'doc:add-vendor#vendor-types'],
  },
  {
    question: 'is stock updated in real time?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question:
      'a supplier just restocked but my store still shows sold out.. how often do quantities refresh and can i push an update right now?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  { question: 'can ai write my product descriptions', expected: ['faq:ai-listing-creation'] },
  {
    question:
      'the vendor catalog data is awful, ALL CAPS titles and barely any descriptions. does vendorhub clean that up when it makes the listings, and is that included on basic?',
    expected: ['faq:ai-listing-creation', 'doc:product-creation#create-products-in-bulk'],
  },
  {
    question: 'how does map pricing work with my markup',
    expected: ['faq:price-rules', 'doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      'if i set 40% markup but the brand has a minimum advertised price higher than that, what price actually ends up in my store? and can it cap at the suggested retail?',
    expected: ['faq:price-rules', 'doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question: 'what is qty delta',
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    question:
      'how do i hold back a few units of each supplier item so i dont oversell when their stock runs out faster than you update it?',
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    question: 'how do orders get to the supplier',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'when a customer buys something, do i still have to email the vendor myself? and how does the customer get their tracking #',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'if i add a tag to a product in shopify does it get connected to the vendor automatically',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question:
      'what happens on your end if i delete a product in my shopify admin? does it keep trying to update it',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question: 'will it create duplicates of my current listings?',
    expected: ['faq:existing-products', 'doc:product-creation#duplicate-skus-are-never-created'],
  },
  {
    question:
      'we already have around 800 products live from this supplier, i really dont want a second copy of each one. how does vendorhub handle stuff thats already in my store',
    expected: ['faq:existing-products'],
  },
  {
    question: 'why would a product show as unhealthy',
    expected: ['faq:health-checks', 'doc:health-check#where-to-find-product-health'],
  },
  {
    question:
      'some items on my vendor page have a failing status, what are the possible reasons for that?',
    expected: [
      'faq:health-checks',
      'doc:health-check#where-to-find-product-health',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'can i try it for free',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'before committing id like to test the whole thing with one supplier, listing through to tracking. is there a way to do that without paying first?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'whats the difference between basic plus and premium limits wise',
    expected: ['faq:plan-limits'],
  },
  {
    question:
      'we have 2 shopify stores, about 8 suppliers and ~600 orders a month with maybe 4k products. which tier do we need?',
    expected: ['faq:plan-limits'],
  },
  {
    question: 'is api access on every plan?',
    expected: ['faq:plan-features', 'doc:product-creation#create-products-through-the-api'],
  },
  {
    question:
      'what do i miss out on if i go basic instead of premium, feature wise, not counting the numbers of stores/vendors',
    expected: ['faq:plan-features'],
  },
  {
    question: 'discount for paying yearly?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'if i pay for plus for the whole year upfront what does it work out to per month',
    expected: ['faq:annual-billing'],
  },
  {
    question: 'can i switch plans later on',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question:
      "started on basic but we're adding suppliers. if i move up mid month do i pay the full new price or just the difference??",
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'what if i get more orders than my plan allows',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      'black friday might push us way past 400 orders this month, will orders stop going to the suppliers when we hit the cap?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'any onboarding fee?',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:all',
    ],
  },
  {
    question:
      'is there a one time charge to connect a supplier that isnt already in your catalog, like one that sends us csv files by ftp',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:csv-xml-ftp',
    ],
  },
  {
    question: 'cheaper if we only want the inventory sync?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question:
      'we ship all orders ourselves and just want vendor stock + prices kept current in shopify, do you do any kind of reduced price for that',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'do i have to give you my shopify login',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question:
      'someone emailed me saying theyre from vendorhub and need my store admin password to finish setup. is that legit??',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question: 'what access does the app need on my store',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question:
      'why does it want to read my customers and all my orders? seems like a lot of access for an inventory tool',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  { question: 'where are your servers', expected: ['faq:data-hosting', 'company:hosting'] },
  {
    question:
      'our company prefers data stays in europe. where do you keep merchant data and is it encrypted?',
    expected: ['faq:data-hosting', 'company:hosting'],
  },
  { question: 'are you soc2?', expected: ['faq:compliance', 'company:hosting'] },
  {
    question:
      'our legal team needs a DPA signed and wants confirmation you follow gdpr before we onboard, who do i talk to',
    expected: ['faq:compliance'],
  },
  {
    question: 'do you delete my stuff if i cancel',
    expected: ['faq:data-after-cancellation', 'company:retention'],
  },
  {
    question:
      'thinking about stopping for a couple months over the off season. if i cancel and come back later will my setup still be there or do i start from scratch',
    expected: ['faq:data-after-cancellation', 'company:retention'],
  },
  { question: 'is it safe to give you my supplier api keys', expected: ['faq:vendor-credentials'] },
  {
    question:
      'how do you store the ftp password and portal login i type in for my distributor? can i take them out later if i want',
    expected: ['faq:vendor-credentials'],
  },
  { question: 'how do i uninstall', expected: ['faq:revoke-access'] },
  {
    question:
      "we've decided to stop using the service. how do we disconnect it from our shopify, and will all the products it created get deleted?",
    expected: ['faq:revoke-access'],
  },
  {
    question: 'when is your team available',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question:
      'our sync died on a saturday night and orders arent reaching the supplier, is anyone around on weekends for urgent stuff?',
    expected: ['faq:support-hours'],
  },
  {
    question: 'how fast do you reply to emails',
    expected: ['faq:support-response-times', 'company:response-times'],
  },
  {
    question:
      'on the basic plan if i email you with a problem how long am i usually waiting for an answer',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:basic#features'],
  },
  { question: 'am i talking to a real person?', expected: ['faq:ai-assistant'] },
  {
    question: 'is this chat a bot? does what i type here get sent to openai or some other company',
    expected: ['faq:ai-assistant'],
  },
  {
    question: 'signed up but no confirmation email yet',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question:
      'i registered friday night and still cant get in.. how long does it take for you guys to approve a new account?',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  { question: 'where are the docs', expected: ['faq:documentation'] },
  {
    question:
      'is there a user manual or help center with setup guides i can read through on my own before i call anyone?',
    expected: ['faq:documentation'],
  },
  {
    question: 'can you guys do the setup for me',
    expected: ['faq:setup-help', 'doc:connect-shopify#option-2-request-collaborator-access'],
  },
  {
    question:
      'i really dont want to mess with creating apps in shopify. can your team connect the store for me and what do you need from me to do that',
    expected: ['faq:setup-help', 'doc:connect-shopify#option-2-request-collaborator-access'],
  },
  {
    question: 'my supplier isnt listed, can you add them?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      'we use a small regional distributor that has an api but its not on your integrations page. how do i get a quote to have it connected and how long till i hear back',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'what happens when the trial ends, do i get billed automatically?',
    expected: ['faq:pricing-free-trial'],
  },
  {
    question:
      'during the 14 days can i use everything from the plan i picked or is it a cut down version? and is there a trial for enterprise too',
    expected: ['faq:pricing-free-trial'],
  },
  {
    question: 'need a credit card to try it?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'if i put my card in to start the 14 day test, will i be charged right away? want to be sure i can cancel without paying anything',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  { question: 'are prices in usd', expected: ['faq:pricing-currency-tax'] },
  {
    question:
      'im based in germany, will VAT be added on top of the $199 or is it included in that price?',
    expected: ['faq:pricing-currency-tax'],
  },
  { question: 'total cost per year for premium?', expected: ['faq:pricing-annual-billing'] },
  {
    question:
      'if i choose the yearly option am i charged once for all 12 months or still billed monthly',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing'],
  },
  {
    question: 'overage fees?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      'do you bill extra per order when we go over the monthly cap on our plan, or charge automatically somehow',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'if i downgrade when does it kick in',
    expected: ['faq:pricing-plan-changes', 'faq:change-plan'],
  },
  {
    question:
      'if i move down to a smaller plan do my vendors, rules and products stay or do i lose them?',
    expected: ['faq:pricing-plan-changes'],
  },
  { question: 'what am i paying for with the $300 fee', expected: ['faq:pricing-setup-fees'] },
  {
    question:
      "after i pay for a custom api integration for my vendor, how long until it's actually built and working",
    expected: ['faq:pricing-setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question:
      'we fulfill everything in-house so the orders part is useless for us, do we still pay full price for premium?',
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only:premium'],
  },
  {
    question: 'only need catalog and stock sync, no fulfillment. any options?',
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
  },
  { question: 'enterprise price?', expected: ['faq:pricing-enterprise', 'plan:enterprise#price'] },
  {
    question:
      'we have 30+ suppliers and several stores so your normal tiers are too small, how much would an unlimited plan cost us',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  { question: 'whats your phone number', expected: ['company:contact'] },
  { question: 'where is your office located', expected: ['company:contact'] },
  {
    question: "is there an email i can write to, i'd rather not use the form",
    expected: ['company:contact'],
  },
  {
    question: 'what time zone is your support team in',
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'can i reach someone at 7pm eastern on a weekday?',
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'premium support response time?',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:premium#features'],
  },
  {
    question: "if i'm on plus and send a ticket, how long before somebody gets back to me",
    expected: ['company:response-times', 'faq:support-response-times', 'plan:plus#features'],
  },
  {
    question: 'how many days until my data gets wiped after i close my account',
    expected: ['company:retention', 'faq:data-after-cancellation'],
  },
  {
    question: 'retention period after cancelling?',
    expected: ['company:retention', 'faq:data-after-cancellation'],
  },
  { question: 'is my data stored in the us', expected: ['company:hosting', 'faq:data-hosting'] },
  {
    question:
      'do you have a soc 2 type ii certification? our security review asks where data lives too',
    expected: ['company:hosting', 'faq:compliance'],
  },
  { question: 'how long has vendorhub been around', expected: ['company:founded'] },
  { question: 'what year did you guys start the company', expected: ['company:founded'] },
  { question: 'how do i get started', expected: ['doc:quick-start-guide'] },
  {
    question:
      'just signed up, where do i begin? want to get my first supplier syncing products today if possible',
    expected: ['doc:quick-start-guide'],
  },
  {
    question: 'what do i need ready before signing up',
    expected: ['doc:quick-start-guide#before-you-start'],
  },
  {
    question:
      'before i start onboarding, what info should i collect from my supplier and what kind of shopify account do i need?',
    expected: ['doc:quick-start-guide#before-you-start'],
  },
  {
    question: 'how many products can i sync while on the trial',
    expected: [
      'doc:quick-start-guide#your-free-trial',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'doc:search-and-push#before-you-start',
    ],
  },
  {
    question:
      'how does the trial work for enterprise, can i start it from the pricing page like the others or does it go through someone',
    expected: ['doc:quick-start-guide#your-free-trial', 'faq:pricing-free-trial'],
  },
  {
    question: 'how do i log in after registering',
    expected: ['doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question:
      'made my account about 3 hours ago, nothing in my inbox, already checked spam. what should i do now',
    expected: ['doc:quick-start-guide#step-1-create-your-account', 'faq:account-confirmation'],
  },
  {
    question: 'how do i link my shopify store',
    expected: ['doc:quick-start-guide#step-2-connect-your-shopify-store', 'doc:connect-shopify'],
  },
  {
    question:
      "got my account, next i need to connect shopify - whats quicker, doing it myself or having your team do it? and what do i click once it's saved",
    expected: ['doc:quick-start-guide#step-2-connect-your-shopify-store'],
  },
  {
    question: 'store is connected, now what?',
    expected: ['doc:quick-start-guide#step-3-add-your-first-vendor'],
  },
  {
    question:
      "ok shopify is hooked up. walk me thru getting my first supplier's products actually syncing, start to finish",
    expected: ['doc:quick-start-guide#step-3-add-your-first-vendor'],
  },
  {
    question: 'how do i know the sync is actually working',
    expected: ['doc:quick-start-guide#step-4-check-that-it-works'],
  },
  {
    question:
      'i think i finished setting up my first vendor, what should i look at to confirm everything is ok before i relax',
    expected: ['doc:quick-start-guide#step-4-check-that-it-works'],
  },
  {
    question: 'how many minutes to connect shopify and add one supplier',
    expected: ['doc:quick-start-guide#how-long-each-step-takes', 'faq:setup-time'],
  },
  {
    question:
      'roughly how much of my own time does each onboarding step need? trying to block off my calendar',
    expected: ['doc:quick-start-guide#how-long-each-step-takes'],
  },
  {
    question: "i'm stuck halfway through setup, how do i reach a human",
    expected: ['doc:quick-start-guide#get-help', 'company:contact'],
  },
  {
    question: 'how do i give vendorhub access to my shop',
    expected: ['doc:connect-shopify', 'doc:quick-start-guide#step-2-connect-your-shopify-store'],
  },
  {
    question:
      'whats the safest way to let your app into my store without handing over passwords, and how long will it take me',
    expected: ['doc:connect-shopify', 'faq:store-password'],
  },
  {
    question: 'cant find the create an app button in shopify admin anymore',
    expected: ['doc:connect-shopify#what-changed-in-shopify-in-2026'],
  },
  {
    question:
      'the old guides say copy the admin api access token but shopify never shows me one for my new app. where do i get the token??',
    expected: ['doc:connect-shopify#what-changed-in-shopify-in-2026'],
  },
  {
    question: 'should i make the app myself or let you do it',
    expected: ['doc:connect-shopify#choose-a-method'],
  },
  {
    question:
      'im only a staff member on the store, not the owner, and i dont have rights to build apps. which way of connecting should i use?',
    expected: ['doc:connect-shopify#choose-a-method'],
  },
  {
    question: 'which shopify account should i be logged in with to connect',
    expected: ['doc:connect-shopify#before-you-start'],
  },
  {
    question:
      'i run two shops, can both use the same app connection or do i need to set it up twice',
    expected: ['doc:connect-shopify#before-you-start'],
  },
  {
    question: 'steps to make the app in dev.shopify.com',
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question:
      'i created the app and installed it, then added more scopes but vendorhub still says one is missing. what did i do wrong',
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question:
      'which field does the client secret go in, and do i leave the access token box blank?',
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question: 'where do i find my collaborator request code',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access'],
  },
  {
    question:
      'how does letting your team in as a collaborator work exactly, what do i send you and do i have to approve something on my side?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'faq:setup-help'],
  },
  {
    question: 'which scopes do i tick',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question:
      'one of my suppliers is a 3pl warehouse set up as a fulfillment service in shopify, do i need extra scopes for that',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question: 'do i really need read_all_orders? what is it for',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management#orders-older-than-60-days',
    ],
  },
  {
    question: 'reinstalled my old custom app and got a new token, where does it go',
    expected: ['doc:connect-shopify#stores-with-an-older-admin-created-app'],
  },
  {
    question:
      'we connected in 2024 with the app we made in shopify admin back then. does that token expire, and do we have to move to the dev dashboard thing now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question: 'new collection not showing up in vendorhub',
    expected: [
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      'i added a location in shopify for my new supplier but i cant pick it in vendorhub, how do i make it show',
    expected: [
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question: 'i rotated the client secret, do i need to update anything on your side?',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question: 'when do i have to re enter my shopify app details in vendorhub',
    expected: ['doc:connect-shopify#keep-the-credentials-current'],
  },
  {
    question: 'what counts as a vendor in your system, can a 3pl be one',
    expected: ['doc:add-vendor'],
  },
  {
    question: 'once i add a supplier what does vendorhub do with it',
    expected: ['doc:add-vendor'],
  },
  {
    question: 'what should i have done before adding a supplier',
    expected: ['doc:add-vendor#before-you-start'],
  },
  {
    question: 'what are the different ways you can connect to a supplier',
    expected: ['doc:add-vendor#vendor-types'],
  },
  {
    question:
      'our supplier only has a b2b website where we log in, no api. can vendorhub pull stock from that and what would i enter',
    expected: ['doc:add-vendor#vendor-types'],
  },
  {
    question: 'how many suppliers can i add on basic',
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:basic#vendors',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question:
      "we're at our max number of vendors and need one more, plus the one we want isnt even in the list for our plan. what are my options",
    expected: ['doc:add-vendor#vendor-limits-by-plan'],
  },
  {
    question: 'where do i add a new vendor in the dashboard',
    expected: ['doc:add-vendor#step-1-choose-the-vendor', 'doc:dashboard-overview#add-vendor-s'],
  },
  {
    question: 'added a supplier, where does it show up and what are the two icons next to it for?',
    expected: ['doc:add-vendor#step-1-choose-the-vendor', 'doc:dashboard-overview#my-vendors'],
  },
  {
    question: "where do i put my supplier's api key",
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question:
      'the distributor changed our ftp password last week and now all their products are failing, where do i update it',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:health-check#expired-vendor-credentials',
    ],
  },
  {
    question: 'can i upload a spreadsheet of stock myself',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: 'what columns does the price list file need',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      "my supplier's xlsx has totally different column names than your template and some items dropped off the newest one. will the import still work and what happens to those missing items?",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },

  {
    question: 'where do i put my markup and safety stock for a supplier',
    expected: [
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question:
      'if i change the markup on one vendor does it hit all their products or only new ones? and when does it kick in',
    expected: [
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules#set-your-price-rules',
    ],
  },
  {
    question: 'where do i find the vendor tag',
    expected: [
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'ok i added the supplier and saved the api keys, whats next to actually hook it up to my shopify store?',
    expected: [
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:quick-start-guide#step-3-add-your-first-vendor',
    ],
  },
  {
    question: 'how much to set up an ftp vendor',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'fee:csv-xml-ftp',
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question:
      'how long does it take your team to build an integration for my supplier? they have an api but its kind of weird',
    expected: ['doc:add-vendor#setup-fees-and-timing', 'faq:pricing-setup-fees', 'faq:setup-time'],
  },
  {
    question: 'are the prebuilt vendor integrations free or is there a one time charge',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'fee:pre-built',
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question: 'my distributor isnt in the list, can u add them?',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question:
      'the vendor i want is on your integrations page but says beta, how do i ask for it to be set up for me',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'what info do you need from me to quote a custom integration',
    expected: ['doc:add-vendor#if-your-vendor-is-not-in-the-list'],
  },
  {
    question: 'what do i need to set up in shopify for each vendor before syncing?',
    expected: ['doc:prepare-products', 'doc:prepare-products#checklist'],
  },
  {
    question:
      'why does vendorhub want a seperate location and collection for every supplier, what is each one used for',
    expected: ['doc:prepare-products'],
  },
  {
    question:
      'do i have to connect my store and add the vendor before i do the collection/location setup in shopify',
    expected: ['doc:prepare-products#before-you-start'],
  },
  {
    question: 'can i just type the vendor tag in myself or does it have to be copied',
    expected: ['doc:prepare-products#step-1-copy-the-vendor-tag'],
  },
  {
    question: 'wheres the supplier tag im supposed to put on products',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'how do i make the automated collection for a vendor in shopify',
    expected: ['doc:prepare-products#step-2-create-the-smart-collection'],
  },
  {
    question: 'collection condition - tag is equal to or tag contains?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question:
      'can i add a 2nd condition to the vendor collection like product type = lamps so it only shows some items',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question: 'do i need a shopify location for every supplier?',
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },
  {
    question:
      'we have 4 warehouses already, how many vendors can i add before shopify runs out of locations',
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },
  {
    question: 'what address do i use when i create the location for a dropship vendor',
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },
  {
    question: 'made a new collection in shopify but it doesnt show up in vendorhub',
    expected: [
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'do i have to click something every time i add a location in shopify so vendorhub sees it?',
    expected: [
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question: 'where do i choose which collection and location belong to a vendor',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'i set my prices by hand in shopify, how do i stop vendorhub from changing them',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question: 'whats the difference between the price, cost and qty checkboxes',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#what-syncs-each-way',
    ],
  },
  {
    question: 'how can i tell if the first sync actually ran',
    expected: [
      'doc:prepare-products#step-6-sync-the-products',
      'doc:quick-start-guide#step-4-check-that-it-works',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'after i map everything do i need to keep pressing sync or does it run by itself',
    expected: [
      'doc:prepare-products#step-6-sync-the-products',
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question: 'quick list of everything that has to be set up per vendor in shopify?',
    expected: ['doc:prepare-products#checklist', 'doc:prepare-products'],
  },
  {
    question: 'can vendorhub create the listings for me from the suppliers catalog',
    expected: ['doc:product-creation', 'faq:ai-listing-creation'],
  },
  {
    question:
      'do i have to copy titles and descriptions from my vendor by hand?? theres like 2000 products',
    expected: ['doc:product-creation', 'faq:ai-listing-creation'],
  },
  {
    question: 'what needs to be done before i start creating products from a vendor',
    expected: ['doc:product-creation#before-you-start', 'doc:search-and-push#before-you-start'],
  },
  {
    question: 'what are my options for getting vendor products into my store',
    expected: ['doc:product-creation#ways-to-add-products'],
  },
  {
    question:
      'i already sell about 300 items from this supplier and want to add some new ones too, which method should i use for each',
    expected: ['doc:product-creation#ways-to-add-products'],
  },
  {
    question: 'what does a product created by vendorhub include, does it get the sku and tag?',
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question: 'live vs draft whats the difference',
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#push-products-to-your-store',
    ],
  },
  {
    question: 'will the ai rewrite the vendors descriptions or just copy the catalog text',
    expected: ['doc:product-creation#what-a-new-listing-contains', 'faq:ai-listing-creation'],
  },
  {
    question: "how do i add just one product from a vendor's catalog",
    expected: [
      'doc:product-creation#create-products-one-at-a-time',
      'doc:search-and-push',
      'doc:search-and-push#find-vendor-products',
    ],
  },
  {
    question: 'how do i get a few thousand products from one vendor listed at once',
    expected: ['doc:product-creation#create-products-in-bulk'],
  },
  {
    question: 'is bulk listing with ai included on the basic plan or extra',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation#ways-to-add-products',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:basic#features',
    ],
  },
  {
    question: 'i already sell this suppliers stuff, do i need to recreate the products?',
    expected: ['doc:product-creation#link-products-you-already-sell', 'faq:existing-products'],
  },
  {
    question:
      "we add a prefix to all our skus (like AB-12345) will linking still work with the vendor's skus",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },
  {
    question: 'if i push the same product twice will it make a duplicate',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question: 'tried to create a product and it said it already exists instead of making it, why',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'faq:existing-products',
    ],
  },
  {
    question: 'how many products can i have on plus',
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'plan:plus#products',
      'plan:all#products',
      'faq:plan-limits',
    ],
  },
  {
    question: 'only 100 of my products synced, is that a trial thing?',
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question: 'can we create products from our own PIM system through an api',
    expected: ['doc:product-creation#create-products-through-the-api'],
  },
  {
    question: 'which plan do i need to link products via api',
    expected: ['doc:product-creation#create-products-through-the-api', 'faq:plan-features'],
  },
  {
    question: 'im new, what are the main parts of the dashboard',
    expected: ['doc:dashboard-overview'],
  },
  {
    question: 'where do i change settings for one specific vendor vs the whole store',
    expected: ['doc:dashboard-overview'],
  },
  {
    question: 'rotated our shopify client secret, where do i update it',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question: 'what is store settings even for',
    expected: ['doc:dashboard-overview#store-settings'],
  },
  {
    question: 'how many vendors cn i connect on basic plan',
    expected: [
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:basic#vendors',
      'plan:all#vendors',
      'faq:plan-limits',
    ],
  },
  {
    question: 'why are some vendors missing from the list when i go to add one',
    expected: [
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'what do the two icons next to each vendor do',
    expected: ['doc:dashboard-overview#my-vendors', 'doc:add-vendor#step-1-choose-the-vendor'],
  },
  {
    question: 'where do i change my suppliers ftp password in vendorhub',
    expected: [
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:health-check#expired-vendor-credentials',
      'faq:vendor-credentials',
    ],
  },
  {
    question: 'what can i configure per vendor',
    expected: ['doc:dashboard-overview#vendor-settings'],
  },
  {
    question: "what's on the page that opens when i click the eye icon",
    expected: ['doc:dashboard-overview#vendor-detail-page'],
  },
  {
    question: 'what does by webhook mean in the sync stats',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'last sync time for one vendor says 3 hours ago, isnt it supposed to be hourly?',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  {
    question: 'can i pick just a few products from a vendor to test before adding the whole range',
    expected: ['doc:search-and-push', 'doc:product-creation#create-products-one-at-a-time'],
  },
  {
    question: 'whats the tool for browsing a vendors catalog and adding stuff to my shop',
    expected: ['doc:search-and-push', 'doc:product-creation#create-products-one-at-a-time'],
  },
  {
    question: 'what do i need set up before pushing products to shopify',
    expected: ['doc:search-and-push#before-you-start', 'doc:product-creation#before-you-start'],
  },
  {
    question: "where do i search my vendor's catalog",
    expected: ['doc:search-and-push#find-vendor-products'],
  },
  {
    question:
      "how do i look through a supplier's products inside vendorhub and select the ones i want",
    expected: ['doc:search-and-push#find-vendor-products'],
  },
  {
    question: 'can i push products as drafts so i can add my own photos first',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question: 'pushed some items as draft, where are they in shopify',
    expected: ['doc:search-and-push#push-products-to-your-store'],
  },
  {
    question: 'does stock still sync on draft products or only once theyre published',
    expected: ['doc:search-and-push#push-products-to-your-store'],
  },
  {
    question: 'after i push a product will orders for it go to the vendor automatically',
    expected: ['doc:search-and-push#what-happens-after-a-push'],
  },
  {
    question: 'what happens to a product once i push it, does it get tagged and priced',
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question: 'is ai title rewriting in search & push available on plus',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
    ],
  },
  {
    question: 'can i review and edit products before they go to my store',
    expected: ['doc:search-and-push#premium-tools-in-search-and-push', 'faq:ai-listing-creation'],
  },
  {
    question: 'any tips before i push a bunch of products from a new vendor',
    expected: ['doc:search-and-push#tips'],
  },
  {
    question: 'do pushed products count against my product limit',
    expected: ['doc:search-and-push#tips'],
  },
  {
    question:
      'does it sync both directions? like if i change something in shopify does vendorhub know',
    expected: ['doc:two-way-syncing', 'doc:two-way-syncing#what-syncs-each-way'],
  },
  {
    question: 'can i link products from shopify without logging into vendorhub',
    expected: [
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'what goes from my store back to vendorhub',
    expected: ['doc:two-way-syncing#what-syncs-each-way'],
  },
  {
    question: 'does vendorhub update prices and cost too or just the stock levels',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'i added the vendor tag to a product in shopify, will it link on its own?',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it', 'faq:two-way-tag-sync'],
  },
  {
    question: 'how to tag 200 products at once for a vendor',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question: 'a product has two vendors tags on it by mistake, which one does it use',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    question: 'if i delete a product in shopify what happens in vendorhub',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'want to stop selling a few items for the season but keep them connected, should i just delete them',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question: 'deleted a product by accident, can i get it back',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question: 'i changed a price in shopify and an hour later it went back to the old one??',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'will my edited product descriptions get overwritten by the vendors data',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question: 'how does vendorhub keep my stock up to date',
    expected: ['doc:inventory-management', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question: 'does it stop me overselling when a supplier is almost out',
    expected: [
      'doc:inventory-management',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'how often does inventroy update',
    expected: ['doc:inventory-management#how-inventory-sync-works', 'faq:inventory-sync-frequency'],
  },
  {
    question: 'will vendorhub also change the stock at our own warehouse location?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question: 'vendor just restocked a best seller, can i force an update now instead of waiting',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'what delta should i use for fast sellers during black friday',
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    question: "what's safety stock and how does it work",
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'which settings control inventory and where do i find them',
    expected: ['doc:inventory-management#inventory-rules-at-a-glance'],
  },
  {
    question: 'stock in shopify doesnt match my vendor',
    expected: [
      'doc:inventory-management#when-the-numbers-do-not-match',
      'doc:quantity-check',
      'doc:quantity-check#quick-diagnosis',
    ],
  },
  {
    question: 'do i have to forward orders to my suppliers myself',
    expected: [
      'doc:order-management',
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question: 'does tracking go back into shopify automatically or do i paste it',
    expected: [
      'doc:order-management',
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question: 'customer ordered stuff from 2 different vendors in one cart, what happens',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    question: 'how does vendorhub know which supplier to send an order to',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'when does my customer get the shipping confirmation email',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question: 'what should i check before taking real orders for a new vendor',
    expected: ['doc:order-management#before-your-first-order'],
  },
  {
    question: 'how do i test that orders reach the vendor',
    expected: ['doc:order-management#before-your-first-order'],
  },
  {
    question: 'where can i see the orders sent to a vendor',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'vendor says they shipped but theres no tracking on the shopify order',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      'an order has been sitting open for a week and this vendor normally ships in 2 days, what do i do',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question: 'customers cant check out, no shipping rates show for my dropship products',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'checkout says no shipping available but only for items from the new supplier i just added',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'what happens if i go over 200 orders this month',
    expected: [
      'doc:order-management#order-limits-by-plan',
      'faq:order-limit',
      'faq:pricing-order-limit',
    ],
  },
  {
    question: 'how many orders a month on premium',
    expected: [
      'doc:order-management#order-limits-by-plan',
      'plan:premium#orders',
      'plan:all#orders',
      'faq:plan-limits',
    ],
  },
  {
    question: 'will i be charged extra if i pass my order limit',
    expected: [
      'doc:order-management#order-limits-by-plan',
      'faq:order-limit',
      'faq:pricing-order-limit',
    ],
  },
  {
    question: 'tracking for a backorder from 3 months ago never showed up in shopify',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'why does the app need read_all_orders',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'what does the health status on my products mean',
    expected: ['doc:health-check', 'faq:health-checks'],
  },
  {
    question: 'product is marked as failing, does that mean it stops updating?',
    expected: ['doc:health-check', 'doc:dashboard-overview#vendor-detail-page'],
  },
  {
    question: 'where do i see which products are failing',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'all products from one supplier started failing at the same time',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#expired-vendor-credentials',
    ],
  },
  {
    question: 'suddenly products from every vendor show failed health',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question: 'product fails health check, our sku is missing the leading zero the vendor has',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: '2 variants ended up with the same sku and now the product is red',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: 'how do i find duplicate skus in a big catalog',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: 'a product failed and i think someone removed its tag',
    expected: ['doc:health-check#wrong-or-missing-vendor-tag'],
  },
  {
    question: "product has the wrong supplier's tag on it, how do i fix",
    expected: [
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'vendor rotated our api key and now nothign syncs',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question:
      'i reset my password on the supplier portal, do i need to change anything in vendorhub',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question: 'we reinstalled the vendorhub app in shopify and now every product is failing',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question: 'someone removed a scope from our app in the dev dashboard, how do i fix it',
    expected: ['doc:health-check#changed-store-permissions'],
  },
  {
    question:
      'checked the sku, tag, credentials and permissions and it still fails, who do i contact and what do i send',
    expected: ['doc:health-check#still-failing'],
  },
  {
    question: 'collection or location not showing up in vendorhub, whats usually the cause',
    expected: ['doc:collection-check', 'doc:collection-check#symptoms'],
  },
  {
    question: 'vendor collection is empty',
    expected: [
      'doc:collection-check#symptoms',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question: 'created a new location but i cant select it in vendor store settings',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question: 'ran sync data and the location still isnt there',
    expected: ['doc:collection-check#run-sync-data'],
  },
  {
    question: 'renamed the collection in shopify, do i need to do anything in vendorhub',
    expected: ['doc:collection-check#run-sync-data'],
  },
  {
    question: 'my vendor colection in shopify is missing like half the products',
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question: 'the collection for my vendor is a manual one, is that a problem',
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question: "i think i picked another vendor's collection in the store settings for this vendor",
    expected: ['doc:collection-check#check-the-mapping'],
  },
  {
    question: 'why does my store show a different quantity than the vendor',
    expected: [
      'doc:quantity-check',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question: 'stock never changes but prices update fine',
    expected: ['doc:quantity-check#quick-diagnosis', 'doc:quantity-check#check-3-qty-is-selected'],
  },
  {
    question: 'shopify shows 2 less than my vendor on every single product',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'vendor has 5 units but my store says 0 / sold out',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'how do i show more of the vendors stock in my store',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: 'vendor updated stock like 30 min ago and my store still has the old number',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question: 'i hit sync products but the timestamp doesnt change',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'quantities arent updating at all for one vendor but the cost does',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question: 'only some products from a vendor dont get stock updates, the rest are fine',
    expected: ['doc:quantity-check#check-3-qty-is-selected'],
  },
  {
    question: 'vendor stock is going into our own warehouse location and overwriting our count',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question: 'shopify inventory total is higher than what the vendor has',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question: 'went through all the quantity checks and its still wrong, what do i send support',
    expected: ['doc:quantity-check#still-different'],
  },
  {
    question: 'can vendorhub set my selling prices from the vendor cost',
    expected: ['doc:pricing-rules', 'faq:price-rules'],
  },
  {
    question: 'does it handle map pricing from my vendors',
    expected: ['doc:pricing-rules', 'faq:price-rules', 'doc:pricing-rules#the-three-price-rules'],
  },
  {
    question: 'set a markup but my shopify prices arent changing at all',
    expected: ['doc:pricing-rules#before-you-start', 'doc:pricing-rules#price-and-cost-sync'],
  },
  {
    question: 'whats the difference between map and msrp',
    expected: ['doc:pricing-rules#the-three-price-rules'],
  },
  {
    question: 'if i turn off both map and msrp enforcement what price do i get',
    expected: ['doc:pricing-rules#the-three-price-rules'],
  },
  {
    question: 'where do i enter my markup percentage',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question: 'changed my markup but the prices havent moved yet',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'cost 50, markup 65%, map 85, msrp 100 - what will my price be',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question: 'does map get applied before or after the markup',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question: 'some products dont have an msrp from the vendor, does that break the price calc',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question: "vendor's map is higher than the msrp and my price ended up under map, why",
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'map or msrp, which one wins if they conflict',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'how do i get the cost per item filled in shopify for profit reports',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'i dont want vendorhub touching my prices at all, only stock',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  // Second round.

  {
    question: 'vendorhub what it do exactly',
    expected: ['faq:what-is-vendorhub', 'doc:quick-start-guide'],
  },
  {
    question:
      'A friend told me your app hooks my online shop up with the companies I buy from. What does it actually take care of for me?',
    expected: ['faq:what-is-vendorhub', 'doc:quick-start-guide'],
  },
  { question: 'is it good for dropshipping store?', expected: ['faq:who-is-vendorhub-for'] },
  {
    question:
      "I run a small shop selling a few brands and I don't keep any stock myself, the brands ship straight to my customers. Is your service meant for someone like me?",
    expected: ['faq:who-is-vendorhub-for'],
  },
  { question: 'works with woocommerce or only shopify?', expected: ['faq:supported-platforms'] },
  {
    question:
      'My store runs on BigCommerce at the moment. Could I still use you, or would I have to move my shop first?',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'process overview, what i do first then next?',
    expected: ['faq:how-does-vendorhub-work'],
  },
  {
    question:
      'Before I commit I want the big picture: what would I have to do on my side, and what happens automatically after that?',
    expected: ['faq:how-does-vendorhub-work'],
  },
  {
    question: 'how many time to be ready start?',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      'We want this running before our big sale next week. Realistically, how long until everything is hooked up?',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  { question: 'not techy person, can i use it?', expected: ['faq:technical-skills'] },
  {
    question:
      "I'm not a developer and fiddling with settings in my shop admin scares me. Can someone non-technical really manage this?",
    expected: ['faq:technical-skills'],
  },
  { question: 'which supplier you support?', expected: ['faq:supported-vendors'] },
  {
    question:
      'I buy from a mix of companies: one only has an online ordering website, another drops files on an FTP server. Can your system work with all of them?',
    expected: ['faq:supported-vendors', 'doc:add-vendor#vendor-types'],
  },
  {
    question: 'stock numbers update every how many minutes?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  {
    question:
      'My supplier got a big restock this morning but my shop still shows the old numbers. How long until it catches up, and can I make it happen sooner?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  {
    question: 'auto write product title and text from supplier data?',
    expected: ['faq:ai-listing-creation', 'doc:product-creation#what-a-new-listing-contains'],
  },
  {
    question:
      "Our supplier's product texts are awful, all caps and half of them just part numbers. Can your tool turn them into decent listings for my shop without me rewriting everything?",
    expected: ['faq:ai-listing-creation', 'doc:product-creation#what-a-new-listing-contains'],
  },
  {
    question: 'markup then minimum advertised price, which first?',
    expected: ['faq:price-rules', 'doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      "My supplier won't let me advertise below a certain price, and I also don't want to go above what the manufacturer recommends. Will my prices respect both automatically when I add my margin?",
    expected: [
      'faq:price-rules',
      'doc:pricing-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question: 'hold back few units so not oversell?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question:
      'The supplier says they have 10 of an item but my shop shows only 7. Where did the other 3 go?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'customer buy, who send order to supplier?',
    expected: [
      'faq:order-routing',
      'doc:order-management',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question:
      'Right now I forward every order email to my supplier and then paste their tracking code into Shopify myself. Would your system take that over?',
    expected: [
      'faq:order-routing',
      'doc:order-management',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question: 'delete product in shopify what happen on vendorhub side',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question:
      "I'd rather not log into another dashboard all the time. Can I connect an item I already sell to its supplier just from my Shopify admin?",
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation#link-products-you-already-sell',
      'doc:prepare-products#step-1-copy-the-vendor-tag',
    ],
  },
  {
    question: 'will it make double products?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question:
      "I've had about 800 of this distributor's items in my shop for years. If I start using you, do I end up with copies sitting next to them?",
    expected: ['faq:existing-products', 'doc:product-creation#duplicate-skus-are-never-created'],
  },
  {
    question: 'items show not healthy on vendor page, causes?',
    expected: [
      'faq:health-checks',
      'doc:health-check#where-to-find-product-health',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      "A bunch of items on my supplier's page are flagged red and stopped updating. What kinds of things cause that?",
    expected: [
      'faq:health-checks',
      'doc:health-check#where-to-find-product-health',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'can try for free first?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      "I'd like to test this with one of my suppliers before paying anything. Is there a way to do that?",
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'premium how many stores?',
    expected: [
      'faq:plan-limits',
      'plan:premium#stores',
      'faq:supported-platforms',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question:
      'We do roughly 300 orders a month across about 4 suppliers. Which of your packages would cover that?',
    expected: ['faq:plan-limits'],
  },
  {
    question: 'api is in which plan',
    expected: ['faq:plan-features', 'doc:product-creation#create-products-through-the-api'],
  },
  {
    question:
      "I'm on the cheapest package. What would I actually gain by moving up, just more room or extra tools as well?",
    expected: ['faq:plan-features'],
  },
  {
    question: 'pay yearly cheaper? how much %',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question:
      'If I pay for the Plus package a whole year up front, what does it come to per month compared with paying monthly?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'switch to other package after start ok?',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question:
      'We might start small and move to a bigger package once the holiday season picks up. Am I locked in once I choose?',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'too many orders in month what happen?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      "Black Friday could easily push us past the number of orders our package allows. Will customers' orders get stuck if that happens?",
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'one time fee at beginning?',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:all',
    ],
  },
  {
    question:
      'Besides the monthly price, will I be billed anything extra to get my suppliers connected at the start?',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:all',
    ],
  },
  {
    question: "cheaper if i don't use the order part?",
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question:
      'We ship all orders ourselves from our own warehouse and only want the catalog and stock numbers kept current. Do we still pay full price?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'need give you my shopify login?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'doc:quick-start-guide#before-you-start',
    ],
  },
  {
    question:
      "Someone emailed me saying they're from your company and need my shop admin password to finish the setup. Is that legit?",
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question: 'what access scopes app need',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question:
      'Before I approve anything, I want to know exactly what your app will be able to see and change in my shop, including customer info.',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question: 'server location of data? europe?',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'Our company policy says we must know where customer information is kept. Where physically do you store the shop data you handle?',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question: 'security certification you have? audit report',
    expected: [
      'faq:compliance',
      'company:hosting',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'We sell to customers in Germany and France, so our lawyer wants to know whether you follow European data protection rules and whether we can sign a processing agreement with you.',
    expected: ['faq:compliance'],
  },
  {
    question: 'close account, settings gone right away?',
    expected: ['faq:data-after-cancellation', 'company:retention'],
  },
  {
    question:
      "We're pausing the business for a couple of months and will probably stop the subscription. If we come back later, will our setup still be there?",
    expected: ['faq:data-after-cancellation', 'company:retention'],
  },
  { question: 'supplier login safe with you?', expected: ['faq:vendor-credentials'] },
  {
    question:
      "I'm nervous about typing our wholesaler's portal password and FTP login into a third-party tool. What do you do with them, and can I take them out again later?",
    expected: ['faq:vendor-credentials'],
  },
  { question: 'how uninstall, products stay in shop?', expected: ['faq:revoke-access'] },
  {
    question:
      'If we decide to stop using you, how do I cut off your access to our shop, and will our listings vanish?',
    expected: ['faq:revoke-access'],
  },
  {
    question: 'support open on weekend?',
    expected: ['faq:support-hours', 'company:support-hours', 'doc:quick-start-guide#get-help'],
  },
  {
    question:
      "I'm in California and often work late. If something breaks at 8 pm my time, can I reach a real person?",
    expected: ['faq:support-hours', 'company:support-hours', 'doc:quick-start-guide#get-help'],
  },
  {
    question: 'basic plan email answer within how many hours?',
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'doc:quick-start-guide#get-help',
      'doc:health-check#still-failing',
      'plan:basic#features',
    ],
  },
  {
    question:
      "I emailed your team this morning about a problem and haven't heard back. How long should I normally expect to wait?",
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'doc:quick-start-guide#get-help',
      'doc:health-check#still-failing',
    ],
  },
  {
    question: 'this chat is real person or bot?',
    expected: ['faq:ai-assistant', 'doc:quick-start-guide#get-help', 'faq:support-hours'],
  },
  {
    question:
      "Before I paste details about my store in here, I'd like to know whether what I type gets sent to some outside AI company.",
    expected: ['faq:ai-assistant', 'doc:quick-start-guide#get-help'],
  },
  {
    question: 'signup done, no email yet',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question:
      "I registered on Saturday morning and still can't log in because I'm waiting for the activation message. Is something wrong?",
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  { question: 'user manual where?', expected: ['faq:documentation'] },
  {
    question:
      'I like to read up on things myself before asking anyone. Do you have written how-to articles I can browse and search?',
    expected: ['faq:documentation'],
  },
  {
    question: 'you do shopify connection instead of me?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify#choose-a-method',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'faq:technical-skills',
    ],
  },
  {
    question:
      "I don't have time to click through the Shopify developer screens myself. What do I need to send you so your people handle the connection?",
    expected: ['faq:setup-help', 'doc:connect-shopify#option-2-request-collaborator-access'],
  },
  {
    question: 'my supplier not in list, how ask to add?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      "The company I buy most of my stock from isn't on your integrations page at all. How do I get you to build a connection to them, and how soon will I hear a price?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'after trial end what happen, auto charge?',
    expected: [
      'faq:pricing-free-trial',
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question:
      "We're interested in the big custom package rather than the standard ones. Can we also try it out first, and how would that get started?",
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'test period need visa/mastercard?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      "I don't have a company card yet. Can I still sign up to test things out, or will checkout ask for payment details?",
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  { question: 'price in euro or dollar?', expected: ['faq:pricing-currency-tax'] },
  {
    question:
      "I'm based in the UK and need to budget. Are the amounts on your pricing page before or after VAT?",
    expected: ['faq:pricing-currency-tax'],
  },
  { question: 'yearly total price premium', expected: ['faq:pricing-annual-billing'] },
  {
    question:
      "Our accountant prefers one invoice a year rather than twelve. If we go that route, how are we charged and what's the total for the mid-tier package?",
    expected: ['faq:pricing-annual-billing'],
  },
  {
    question: 'pay more if i pass max orders?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      'Last month we had way more sales than our package covers. Should I expect a surprise bill for the extra orders?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'go cheaper package, my suppliers settings deleted?',
    expected: ['faq:pricing-plan-changes'],
  },
  {
    question:
      'If I drop to a cheaper package in the middle of my billing month, when does the change actually kick in?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'custom integration how long ready after paying fee?',
    expected: ['faq:pricing-setup-fees', 'doc:add-vendor#setup-fees-and-timing', 'faq:setup-time'],
  },
  {
    question:
      "One of my suppliers only sends a spreadsheet, so I'd need the $300 connection. What do I actually get for that money?",
    expected: ['faq:pricing-setup-fees', 'fee:csv-xml-ftp'],
  },
  {
    question: 'only stock + product sync, i ship myself, price?',
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
  },
  {
    question:
      "Our own team packs and ships everything, so we'd never send orders through you. Is there a cheaper arrangement for that?",
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
  },
  {
    question: 'biggest plan unlimited, what price?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price', 'faq:plan-limits'],
  },
  {
    question:
      'We have 40 suppliers and several thousand orders a month, way more than your listed packages. How do we get a price for something that size?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  { question: 'call you which number?', expected: ['company:contact'] },
  {
    question: 'Our finance team needs to send you some paperwork by post. Where is your office?',
    expected: ['company:contact'],
  },
  {
    question: 'what time team online, eastern time?',
    expected: ['company:support-hours', 'faq:support-hours', 'doc:quick-start-guide#get-help'],
  },
  {
    question:
      "I'm in London and want to reach your team during my afternoon. Will anyone be around then?",
    expected: ['company:support-hours', 'faq:support-hours', 'doc:quick-start-guide#get-help'],
  },
  {
    question: 'premium support answer fast?',
    expected: [
      'company:response-times',
      'faq:support-response-times',
      'doc:quick-start-guide#get-help',
      'doc:health-check#still-failing',
      'plan:premium#features',
    ],
  },
  {
    question:
      'When our sync breaks we lose sales by the hour. On the middle package, how long might it take your team to get back to me?',
    expected: [
      'company:response-times',
      'faq:support-response-times',
      'doc:quick-start-guide#get-help',
      'doc:health-check#still-failing',
      'plan:plus#features',
    ],
  },
  {
    question: 'i stop subscription, you delete my stuff when?',
    expected: ['company:retention', 'faq:data-after-cancellation'],
  },
  {
    question:
      'We closed our account last month by mistake. Is our configuration still recoverable, or has it already been wiped?',
    expected: ['company:retention', 'faq:data-after-cancellation'],
  },
  {
    question: 'data stored usa or eu?',
    expected: [
      'company:hosting',
      'faq:data-hosting',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'Our IT security team is doing a supplier review and wants to know where your servers are and which security standards you meet.',
    expected: ['company:hosting', 'doc:connect-shopify#keep-the-credentials-current'],
  },
  { question: 'company since what year?', expected: ['company:founded'] },
  {
    question:
      "I'm wary of trusting my shop to a brand-new startup. How long have you folks been around?",
    expected: ['company:founded'],
  },
  {
    question: 'total time from start to first supplier syncing?',
    expected: [
      'doc:quick-start-guide',
      'doc:quick-start-guide#how-long-each-step-takes',
      'faq:setup-time',
    ],
  },
  {
    question:
      'I just bought a plan and have no idea where to begin. Is there a walkthrough that takes me from a fresh account to my first supplier working?',
    expected: ['doc:quick-start-guide', 'faq:documentation'],
  },
  {
    question: 'what i need prepare before signup?',
    expected: ['doc:quick-start-guide#before-you-start'],
  },
  {
    question:
      "I'm a staff member, not the owner of our Shopify shop. Is my account good enough to do the setup, and what else should I gather first?",
    expected: ['doc:quick-start-guide#before-you-start'],
  },
  {
    question: 'test period how many days, when they charge?',
    expected: [
      'doc:quick-start-guide#your-free-trial',
      'faq:pricing-trial-card',
      'faq:pricing-free-trial',
    ],
  },
  {
    question:
      'I want to test with a supplier that has about 500 items. Will the test period let me bring all of them in?',
    expected: [
      'doc:quick-start-guide#your-free-trial',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'doc:search-and-push#before-you-start',
    ],
  },
  {
    question: 'where login button after email confirm',
    expected: ['doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question:
      "I've paid and signed up, but I'm not sure what happens next before I can get into my account.",
    expected: ['doc:quick-start-guide#step-1-create-your-account', 'faq:account-confirmation'],
  },
  {
    question: 'link my shop, which ways?',
    expected: [
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
      'doc:connect-shopify#choose-a-method',
      'faq:store-password',
    ],
  },
  {
    question:
      "My account is ready. What's the next thing I need to do so your system can actually reach my Shopify products?",
    expected: [
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
      'doc:connect-shopify#choose-a-method',
    ],
  },
  {
    question: 'connect 1st supplier, what order of steps?',
    expected: ['doc:quick-start-guide#step-3-add-your-first-vendor'],
  },
  {
    question:
      "My shop is linked now and I want my main wholesaler's products syncing. Can you walk me through everything I need to do, start to finish?",
    expected: ['doc:quick-start-guide#step-3-add-your-first-vendor'],
  },
  {
    question: 'how i see sync is running correct after setup?',
    expected: ['doc:quick-start-guide#step-4-check-that-it-works'],
  },
  {
    question:
      "I finished hooking up my supplier but I'm not sure it actually did anything. What should I look at to confirm?",
    expected: ['doc:quick-start-guide#step-4-check-that-it-works'],
  },
  {
    question: 'minutes for shopify connect + supplier adding?',
    expected: ['doc:quick-start-guide#how-long-each-step-takes', 'faq:setup-time'],
  },
  {
    question:
      'I can only block out an hour this afternoon. Is that enough to get my account, my shop and my first supplier set up?',
    expected: [
      'doc:quick-start-guide#how-long-each-step-takes',
      'faq:setup-time',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'stuck, how contact support?',
    expected: ['doc:quick-start-guide#get-help', 'company:contact'],
  },
  {
    question:
      "I'm on the cheapest package and got stuck halfway through setup. Who can help me and how fast will they answer?",
    expected: [
      'doc:quick-start-guide#get-help',
      'faq:support-response-times',
      'company:response-times',
      'doc:health-check#still-failing',
    ],
  },
  {
    question: 'shopify access, how you get it?',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify#choose-a-method',
      'faq:store-password',
    ],
  },
  {
    question:
      "I'm careful about who gets into my shop. What kind of access does your service use to talk to Shopify, and roughly how long does granting it take?",
    expected: ['doc:connect-shopify', 'doc:quick-start-guide#step-2-connect-your-shopify-store'],
  },
  {
    question: 'develop apps create app button gone in shopify',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question:
      "I'm following an old tutorial that says to generate an access token in my Shopify admin, but that option doesn't seem to exist anymore. What am I supposed to do now?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question: 'make app myself or let you do it, which one?',
    expected: ['doc:connect-shopify#choose-a-method'],
  },
  {
    question:
      "I'm not the owner of our store and I don't have permission to build apps in it. Which way of hooking things up should I pick?",
    expected: ['doc:connect-shopify#choose-a-method'],
  },
  {
    question: 'need owner account for connect or staff ok?',
    expected: ['doc:connect-shopify#before-you-start', 'doc:quick-start-guide#before-you-start'],
  },
  {
    question:
      'I manage three shops under the same brand. Can I hook all of them up, and does each one need its own setup?',
    expected: ['doc:connect-shopify#before-you-start'],
  },
  {
    question: 'client id and secret where paste',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      "I made an app on the Shopify developer site and installed it, but I'm not sure which of your fields the two codes go into, or what to do with the empty token box.",
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question: 'your team do the shopify connect, what i must click?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'faq:setup-help'],
  },
  {
    question:
      'I asked your team to set up the link for me, but Shopify wants some request code before they can get in. Where do I find it and where do I send it?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access'],
  },
  {
    question: 'read_all_orders why need',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management#orders-older-than-60-days',
    ],
  },
  {
    question:
      'One of our suppliers is a third-party warehouse, and your team mentioned registering it differently in Shopify. Does the app then need extra access?',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question: 'old token app from 2025 still work?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      'We hooked you up back in 2024 with an app made in our Shopify admin. I just reinstalled that app and now nothing syncs. What do I need to update?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question: 'new collection not show in vendorhub',
    expected: [
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      "I created a new warehouse location in Shopify for a supplier an hour ago, but it isn't in the dropdown on your side. Did I do something wrong?",
    expected: [
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:quantity-check#check-4-location-mapping',
    ],
  },
  {
    question: 'rotated client secret, what to update?',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question:
      'I changed what the app in my Shopify store is allowed to access and released a new version. Do I need to do anything in your dashboard afterwards?',
    expected: ['doc:connect-shopify#keep-the-credentials-current'],
  },
  {
    question: 'vendor mean what? supplier or?',
    expected: ['doc:add-vendor', 'faq:what-is-vendorhub'],
  },
  {
    question:
      'We use a fulfillment company for some products and a regular wholesaler for others. Do both count as something I can add to your system?',
    expected: ['doc:add-vendor', 'faq:what-is-vendorhub'],
  },
  {
    question: 'before add supplier what need ready',
    expected: ['doc:add-vendor#before-you-start', 'doc:quick-start-guide#before-you-start'],
  },
  {
    question:
      "I haven't linked my Shopify shop yet, but I already have my wholesaler's login. Can I start by adding the wholesaler first?",
    expected: ['doc:add-vendor#before-you-start'],
  },
  {
    question: 'ftp supplier what to enter',
    expected: [
      'doc:add-vendor#vendor-types',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question:
      'Our supplier only has a website where I log in to see stock, no feeds or anything. Can your system still pull from that, and what do you need from me?',
    expected: [
      'doc:add-vendor#vendor-types',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question: 'basic how many supplier max',
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:basic#vendors',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question:
      "I'm on the starter package with two suppliers connected and now want to add a third. What are my options?",
    expected: ['doc:add-vendor#vendor-limits-by-plan'],
  },
  {
    question: 'added supplier, where see it now?',
    expected: ['doc:add-vendor#step-1-choose-the-vendor', 'doc:dashboard-overview#my-vendors'],
  },
  {
    question:
      "I'm in the dashboard and want to pick my lighting manufacturer from your list. Where do I do that, and where does it show up afterwards?",
    expected: [
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:quick-start-guide#step-3-add-your-first-vendor',
    ],
  },
  {
    question: 'supplier changed api key, where update',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:health-check#expired-vendor-credentials',
      'faq:vendor-credentials',
    ],
  },
  {
    question: 'The wholesaler just emailed me my API keys. Where in your dashboard do those go?',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:quick-start-guide#step-3-add-your-first-vendor',
    ],
  },
  {
    question: 'spreadsheet from supplier, which columns must have?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      'My supplier emails me a spreadsheet with stock and prices every Monday. How do I get those numbers into my shop through you?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },

  // add-vendor#step-3-set-price-rules-and-quantity-delta
  {
    question: 'where put markup and safety stock for supplier',
    expected: [
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question:
      'I just connected my second supplier. Can I give it its own profit margin and hold back a couple of units, and if I change those later when do they take effect?',
    expected: ['doc:add-vendor#step-3-set-price-rules-and-quantity-delta'],
  },

  // add-vendor#step-4-open-the-vendor-detail-page
  {
    question: 'vendor added, what next step',
    expected: [
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:quick-start-guide#step-3-add-your-first-vendor',
      'doc:prepare-products',
    ],
  },
  {
    question:
      "I've saved my supplier's login details in your app. Where do I find the label I'm supposed to put on their products in Shopify?",
    expected: [
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // add-vendor#setup-fees-and-timing
  {
    question: 'integration cost how much per supplier',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'fee:all',
    ],
  },
  {
    question:
      "My supplier only emails me a stock spreadsheet every day. Would I pay anything to have you hook them up, and how long until it's running?",
    expected: ['doc:add-vendor#setup-fees-and-timing', 'faq:pricing-setup-fees', 'fee:csv-xml-ftp'],
  },

  // add-vendor#if-your-vendor-is-not-in-the-list
  {
    question: 'my supplier not available in app how request',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
    ],
  },
  {
    question:
      "We buy from a small regional wholesaler you've probably never heard of. Can you still connect them, and what info do you need from me?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
    ],
  },

  // prepare-products (opening)
  {
    question: 'what setup in shopify before supplier products sync',
    expected: ['doc:prepare-products'],
  },
  {
    question:
      'Why do I have to create a separate collection and a separate warehouse entry in Shopify for every supplier? It seems like a lot of setup.',
    expected: ['doc:prepare-products'],
  },

  // prepare-products#before-you-start (thin: prerequisites)
  {
    question:
      'My assistant will do the Shopify side of setting up our new supplier. What has to be done first, and what does her Shopify account need to be allowed to edit?',
    expected: ['doc:prepare-products#before-you-start'],
  },

  // prepare-products#step-1-copy-the-vendor-tag
  {
    question: 'vendor tag can i type it manually or copy',
    expected: ['doc:prepare-products#step-1-copy-the-vendor-tag'],
  },
  {
    question:
      "I typed the supplier's tag onto my products by hand instead of pasting it, and now they don't seem to be connected to that supplier.",
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },

  // prepare-products#step-2-create-the-smart-collection
  {
    question: 'how make automated collection for vendor in shopify',
    expected: ['doc:prepare-products#step-2-create-the-smart-collection'],
  },
  {
    question:
      "I'm making a collection in Shopify for one supplier's products. What rule should it have so their new items land in it on their own?",
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },

  // prepare-products#step-3-create-the-location
  {
    question: 'shopify max 15 locations enough for all my suppliers?',
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },
  {
    question:
      "Do I really have to add a new address in Shopify's settings for each supplier I work with? Whose address goes in there?",
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },

  // prepare-products#step-4-run-sync-data
  {
    question: 'new collection made in shopify not showing in app',
    expected: [
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      "I created a warehouse entry in Shopify for my new supplier ten minutes ago, but I can't pick it anywhere in your dashboard.",
    expected: [
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview#store-settings',
    ],
  },

  // prepare-products#step-5-map-the-vendor-in-vendor-store-settings
  {
    question: 'price cost qty checkboxes what each do',
    expected: ['doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings'],
  },
  {
    question:
      'I want the app to keep my stock levels up to date, but I set my own prices by hand in Shopify. How do I stop it from touching my prices?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },

  // prepare-products#step-6-sync-the-products
  {
    question: 'setup finished how start first sync',
    expected: [
      'doc:prepare-products#step-6-sync-the-products',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question:
      "Everything is connected for my new supplier, but my shop still doesn't show any of their stock. Do I have to kick something off, and how can I tell it worked?",
    expected: [
      'doc:prepare-products#step-6-sync-the-products',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },

  // prepare-products#checklist (thin: repeats earlier steps)
  {
    question: 'quick list to verify supplier setup tag collection location all done right',
    expected: ['doc:prepare-products#checklist'],
  },

  // product-creation (opening)
  {
    question: 'options to get supplier products into shopify',
    expected: ['doc:product-creation', 'doc:product-creation#ways-to-add-products'],
  },
  {
    question:
      "I don't want to copy and paste hundreds of product descriptions from my supplier's website into Shopify. Can your tool do that for me?",
    expected: [
      'doc:product-creation',
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
    ],
  },

  // product-creation#before-you-start (thin: prerequisites)
  {
    question: 'before creating listings from vendor catalog what must be configured',
    expected: ['doc:product-creation#before-you-start', 'doc:search-and-push#before-you-start'],
  },

  // product-creation#ways-to-add-products
  {
    question: 'many products at once or one by one which method better',
    expected: ['doc:product-creation#ways-to-add-products'],
  },
  {
    question:
      "Some of this distributor's items are already in my shop, and I also want to add new ones from their range. What are my choices, and do any of them cost extra?",
    expected: ['doc:product-creation#ways-to-add-products'],
  },

  // product-creation#what-a-new-listing-contains
  {
    question: 'new products go live immediately or draft possible?',
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#push-products-to-your-store',
    ],
  },
  {
    question:
      "When your tool adds one of my supplier's products to my shop, will the price and the stock already be filled in, or do I have to do that myself?",
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },

  // product-creation#create-products-one-at-a-time (thin: pointer)
  {
    question: 'add just one specific item from distributor catalog to my shop',
    expected: [
      'doc:product-creation#create-products-one-at-a-time',
      'doc:search-and-push',
      'doc:search-and-push#find-vendor-products',
    ],
  },

  // product-creation#create-products-in-bulk
  {
    question: 'list many products at once basic plan cost',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation#ways-to-add-products',
      'faq:ai-listing-creation',
      'faq:plan-features',
    ],
  },
  {
    question:
      'I want to put about 2,000 items from one supplier into my shop in one go. How do I get that started?',
    expected: ['doc:product-creation#create-products-in-bulk'],
  },

  // product-creation#link-products-you-already-sell
  {
    question: 'existing shopify products connect to supplier without recreating',
    expected: ['doc:product-creation#link-products-you-already-sell', 'faq:existing-products'],
  },
  {
    question:
      "I already have 800 of this supplier's products in my shop, but we added our own prefix to their item codes. Can you hook them all up at once?",
    expected: ['doc:product-creation#link-products-you-already-sell'],
  },

  // product-creation#duplicate-skus-are-never-created
  {
    question: 'add same item twice get 2 listings?',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question:
      "I'm worried that when I connect my supplier's catalog I'll end up with double listings of things I already sell.",
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },

  // product-creation#product-limits-by-plan
  {
    question: 'how many products premium plan max',
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'plan:premium#products',
      'plan:all#products',
      'faq:plan-limits',
    ],
  },
  {
    question:
      "We're on the trial and the supplier has 300 items, but it stopped adding them after 100. Is that a limit?",
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },

  // product-creation#create-products-through-the-api
  {
    question: 'api access product upload which plan',
    expected: [
      'doc:product-creation#create-products-through-the-api',
      'faq:plan-features',
      'plan:premium#features',
    ],
  },
  {
    question:
      'We keep all our product data in our own system. Could that system add supplier products to Shopify automatically instead of us clicking through the dashboard?',
    expected: ['doc:product-creation#create-products-through-the-api'],
  },

  // dashboard-overview (opening)
  { question: 'dashboard menus what each one for', expected: ['doc:dashboard-overview'] },
  {
    question:
      'I just logged in for the first time and there are a bunch of menus. Where am I supposed to do what?',
    expected: ['doc:dashboard-overview'],
  },

  // dashboard-overview#store-settings
  {
    question: 'where change shopify api secret after rotating',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'I reinstalled the connector app in my Shopify store and got a new access token. Where do I paste it?',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },

  // dashboard-overview#add-vendor-s
  {
    question: 'how many suppliers basic plan',
    expected: [
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:basic#vendors',
      'plan:all#vendors',
      'faq:plan-limits',
    ],
  },
  {
    question:
      "A brand I saw on your website isn't in the list when I try to add it to my account. Why not?",
    expected: [
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:supported-vendors',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },

  // dashboard-overview#my-vendors (thin)
  {
    question: 'vendor list two icons gear and eye what difference',
    expected: ['doc:dashboard-overview#my-vendors', 'doc:add-vendor#step-1-choose-the-vendor'],
  },

  // dashboard-overview#vendor-settings
  {
    question: 'supplier ftp password changed where update',
    expected: [
      'doc:dashboard-overview#vendor-settings',
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'faq:vendor-credentials',
    ],
  },
  {
    question:
      'For one of my distributors I need to change their portal login, my margin on their goods and the number of units I keep in reserve. Is that all in one place?',
    expected: ['doc:dashboard-overview#vendor-settings', 'doc:add-vendor#step-1-choose-the-vendor'],
  },

  // dashboard-overview#vendor-detail-page
  {
    question: 'sync statistics by webhook meaning',
    expected: ['doc:dashboard-overview#vendor-detail-page'],
  },
  {
    question:
      "On a supplier's page the time next to prices says they were last updated this morning. Is something wrong?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },

  // search-and-push (opening)
  {
    question: 'pick few products from supplier catalog add to store',
    expected: [
      'doc:search-and-push',
      'doc:search-and-push#find-vendor-products',
      'doc:product-creation#create-products-one-at-a-time',
    ],
  },
  {
    question:
      "I want to try a handful of items from a new brand before I commit to their whole range. What's the way to do that?",
    expected: ['doc:search-and-push', 'doc:product-creation#create-products-one-at-a-time'],
  },

  // search-and-push#before-you-start (thin: prerequisites)
  {
    question: 'before sending supplier products to my shop what must be ready',
    expected: ['doc:search-and-push#before-you-start', 'doc:product-creation#before-you-start'],
  },

  // search-and-push#find-vendor-products
  {
    question: 'where browse vendor catalog in dashboard',
    expected: [
      'doc:search-and-push#find-vendor-products',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'How do I look through what my distributor actually offers so I can choose things to sell?',
    expected: [
      'doc:search-and-push#find-vendor-products',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // search-and-push#push-products-to-your-store
  {
    question: 'draft products where see in shopify admin',
    expected: ['doc:search-and-push#push-products-to-your-store'],
  },
  {
    question:
      "I want to add my own photos before customers can buy the new items I'm bringing in from my supplier. Can I keep them hidden until then?",
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },

  // search-and-push#what-happens-after-a-push
  {
    question: 'imported product keeps updating stock and price later?',
    expected: ['doc:search-and-push#what-happens-after-a-push'],
  },
  {
    question:
      "I sent an item from the supplier's catalog to my shop, but I already had it listed and nothing new appeared. Did it fail?",
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
    ],
  },

  // search-and-push#premium-tools-in-search-and-push
  {
    question: 'pre-push editing which plan',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:premium#features',
    ],
  },
  {
    question:
      "I'm on the middle plan and I'd like AI to rewrite the descriptions when I add single products from my supplier. Do I need to upgrade?",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
    ],
  },

  // search-and-push#tips
  {
    question: 'first time adding vendor products any advice',
    expected: ['doc:search-and-push#tips'],
  },
  {
    question:
      "I'm about to bring products from my supplier into my live store for the first time and don't want to mess anything up. What's the safe way to go about it?",
    expected: ['doc:search-and-push#tips'],
  },

  // two-way-syncing (opening)
  {
    question: 'changes in shopify go back to app too?',
    expected: [
      'doc:two-way-syncing',
      'doc:two-way-syncing#what-syncs-each-way',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question:
      'Can I control which products belong to a supplier straight from my Shopify admin, without logging into your dashboard?',
    expected: ['doc:two-way-syncing', 'faq:two-way-tag-sync'],
  },

  // two-way-syncing#what-syncs-each-way
  {
    question: 'what data from vendor to store and what goes back',
    expected: ['doc:two-way-syncing#what-syncs-each-way'],
  },
  {
    question:
      'Does the app only pull stock in from my suppliers, or does anything go from my store out to them too?',
    expected: ['doc:two-way-syncing#what-syncs-each-way'],
  },

  // two-way-syncing#link-a-product-by-tagging-it
  {
    question: 'product has tags of 2 vendors problem?',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question:
      "I have a few items in my shop that I've always bought from this distributor. How can I connect just those myself without asking your team?",
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it', 'faq:two-way-tag-sync'],
  },

  // two-way-syncing#unlink-a-product-by-deleting-it
  {
    question: 'remove item from shopify still synced after?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'I want to stop selling a seasonal item until next winter but keep it ready for later. Should I just remove it from my shop?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },

  // two-way-syncing#changes-you-make-in-shopify
  {
    question: 'edited title description will sync overwrite it',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question:
      'I lowered a price by hand in Shopify for a sale, and an hour later it went back up by itself.',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // inventory-management (opening)
  {
    question: 'stock update how often',
    expected: [
      'doc:inventory-management',
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
    ],
  },
  {
    question:
      "I'm scared of selling items my supplier has already run out of. How does your app keep my stock numbers accurate?",
    expected: ['doc:inventory-management', 'faq:quantity-delta'],
  },

  // inventory-management#how-inventory-sync-works
  {
    question: 'will it change stock at my own warehouse location',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      'My supplier restocked a best seller this morning, but my shop still shows it as sold out. Can I force an update now instead of waiting?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },

  // inventory-management#quantity-delta
  {
    question: 'safety stock what number to choose',
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    question: 'My shop shows an item as sold out even though the supplier still has 4 of them.',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
    ],
  },

  // inventory-management#inventory-rules-at-a-glance (summary table)
  {
    question: 'where turn off stock updates for one supplier',
    expected: [
      'doc:inventory-management#inventory-rules-at-a-glance',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:quantity-check#check-3-qty-is-selected',
    ],
  },

  // inventory-management#when-the-numbers-do-not-match (pointer)
  {
    question: 'stock in shop not same as supplier why',
    expected: [
      'doc:inventory-management#when-the-numbers-do-not-match',
      'doc:quantity-check',
      'doc:quantity-check#quick-diagnosis',
    ],
  },

  // order-management (opening)
  {
    question: 'do i forward orders to supplier myself',
    expected: [
      'doc:order-management',
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
    ],
  },
  {
    question:
      'Right now I email every order to my distributor and paste their tracking numbers into Shopify by hand. Can this take that off my plate?',
    expected: [
      'doc:order-management',
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
    ],
  },

  // order-management#how-an-order-moves
  {
    question: 'one order items from 2 suppliers split?',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'When does my customer get the email with their tracking number after the supplier ships?',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },

  // order-management#before-your-first-order
  {
    question: 'test order before go live what to check',
    expected: ['doc:order-management#before-your-first-order'],
  },
  {
    question:
      "We're about to start taking real orders for products our distributor ships directly. What should I double-check so nothing gets stuck?",
    expected: ['doc:order-management#before-your-first-order'],
  },

  // order-management#follow-orders-in-the-orders-tab
  {
    question: 'vendor shipped but tracking number not in shopify',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      "A customer ordered five days ago and the supplier still hasn't sent it. Where can I see what's going on with it?",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },

  // order-management#no-shipping-options-at-checkout
  {
    question: 'customer cant pay no delivery methods shown for supplier item',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      "Customers tell me they can't finish buying items from my new supplier because there's nothing to pick at the delivery step.",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },

  // order-management#order-limits-by-plan
  {
    question: 'plus plan how many orders per month',
    expected: [
      'doc:order-management#order-limits-by-plan',
      'plan:plus#orders',
      'plan:all#orders',
      'faq:plan-limits',
    ],
  },
  {
    question:
      'Black Friday could push us past 400 orders this month. Will orders stop reaching my suppliers, or get charged extra?',
    expected: [
      'doc:order-management#order-limits-by-plan',
      'faq:order-limit',
      'faq:pricing-order-limit',
    ],
  },

  // order-management#orders-older-than-60-days
  {
    question: '3 month old order tracking not added',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      "A backordered item finally shipped after three months, but the tracking never showed up on the customer's order. Could that be an access setting in my Shopify app?",
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },

  // health-check (opening)
  {
    question: 'product status red on vendor page meaning',
    expected: ['doc:health-check', 'faq:health-checks'],
  },
  {
    question:
      'Some products from my supplier have stopped updating in my store. Is there somewhere that shows which ones are having trouble?',
    expected: [
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // health-check#where-to-find-product-health
  {
    question: 'all products of one vendor failing why',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#expired-vendor-credentials',
    ],
  },
  {
    question:
      'Products from every single one of my suppliers started showing errors at the same time. What would cause that?',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#changed-store-permissions',
    ],
  },

  // health-check#sku-mismatch-or-duplicate-skus
  {
    question: 'sku without leading zero vs vendor product error fix',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question:
      'Two of my listings accidentally have the same item code, and now neither of them updates from the supplier.',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },

  // health-check#wrong-or-missing-vendor-tag
  {
    question: 'product missing from supplier collection tag typo?',
    expected: [
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question:
      "One lamp in my shop is labelled with a different supplier's tag in Shopify, so it's pulling stock from the wrong company.",
    expected: [
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },

  // health-check#expired-vendor-credentials
  {
    question: 'vendor gave new api key products failing',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question:
      "I reset my password on my distributor's website last week, and since then none of their products update in my shop.",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },

  // health-check#changed-store-permissions
  {
    question: 'rotated client secret now all products fail',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'One of my staff uninstalled and reinstalled our connector app in Shopify, and now nothing updates for any supplier.',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },

  // health-check#still-failing
  {
    question: 'tried all fixes product still error who help',
    expected: ['doc:health-check#still-failing'],
  },
  {
    question:
      "I've corrected the item code, fixed the tag and re-entered the supplier login, and one product is still flagged. What should I send your team?",
    expected: ['doc:health-check#still-failing'],
  },

  // collection-check (opening)
  {
    question: 'vendor collection problems common causes',
    expected: ['doc:collection-check', 'doc:collection-check#symptoms'],
  },
  {
    question:
      "The collection I made for my supplier doesn't show up in your app, and the one that did has hardly any of their products in it.",
    expected: ['doc:collection-check', 'doc:collection-check#symptoms'],
  },

  // collection-check#symptoms
  {
    question: 'supplier collection has only some of their products',
    expected: [
      'doc:collection-check#symptoms',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question:
      "A few of my supplier's products are missing from their collection and are also showing errors on your dashboard.",
    expected: ['doc:collection-check#symptoms', 'doc:health-check#wrong-or-missing-vendor-tag'],
  },

  // collection-check#run-sync-data
  {
    question: 'location not appear in app even after reload store data',
    expected: ['doc:collection-check#run-sync-data'],
  },
  {
    question:
      "I renamed my supplier's collection in Shopify, but your app still shows the old one.",
    expected: ['doc:collection-check#run-sync-data'],
  },

  // collection-check#check-the-collection-condition
  {
    question: 'automated collection rule tag contains or is equal',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      "I built my supplier's collection by picking products one by one, and new items I add from them never show up in it.",
    expected: ['doc:collection-check#check-the-collection-condition'],
  },

  // collection-check#check-the-mapping
  {
    question: "picked other vendor's collection by mistake",
    expected: ['doc:collection-check#check-the-mapping'],
  },
  {
    question:
      "Supplier A's stock numbers seem to be landing on supplier B's warehouse in Shopify. I have several suppliers with similar names.",
    expected: [
      'doc:collection-check#check-the-mapping',
      'doc:quantity-check#check-4-location-mapping',
    ],
  },

  // quantity-check (opening)
  {
    question: 'why my stock lower than supplier stock',
    expected: [
      'doc:quantity-check',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question:
      "Is it normal that my shop shows a different number of units than my supplier's portal does?",
    expected: ['doc:quantity-check', 'doc:inventory-management#when-the-numbers-do-not-match'],
  },

  // quantity-check#quick-diagnosis
  {
    question: 'stock mismatch shopify vs vendor find cause fast',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question:
      'The right stock number for a product shows up in Shopify, but under a different warehouse than I expected.',
    expected: ['doc:quantity-check#quick-diagnosis', 'doc:quantity-check#check-4-location-mapping'],
  },

  // quantity-check#check-1-quantity-delta
  {
    question: 'show full supplier stock, not less',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: "My shop says 12 in stock but the supplier's portal says 15. Why the gap?",
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#quick-diagnosis',
    ],
  },

  // quantity-check#check-2-sync-timing
  {
    question: 'shop shows old number supplier changed already',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question:
      "I clicked the button to refresh a supplier's stock, but the 'last updated' time on their page doesn't change.",
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // quantity-check#check-3-qty-is-selected
  {
    question: 'stock not updating only some products of vendor',
    expected: ['doc:quantity-check#check-3-qty-is-selected'],
  },
  {
    question: 'Prices from my supplier update fine, but the stock counts in my shop never budge.',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },

  // quantity-check#check-4-location-mapping
  {
    question: 'product list total stock adds all locations confusing',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question:
      'After I connected a supplier, the stock count for my own warehouse got overwritten with their numbers.',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },

  // quantity-check#still-different
  {
    question: 'qty still wrong what info send support',
    expected: ['doc:quantity-check#still-different'],
  },
  {
    question:
      "I've gone through every check and one product's stock number is still off. What details should I include when I write to you?",
    expected: ['doc:quantity-check#still-different'],
  },

  // pricing-rules (opening)
  {
    question: 'automatic markup on supplier cost possible',
    expected: ['doc:pricing-rules', 'doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },
  {
    question:
      "I want my selling prices worked out from what my supplier charges me, and never below the brand's minimum. Can the app do that?",
    expected: ['doc:pricing-rules', 'doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },

  // pricing-rules#before-you-start (thin)
  {
    question: "I set a markup for my supplier but the prices in Shopify don't change at all.",
    expected: [
      'doc:pricing-rules#before-you-start',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // pricing-rules#the-three-price-rules
  {
    question: 'map msrp difference what each do',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },
  {
    question:
      "A brand told me I'm not allowed to advertise their lamps below a certain price. How do I make sure my shop respects that?",
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#set-your-price-rules',
      'faq:price-rules',
    ],
  },

  // pricing-rules#set-your-price-rules
  {
    question: 'where enter markup percent for vendor',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question:
      'I changed my margin for one distributor. Do I have to wait for the new prices to show up in my shop?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // pricing-rules#how-vendorhub-calculates-a-price
  {
    question: 'price rounding cents how',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      "A product costs me $30 and I use a 60% markup, but the brand's minimum advertised price is $50. What price will my shop actually show?",
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },

  // pricing-rules#when-map-is-above-msrp
  {
    question: 'min advertised price bigger than retail price which one used',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question:
      "My supplier's data says the lowest price I may advertise is higher than the recommended retail price, and my shop ended up below their minimum.",
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },

  // pricing-rules#price-and-cost-sync
  {
    question: 'cost per item shopify profit report filled from vendor?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      "I don't want the app to touch my selling prices at all, but I'd like Shopify to know what each item costs me.",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // The API reference, written later in the same way (five wordings a section): token
  {
    question:
      'Our ERP integrator needs credentials to call your REST API, where in the app do I generate them?',
    expected: ['doc:api-reference#token'],
  },
  {
    question:
      'I think our old key leaked in a public repo, how do I kill it immediately and issue a new one?',
    expected: ['doc:api-reference#token'],
  },
  { question: 'api token where create', expected: ['doc:api-reference#token'] },
  {
    question:
      'My ERP consultant is asking me for a VendorHub API key, where do I find that in my account?',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'i closed the window befor copying my new tokn, can i see it agian somewhere?',
    expected: ['doc:api-reference#token'],
  },

  // paging
  {
    question:
      'My script only ever gets the first 50 products back, how do I fetch the rest of them?',
    expected: ['doc:api-reference#paging'],
  },
  {
    question:
      "When looping through the catalogue, how do I know I've reached the final page of products?",
    expected: ['doc:api-reference#paging'],
  },
  { question: 'products api next page param', expected: ['doc:api-reference#paging'] },
  {
    question:
      'I have roughly 1,300 products, how many calls will our ERP person need to pull all of them out of VendorHub?',
    expected: ['doc:api-reference#paging'],
  },
  {
    question: 'whats the max limt per page when reading products, can i ask for 200 at once?',
    expected: ['doc:api-reference#paging'],
  },

  // errors
  {
    question:
      'Every call from our middleware comes back 401 even though we pasted the key in, what is wrong?',
    expected: ['doc:api-reference#errors'],
  },
  {
    question:
      'Which field in a failed response should our code switch on, and which one is the human-readable explanation?',
    expected: ['doc:api-reference#errors'],
  },
  { question: 'api 409 duplicate_sku meaning', expected: ['doc:api-reference#errors'] },
  {
    question:
      'Our integration partner says VendorHub keeps answering "invalid request" when they send products, what are they doing wrong?',
    expected: ['doc:api-reference#errors'],
  },
  {
    question:
      'got a 502 server eror from the products endpoint, should we retry or is it on our end?',
    expected: ['doc:api-reference#errors'],
  },

  // rate-limits
  {
    question:
      'Our overnight sync of a few thousand SKUs gets rejected after the first couple of minutes of hammering the API.',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'How can my client tell how many calls it has left before it gets throttled?',
    expected: ['doc:api-reference#rate-limits'],
  },
  { question: 'api requests per minute limit', expected: ['doc:api-reference#rate-limits'] },
  {
    question:
      'Our ERP partner wants to push stock for 5,000 items every night, will VendorHub accept that many and how long would it take?',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'is there throtling on the api, how many calls per minut per token?',
    expected: ['doc:api-reference#rate-limits'],
  },

  // create-product
  {
    question:
      "I have a SKU from Nora's catalog and want our backend to add it to the Shopify store automatically using the vendor's data.",
    expected: ['doc:api-reference#create-product'],
  },
  {
    question:
      'How do I add a vendor item to the store through the API but keep it hidden as a draft until we review it?',
    expected: ['doc:api-reference#create-product'],
  },
  { question: 'api new product from vendor sku', expected: ['doc:api-reference#create-product'] },
  {
    question:
      "Can our ERP put a new item from a supplier's catalog into my shop by itself, using just the supplier's item number?",
    expected: ['doc:api-reference#create-product'],
  },
  {
    question: 'wat fields do i send to make a new prodcut with tags in my store via the api?',
    expected: ['doc:api-reference#create-product'],
  },

  // link-product
  {
    question:
      'We already had this product in Shopify before VendorHub, how do I attach it to a vendor through the API so stock and price keep updating?',
    expected: ['doc:api-reference#link-product'],
  },
  {
    question:
      'I only have the Shopify product id, not the vendor SKU, can I connect that product to a vendor programmatically?',
    expected: ['doc:api-reference#link-product'],
  },
  {
    question: 'api attach existing shopify product to vendor',
    expected: ['doc:api-reference#link-product'],
  },
  {
    question:
      'Products I created by hand in my shop years ago, can our ERP tie them to the supplier so VendorHub keeps them up to date?',
    expected: ['doc:api-reference#link-product'],
  },
  {
    question: 'conect exsting product by its platform id to a vendor, which endpoint?',
    expected: ['doc:api-reference#link-product'],
  },

  // list-products
  {
    question:
      'Our ERP needs to read back the products VendorHub syncs for us, with their current quantity and price. Which call gives me that?',
    expected: ['doc:api-reference#list-products'],
  },
  {
    question:
      'I want to pull our synced items into a reporting database; what does a product record look like in the response?',
    expected: ['doc:api-reference#list-products'],
  },
  { question: 'get synced products endpoint', expected: ['doc:api-reference#list-products'] },
  {
    question:
      'Can my PIM consultant export the items VendorHub manages for my store, with stock and prices, straight from the system?',
    expected: ['doc:api-reference#list-products'],
  },
  {
    question: 'how to retreive my synced prodcuts with there sku and price over the api',
    expected: ['doc:api-reference#list-products'],
  },

  // count-products
  {
    question:
      "Before our import job runs I'd like to know the total number of products VendorHub syncs for us, is there a call for that?",
    expected: ['doc:api-reference#count-products'],
  },
  {
    question:
      'Our dashboard widget only needs one number, how many items are being synced, without downloading the whole catalog.',
    expected: ['doc:api-reference#count-products'],
  },
  { question: 'api total number products', expected: ['doc:api-reference#count-products'] },
  {
    question:
      'Is there a quick way for my consultant to see how many of my products VendorHub is looking after?',
    expected: ['doc:api-reference#count-products'],
  },
  {
    question: 'endpoint that just returns how many prodcts are synced?',
    expected: ['doc:api-reference#count-products'],
  },

  // update-product
  {
    question:
      'When our warehouse stock changes, I want our backend to push the new quantity for that one SKU to VendorHub.',
    expected: ['doc:api-reference#update-product'],
  },
  {
    question:
      'We are running a promotion and need to change the selling price of a single item from our ERP, which request does that?',
    expected: ['doc:api-reference#update-product'],
  },
  { question: 'api change price qty by sku', expected: ['doc:api-reference#update-product'] },
  {
    question:
      'Our ERP consultant wants to send new stock levels and prices for individual items to VendorHub, is that possible?',
    expected: ['doc:api-reference#update-product'],
  },
  {
    question: 'patch quantiy for one sku, what goes in the body?',
    expected: ['doc:api-reference#update-product'],
  },
];
