/**
 * Visitors' wordings for every FAQ entry, company fact and documentation
 * section: two or three questions each, written blind from the content (by
 * someone who had not read the bot's code or its question sets) in the way
 * visitors type, describing their situation rather than quoting headings.
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
];
