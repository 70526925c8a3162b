/**
 * Sixty-first tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch asks as people who are not merchants: vendors and
 * distributors who want their catalog integrated, agencies and developers using the API, job
 * seekers, journalists and would-be partners, plus a few merchants weighing VendorHub against
 * doing the work by hand.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions61: BotQuestion[] = [
  // (1) Vendors and distributors who want their catalog integrated
  {
    question:
      "hi, we're a mid-size distributor of outdoor furniture and a few of our retailers use shopify. how do we get our catalog onto vendorhub so they can sell our stuff?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'page:about#team',
    ],
  },
  {
    question:
      'Im a sales manager at a lighting manufacturer. Who at your company handles partnerships with vendors?',
    expected: ['page:about#team'],
  },
  {
    question:
      'what formats can you take our product data in? we have an xml feed and a b2b dealer portal',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors'],
  },
  {
    question:
      'we only send our dealers a weekly excel price list by email. would that work with your system or do we need to build an api first',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
    ],
  },
  {
    question:
      'What columns does the stock spreadsheet need to have? sku, qty, cost? we want to format our export so it just works',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    previous:
      'What columns does the stock spreadsheet need to have? sku, qty, cost? we want to format our export so it just works',
    question: 'and does it have to be csv or is an xlsx file ok',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      "does our company (we're the supplier) have to pay anything to get integrated, or is any fee on the retailer's side?",
    expected: ['page:terms#7-setup-fees-and-integrations', 'fee:all', 'faq:setup-fees'],
  },
  {
    question:
      'how do orders actually reach us as the distributor? do we get an email or does it come in through our api',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      "once we ship, how does the tracking number get back to the retailer's store and their customer?",
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question:
      'we enforce a strict MAP policy with our dealers. will retailers using your tool be able to list our products below MAP?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      'We are a dropship wholesaler and our whole catalog lives in our own shopify store. can retailers pull products straight from our store?',
    expected: ['vendor:shopify'],
  },
  {
    previous:
      'We are a dropship wholesaler and our whole catalog lives in our own shopify store. can retailers pull products straight from our store?',
    question: 'which of your plans is that on?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      "we're a 3PL warehouse, not really a supplier. can merchants use vendorhub to send their orders to us to ship?",
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:what-is-vendorhub',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'how often would you pull our ftp inventory file? we regenerate it every 30 minutes',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question: 'we distribute medical supplies. do you cover that category at all?',
    expected: ['vendor:medline', 'vendor:mckesson', 'faq:supported-vendors'],
  },
  {
    question:
      "we're not on your integrations list yet. can one of our retailers request us, and how does that work?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
    ],
  },
  {
    question:
      "if a retailer gives you the login to our dealer portal, how is that stored? we're a bit nervous about it",
    expected: ['faq:vendor-credentials', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'how does the portal option work, do you scrape our b2b site or what',
    expected: ['doc:add-vendor#vendor-types'],
  },

  // (2) Vendors already in the catalog, and their status
  {
    question:
      'Hi, this is the ecommerce team at Maxim Lighting. Is our integration with you done over FTP or API?',
    expected: ['vendor:maxim'],
  },
  {
    previous:
      'Hi, this is the ecommerce team at Maxim Lighting. Is our integration with you done over FTP or API?',
    question: 'and Kalco?',
    expected: ['vendor:kalco'],
  },
  {
    question: 'crystorama rep here. when did our integration go live on your platform?',
    expected: ['release:2.1.0', 'vendor:crystorama'],
  },
  {
    question: 'what is the status of the james+james integration',
    expected: ['vendor:james-james'],
  },
  {
    question:
      "we're on the dealer team at WheelPros, a couple of our dealers asked about you. when is the integration available?",
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'parts unlimited is in beta right? can a dealer on your cheapest plan use it?',
    expected: ['vendor:parts-unlimited'],
  },
  {
    question: "what exactly do you sync from Honey's Place",
    expected: ['vendor:honey'],
  },
  {
    question: 'which adult product distributors are supported',
    expected: [
      'faq:supported-vendors',
      'vendor:entrenue',
      'vendor:holiday',
      'vendor:honey',
      'vendor:williams',
    ],
  },
  {
    question: 'Do you have an integration with Hinkley Lighting?',
    expected: ['vendor:unknown'],
  },
  {
    question: 'can stock sitting in amazon FBA be used as a source for a shopify store?',
    expected: ['vendor:amazon'],
  },

  // (3) Developers and agencies using the API
  {
    question:
      "do you guys have a public API? i'm a freelance dev doing work for a shopify merchant who uses you",
    expected: ['doc:api-reference#token', 'faq:plan-features'],
  },
  {
    previous:
      "do you guys have a public API? i'm a freelance dev doing work for a shopify merchant who uses you",
    question: 'is it included on the plus plan?',
    expected: ['faq:plan-features', 'plan:plus#features'],
  },
  {
    question: 'how do i authenticate against the vendorhub api',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'whats the rate limit on the api, how many requests per minute?',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    previous: 'whats the rate limit on the api, how many requests per minute?',
    question: 'what happens if my script goes over it',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question:
      "we're getting a bunch of 429s when our ERP pushes price updates overnight, what are we doing wrong",
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'GET /products only gives me 50 items, how do i get the rest of them',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },
  {
    question: 'which endpoint do I use to set the stock quantity for one sku',
    expected: ['doc:api-reference#update-product'],
  },
  {
    question: 'api responded 409 duplicate_sku, what does that mean?',
    expected: [
      'doc:api-reference#errors',
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
    ],
  },
  {
    question:
      'getting 403 plan_required from the api but the client definitely pays for vendorhub??',
    expected: ['doc:api-reference#errors', 'faq:plan-features'],
  },
  {
    question:
      'how do I link a product that already exists in shopify through the api? I have the shopify product id',
    expected: ['doc:api-reference#link-product'],
  },
  {
    question: 'can the create product call make it a draft instead of publishing it right away',
    expected: ['doc:api-reference#create-product'],
  },
  {
    question: 'is there an endpoint that just tells me how many products are synced',
    expected: ['doc:api-reference#count-products'],
  },
  {
    question:
      "we're an agency with several client stores under one vendorhub account. does one api token work for all of the stores?",
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'a dev committed our api token to a public repo by accident. how do we kill it',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'when did the REST API come out and has it changed since?',
    expected: ['release:2.0.0', 'release:2.1.0'],
  },

  // (4) Agencies setting up stores for clients
  {
    question:
      'our agency mostly builds on woocommerce and bigcommerce, does vendorhub work with those',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'I run 5 shopify stores for one client, which plan covers that many stores?',
    expected: ['plan:all#stores', 'plan:enterprise#stores', 'faq:supported-platforms'],
  },
  {
    previous: 'I run 5 shopify stores for one client, which plan covers that many stores?',
    question: 'ok what does that one cost',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question:
      "can our agency connect vendorhub to a client's store without the client handing over their shopify password?",
    expected: [
      'faq:store-password',
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question:
      'client wants the full list of shopify scopes the app asks for before they approve anything',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question:
      'client connected with a custom app made in the shopify admin back in 2024, do we have to redo it now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question: 'client is in germany and needs their data kept in the EU, where do you host?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },

  // (5) Job seekers
  {
    question: 'are you hiring right now?',
    expected: ['jobs'],
  },
  {
    question: 'what jobs do u have open, im a backend dev',
    expected: ['jobs', 'job:golang-junior-backend-developer'],
  },
  {
    question: "is the golang junior position remote? i'm based in poland",
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    previous: "is the golang junior position remote? i'm based in poland",
    question: 'how much experience do you want for it',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'react frontend role, how many years of experience are you looking for',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question:
      "I've built tons of zapier and make automations for shopify stores over the last 3 years. is there a role for someone like me?",
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    previous:
      "I've built tons of zapier and make automations for shopify stores over the last 3 years. is there a role for someone like me?",
    question: 'is that full time or a contract gig?',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question: "customer support specialist job - what hours would i be working? i'm in california",
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'How do I apply for a job at VendorHub?',
    expected: ['jobs'],
  },
  {
    question: 'what file types can i upload my CV as on the application form',
    expected: ['jobs'],
  },
  {
    question: 'how long do you keep my application and resume after I apply?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'any marketing or sales positions?',
    expected: ['jobs'],
  },
  {
    question: "what's your tech stack? go on the backend and react on the front?",
    expected: [
      'jobs',
      'job:golang-junior-backend-developer',
      'job:middle-react-frontend-developer',
    ],
  },

  // (6) Journalists asking about the company
  {
    question: 'When was VendorHub founded, and where?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    previous: 'When was VendorHub founded, and where?',
    question: 'and how many people work there now?',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'who are the founders of vendorhub',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    previous: 'who are the founders of vendorhub',
    question: 'what did the CTO do before this?',
    expected: ['page:about#team'],
  },
  {
    question:
      "I'm writing a piece on e-commerce automation startups. How many customers does VendorHub have?",
    expected: ['page:about#story'],
  },
  {
    question: 'how did the idea for the company come about',
    expected: ['page:about#story'],
  },
  {
    question: 'where is your office',
    expected: ['company:contact'],
  },
  {
    question: "what's the company's legal name for the article",
    expected: [
      'page:privacy#1-who-is-responsible',
      'page:terms#12-governing-law-changes-and-contact',
      'company:contact',
    ],
  },
  {
    question: 'what values does the company say it stands for',
    expected: ['page:about#values'],
  },
  {
    question: 'can you share customer stories I could reference?',
    expected: ['case-studies'],
  },
  {
    previous: 'can you share customer stories I could reference?',
    question: 'the lighting retailer one - what results did they get?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'what was in your latest release',
    expected: ['release:2.1.0'],
  },
  {
    question: 'when did you start sending tracking numbers back to shopify automatically?',
    expected: ['release:1.7.0', 'page:about#story'],
  },

  // (7) Partners
  {
    question:
      'we make an ERP for wholesalers and would like to integrate. how would our system push inventory into vendorhub?',
    expected: ['doc:api-reference#token', 'doc:api-reference#update-product'],
  },

  // (8) Merchants comparing VendorHub with doing it by hand
  {
    question:
      'right now my assistant copies stock levels from 3 supplier spreadsheets into shopify every morning. would vendorhub actually replace that',
    expected: [
      'faq:who-is-vendorhub-for',
      'faq:inventory-sync-frequency',
      'case-study:fixturefarm',
    ],
  },
  {
    question: 'realistically how much time does this save compared to just doing it manually',
    expected: ['case-study:fixturefarm', 'case-studies', 'page:about#story'],
  },
  {
    question: 'is it worth $99/mo if i only have 2 suppliers and like 300 products?',
    expected: ['plan:basic', 'plan:basic#price', 'faq:plan-limits'],
  },
  {
    question:
      'we type tracking numbers into shopify by hand from the supplier emails... does this do that automatically',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'I write all the product descriptions myself, copy pasting from supplier pdfs. can your AI write them instead?',
    expected: ['faq:ai-listing-creation', 'doc:product-creation#what-a-new-listing-contains'],
  },
  {
    previous:
      'I write all the product descriptions myself, copy pasting from supplier pdfs. can your AI write them instead?',
    question: 'is that included on basic or extra',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'plan:basic#features',
    ],
  },
  {
    question:
      'honestly i dont want anything touching my orders, just stock and prices. is that cheaper?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    previous:
      'honestly i dont want anything touching my orders, just stock and prices. is that cheaper?',
    question: 'how much off on plus',
    expected: ['sync-only:plus', 'faq:product-sync-only'],
  },
  {
    question:
      'suppliers sell the same stock to other shops so i always keep a manual buffer of 2 units. can it do that for me',
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },

  // (9) Things the site does not answer
  {
    question:
      'as the brand, is there a way for us to see which retailers are syncing our products through you?',
    expected: ['fallback'],
  },
  {
    question: 'do you have a referral or affiliate program for shopify agencies?',
    expected: ['fallback'],
  },
  {
    question: 'can we white-label vendorhub and resell it to our own clients under our brand',
    expected: ['fallback'],
  },
  {
    question: 'are you listed in the shopify app store / an official shopify partner?',
    expected: ['fallback'],
  },
  {
    question: 'is there an official SDK for python or node?',
    expected: ['fallback'],
  },
  {
    question: 'who are your investors? have you raised a series A yet',
    expected: ['fallback'],
  },
  {
    question: 'is there a sandbox environment to test api calls without touching a live store',
    expected: ['fallback'],
  },
  {
    question: 'do you have a media kit with logos and headshots for an article?',
    expected: ['fallback'],
  },

  // (10) Half answered: one part the site covers, one it does not
  {
    question: "is the golang role remote, and what's the salary range?",
    expected: ['job:golang-junior-backend-developer'],
    wording: false,
  },
  {
    question: 'when was vendorhub founded and how much funding have you raised so far?',
    expected: ['company:founded', 'page:about#story'],
    wording: false,
  },
  {
    question: 'what is the api rate limit, and can you send us webhooks when stock changes?',
    expected: ['doc:api-reference#rate-limits'],
    wording: false,
  },
  {
    question:
      'we are a distributor with an ftp feed. is that supported, and will you sign an NDA before we share our ftp details?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors'],
    wording: false,
  },
  {
    question:
      'does the customer support job come with health insurance, and do I have to be in the US for it?',
    expected: ['job:customer-support-specialist'],
    wording: false,
  },
];
