/**
 * What the help bot says about topics the site does not cover. The bot
 * compiles these phrases at startup (server/chat/topics.ts, through
 * server/chat/knowledge.ts); how a phrase is written is described in
 * app/lib/phrases.ts. Each list is read in order: the first topic a question
 * holds wins.
 *
 * A topic matches a phrase, never a single common word: "shipping options at
 * checkout" and "tracking numbers" are VendorHub questions, "UPS or FedEx" is
 * not. A raw `pattern` is kept only where phrases cannot say it, and its
 * comment says why.
 */
import type { ElsewhereTopic, UnlistedTopic } from './schema';

/**
 * Running a shop, which VendorHub does not do: payments, carriers and postage,
 * sales tax, the shop's own policies, design and marketing, finding suppliers,
 * moving from another platform. They share VendorHub's words ("Basic", "fee",
 * "orders", "store"), so retrieval alone would answer them with a confident
 * wrong passage. Each reply says plainly that it is not ours, in one or two
 * sentences that are true of VendorHub, and where to look instead.
 */
export const elsewhereTopics: ElsewhereTopic[] = [
  {
    id: 'payments',
    phrases: [
      'shopify payments',
      'transaction (fee|fees)',
      'payment (gateway|gateways)',
      '(stripe|paypal|klarna|afterpay|apple pay|google pay)',
      '(chargeback|chargebacks)',
    ],
    // Paying VendorHub itself, by any of these means, is ours to answer.
    unless: [
      '(you|your|vendorhub|subscription|subscribe|plan for me)',
      '(can|could|may) (i|we) pay',
      '(i|we) (pay|paying) (by|with|via)',
    ],
    reply:
      "VendorHub doesn't handle your customers' payments: Shopify and your payment provider do, and they set the transaction fees. VendorHub keeps your vendors' products, stock, prices and orders in sync with your store. Shopify's help center covers payment setup and fees.",
  },
  {
    // Never ours, whoever is asked.
    id: 'payouts',
    phrases: [
      '[shopify] (payout|payouts)',
      'refund (a|the|my|our) (customer|customers|shopper|shoppers|buyer|buyers)',
    ],
    reply:
      "VendorHub doesn't handle your customers' payments, payouts or refunds: Shopify and your payment provider do. VendorHub keeps your vendors' products, stock, prices and orders in sync with your store. Shopify's help center covers payouts and refunds.",
  },
  {
    // Comparing with our price is ours; Shopify "itself" or "its own" is still Shopify's.
    id: 'shopify-plan',
    phrases: [
      "(shopify|shopify's) [own] (subscription|bill|billing|invoice)",
      "(shopify|shopify's) [own] (plan|plans) (price|prices|cost|costs|fee|fees)",
      'shopify itself ... (cost|costs|price|fee|fees)',
      '(cost|costs|price|fee|fees) (of|for) shopify itself',
      "(shopify|shopify's) own [basic|advanced|plus] (plan|plans|subscription)",
      'how much (does|do|will) shopify [itself] (charge|cost)',
      'how much is shopify itself',
      'shopify ... (their|its) own [basic|advanced|plus] (plan|plans|subscription)',
    ],
    // Shopify's own plan names asked about with a price, unless vendors, stores, products or
    // orders (or, priced, our own plans) come after them: a lookahead over the rest of the
    // question.
    pattern: String.raw`\b(?:upgrade|downgrade|switch|change|cancel|how much|price|cost|costs)\b.*\b(?:(?:basic|advanced) shopify|shopify plus)\b(?!.*\b(?:vendors?|stores?|products?|orders?)\b)|\b(?:(?:basic|advanced) shopify|shopify plus)\b(?!.*\b(?:vendors?|stores?|products?|orders?|premium|enterprise|plans?)\b).*\b(?:cost|costs|price|prices|charge|charges)\b`,
    // Asking about our locations or our prices cancels this, except when Shopify "itself" or "its
    // own" is named: a lookahead from the start.
    unlessPattern: String.raw`^(?!.*\bshopify(?:'s)? (?:itself|own)\b|.*\b(?:their|its) own\b).*\b(?:locations?|vendorhub|you|your)\b`,
    reply:
      "Your Shopify plan and its bill are between you and Shopify: you change them in your Shopify admin under Settings > Plan. VendorHub's own plans and prices are on our [pricing page](/pricing).",
  },
  {
    id: 'carriers',
    phrases: [
      '(fedex|usps|dhl|canada post|royal mail|australia post|purolator)',
      'shipping (label|labels|insurance|carrier|carriers)',
      'postage',
      'send (a|one|my|our) (package|packages|parcel|parcels)',
      '(cheapest|cheaper|best) (carrier|courier|shipping company)',
      '(carrier|carriers) ... (cheap|cheaper|cheapest|rate|rates|quote|quotes)',
    ],
    // "ups" is also the plural of a phrasal noun ("follow ups", "sign ups"): a lookbehind leaves
    // those out.
    pattern: String.raw`\b(?<!\b(?:follow|set|sign|pop|mark|start|mock|back|look|line|pick|clean|warm|make) )ups\b`,
    reply:
      "VendorHub doesn't buy postage, print labels or compare carriers: your vendors ship their orders, and VendorHub brings their tracking numbers back to Shopify. Carrier rates and labels are set up in Shopify or with your carrier.",
  },
  {
    id: 'sales-tax',
    phrases: [
      '(file|filing|collect|collecting|remit|remitting|calculate|calculating) ... (sales tax|vat|gst|taxes)',
      '(sales tax|vat|gst) (return|returns|filing|nexus|registration|on (my|our) (customers|orders|sales))',
      'tax nexus',
      '(sales tax|vat|gst) ... (for|to|from) (my|our) (shoppers|customers|buyers)',
    ],
    reply:
      "VendorHub doesn't calculate, collect or file sales tax on your store's orders: that is set up in Shopify's tax settings, and an accountant can advise on what you owe. (Only VendorHub's own subscription has tax added at checkout.)",
  },
  {
    id: 'store-policies',
    phrases: [
      '(write|draft|create|make) ... (return|returns|refund|shipping) (policy|policies)',
      '(write|draft|create|make) ... (return|returns|refund|shipping) and ~1-1 (policy|policies)',
      "(my|our) (store|stores|store'|store's|shop|shops|shop'|shop's) (return|refund|shipping) (policy|policies)",
    ],
    reply:
      "VendorHub doesn't write your store's policies: return, refund and shipping policies are yours to set, and Shopify has templates for them under Settings > Policies.",
  },
  {
    id: 'design-marketing',
    phrases: [
      '(theme|themes)',
      'store design',
      'design (my|our) (store|shop|site)',
      '(google|facebook|meta|instagram|tiktok) ads',
      'email marketing',
      'marketing (email|emails|e-mail|e-mails)',
      'klaviyo',
      'mailchimp',
      'blog (post|posts|article|articles)',
      '[product|customer] (review|reviews) (app|apps|widget|widgets)',
      '(import|pull|sync|show|display|copy) [my|our|the] [amazon|customer|product|star] reviews',
    ],
    reply:
      "VendorHub doesn't design stores or run marketing: themes, product reviews, ads, blog posts and email campaigns are set up in Shopify and its marketing apps. VendorHub keeps the products they sell stocked and priced.",
  },
  {
    id: 'sourcing',
    phrases: [
      '(recommend|suggest) ... (3pl|3pls|warehouse|warehouses|wholesaler|wholesalers|manufacturer|manufacturers|dropshipper|dropshippers|supplier|suppliers|courier|couriers|accountant|accountants)',
    ],
    // A kind of supplier asked for, unless the word names a field of it ("supplier SKU",
    // "warehouse code"): a lookahead.
    pattern: String.raw`\b(?:find|looking for|need|know)\b (?:me )?(?:(?:a|an|some|any|good|reliable|new|cheap|decent) )+(?:\w+ )?(?:3pls?|warehouses?|wholesalers?|manufacturers?|dropshippers?|suppliers?|couriers?|accountants?)\b(?! ?(?:'s|sku|skus|part|code|number|name|field|id)\b)`,
    unless: ['(catalog|catalogue|your list|connect|integrat*|supported|support)'],
    reply:
      "We don't recommend or find suppliers, warehouses or 3PLs: VendorHub connects the ones you already work with. If yours isn't in our catalogue, ask for it with the [custom integration form](/custom-integrations).",
  },
  {
    id: 'point-of-sale',
    phrases: [
      '(square|clover|lightspeed|toast|vend) (pos|point of sale)',
      'pos (system|systems|hardware|terminal|terminals|register|registers)',
      'point of sale (system|systems|hardware)',
      '(barcode|bar code) (scanner|scanners|reader|readers|printer|printers)',
      '(label|receipt) (printer|printers)',
      'card (reader|readers)',
      'cash (register|registers)',
    ],
    reply:
      "VendorHub doesn't connect to point-of-sale systems or sell hardware: it syncs your vendors with your Shopify store online. Scanners, printers and in-store sales are set up in Shopify POS or your point-of-sale system.",
  },
  {
    id: 'legal-advice',
    phrases: [
      'legal advice',
      'legally (enforceable|binding|required|allowed|obliged)',
      'enforceable',
      '(lawsuit|lawsuits)',
      'antitrust',
    ],
    unless: [
      "(you|your|vendorhub|vendorhubs|vendorhub'|vendorhub's|terms|dpa|data processing|gdpr)",
    ],
    reply:
      "We can't give legal advice: what an agreement with a supplier or a law requires of you is a question for a lawyer. What VendorHub does is apply the MAP and MSRP rules you set to every price it syncs.",
  },
  {
    id: 'shop-staff',
    phrases: [
      '(hire|hiring|recruit|recruiting) ... (packer|packers|picker|pickers|staff|employee|employees|virtual (assistant|assistants)|freelancer|freelancers|worker|workers|warehouse help)',
    ],
    unless: [
      "(are you|is vendorhub|you're|your (team|company|job|jobs|position|positions|role|roles))",
    ],
    reply:
      "We can't help with hiring for your shop: VendorHub connects your store with its vendors. If you'd like to work at VendorHub, our open positions are on the [careers page](/careers).",
  },
  {
    id: 'photography',
    phrases: [
      '(photographing|photography|photographer|photographers)',
      '(photoshoot|photoshoots|photo shoot|photo shoots)',
      '(take|taking|shoot|shooting) [better|good|nice] [product] (photos|pictures|pics)',
    ],
    reply:
      "VendorHub doesn't take or edit photos: it brings the images in your vendors' catalogs into your store with their products. For your own product photos, a product photographer or Shopify's guides on product photography can help.",
  },
  {
    id: 'insurance',
    phrases: [
      '(business|liability|product liability|general liability|commercial|cargo|health) insurance',
      'insurance (policy|policys|policies|policiess|cover|covers|coverage|coverages|broker|brokers|quote|quotes)',
      'insurance (cover|covers)',
    ],
    reply:
      "We can't advise on insurance: an insurance broker can tell you what covers your business. VendorHub connects your store with its vendors and keeps products, stock, prices and orders in sync.",
  },
  {
    id: 'marketplace-account',
    phrases: [
      '(amazon|amazon seller|ebay|ebay seller|walmart|walmart seller|etsy|etsy seller) account ... (suspend*|banned|blocked|deactivat*|appeal*|reinstat*)*',
      '(suspend*|banned|deactivat*|reinstat*) ... (amazon|amazon seller|ebay|ebay seller|walmart|walmart seller|etsy|etsy seller) account',
    ],
    reply:
      "We can't help with a marketplace account: suspensions and appeals are between you and the marketplace, through its seller support. VendorHub connects your Shopify store with its vendors.",
  },
  {
    // VendorHub routes orders to Amazon MCF; what Amazon charges for it is Amazon's.
    id: 'marketplace-fees',
    phrases: [
      "(amazon|amazons|amazon's|ebay|ebays|ebay's|walmart|walmarts|walmart's|etsy|etsys|etsy's) [own] (fee|fees|seller (fee|fees)|(fulfilment|fulfillment) (fee|fees)|mcf (fee|fees)|fba (fee|fees)|commission|commissions)",
      '(mcf|fba|(multi-channel|multi channel) (fulfilment|fulfillment)) (fee|fees|cost|costs|rate|rates|pricing)',
      "(fee|fees) (for|of) [(amazon|amazons|amazon's)] (mcf|fba|(multi-channel|multi channel) (fulfilment|fulfillment))",
      '(amazon|ebay|walmart|etsy) (charge|charges) ... (mcf|fba|(multi-channel|multi channel) (fulfilment|fulfillment))',
    ],
    // VendorHub's own setup fee for the integration is ours to answer.
    unless: ['(you|your|vendorhub|subscription|setup|set-up|integration|integrations|connect*)'],
    reply:
      "Amazon sets and bills its own fees for Multi-Channel Fulfillment, and Seller Central lists them. VendorHub's part is routing your Shopify orders to Amazon MCF and bringing the tracking numbers back: see [Amazon MCF](/vendors/amazon).",
  },
  {
    id: 'vendor-terms',
    phrases: [
      'wholesale (discount|discounts|terms|account|accounts|application|applications|price|prices|cost|costs)',
      '(planning|plan) (another|a|any) [price] (increase|rise|hike)',
      '(dropship|dropshipping|drop-ship|drop-shipping|drop ship|drop shipping) (fee|fees)',
      'map (percentage|percent)',
      'minimum [wholesale|opening|first] (order|order amount|order amounts|orders|orders amount|orders amounts)',
      '(order minimum|order minimums|moq|moqs)',
      'dealer (application|applications|account|accounts|pricing|terms|discount|discounts)',
      '(net30|net60|net-30|net-60|net 30|net 60)',
      'return (policy|policies)',
      '(take|takes) returns',
      '(warranty|warranties)',
    ],
    unless: [
      '(vendorhub|your (plan|plans|pricing|prices|fee|fees|return (policy|policies)|warranty|warranties))',
    ],
    reply:
      "Wholesale prices and discounts, order minimums, returns, warranties and MAP policies are each vendor's own terms, so your rep or the vendor's dealer team can tell you. What VendorHub does is sync the vendor's cost to your store and apply the MAP and MSRP rules you set to every price.",
  },
  {
    // The vendor's own business (delivery times, MAP policy, where it is based), whatever vendor
    // is named.
    id: 'vendor-business',
    phrases: [
      '(headquarter*|hq)',
      "(vendor|vendors|vendor'|vendor's|supplier|suppliers|supplier'|supplier's|their|theirs|their'|their's) (handling|lead|dispatch) (time|times)",
      '(take|takes|need|needs) to deliver',
      '(deliver|delivery|deliveries) (time|times|days|speed|speeds)',
      'shipping (time|times|speed|speeds)',
      'charge (me|us) for shipping',
      '(unbranded|discreet|blind|plain) ~1 (packaging|packages|parcels|boxes)',
      'map (policy|policies) (on|for|of|let|lets|allow|allows|say|says|is|are)',
      'map (that|which) ~1-3 (set|sets)',
      "(rep|reps|rep'|rep's|representative|representatives|representative'|representative's) (phone|number|email|contact)",
      '(phone|number|email|contact) [number] (of|for) (my|our|the) ~3 [sales] (rep|representative)',
    ],
    // A vendor's name of up to 30 letters, apostrophes and spaces between the verb and "take to
    // ship".
    pattern: String.raw`\b(?:how (?:long|many days)|days) (?:does|do|will) [\w' ]{2,30}? (?:usually |normally |typically )?take to ship\b`,
    // VendorHub's own office, and the MAP rules VendorHub applies, are ours.
    unless: [
      '(vendorhub|your|you guys|enforc*|respect*|honor*|honour*|break*|violat*|breach*)',
      'you (enforce|apply|handle|follow)',
    ],
    reply:
      "That is the vendor's own business: its shipping charges and delivery times, its MAP policy, where it is based and who your rep is are for the vendor or your rep to tell you. VendorHub's part is syncing the vendor's products, stock and prices to your store and sending it your orders; each vendor's page under [Vendor integrations](/vendor-integrations) says how.",
  },
  {
    id: 'migration',
    phrases: [
      '(import|migrate|move|transfer|export) ... (customer|customers|customer list|order history|orders history|reviews|blog) ... (magento|woocommerce|woo commerce|bigcommerce|wix|squarespace|prestashop|opencart|volusion)',
      '(import|migrate|move|transfer) ... from (magento|woocommerce|woo commerce|bigcommerce|wix|squarespace|prestashop|opencart|volusion) ... (customer|customers|reviews|blog|theme|store|shop|site)',
    ],
    reply:
      "VendorHub doesn't move stores between platforms: it works with Shopify only and syncs your vendors' products, stock, prices and orders. Shopify's store migration tools, or an import app, move customers and orders from another platform.",
  },
];

/**
 * Things visitors ask VendorHub for that the site never mentions: it neither
 * offers them nor rules them out, so the bot says it has nothing on them and
 * hands over to the team rather than guessing. The build fails when an FAQ
 * entry or a documentation section starts to cover one (scripts/check-content.ts):
 * then the topic leaves this list.
 */
export const unlistedTopics: UnlistedTopic[] = [
  {
    id: 'affiliate',
    phrases: [
      'affiliate',
      'referral',
      '(merchant|merchants|store|stores|shop|shops|customer|customers) (i|we) refer',
      'for referring',
      '(refer|referring) [other|more] (merchants|stores|shops|friends|clients|customers) ... (commission|reward|bonus|paid|earn)*',
      'commission for referr*',
      'commission ... refer*',
      'what commission',
      '(refer|referring) [other|more] [shop|store] owners',
      'send [other|more] (merchants|stores|shops|store owners|sellers|clients|customers|business) your way',
    ],
    label: 'an affiliate or referral program',
  },
  {
    id: 'promo-codes',
    phrases: [
      '(promo|promotion|promotional|coupon|discount|voucher) (code|codes)',
      '(coupon|coupons)',
      'black friday (deal|deals|promo|promos|discount|discounts|sale|sales|offer|offers)',
    ],
    unless: ['(my|our) (customers|store|shop|checkout)'],
    label: 'promo codes or coupons for VendorHub',
  },
  {
    id: 'lifetime-deal',
    phrases: ['lifetime (deal|plan|licence|license|access|subscription)'],
    label: 'a lifetime deal',
  },
  {
    id: 'special-discounts',
    phrases: [
      '(nonprofit|nonprofits|non-profit|non-profits|charity|charities|ngo|ngos|student|students|educational|startup|startups) (discount|discounts|pricing|pricings|price|prices|rate|rates|plan|plans)',
    ],
    // A percentage ("20% off") and a hyphenated word before the group ("early-stage startups").
    pattern: String.raw`\b(?:nonprofits?|non-profits?|charities|ngos)\b.*\b(?:discount|\d+% off|cheaper|reduced)|\bdiscounts? (?:for|to) (?:[\w-]+ )?(?:nonprofits?|non-profits?|charit(?:y|ies)|ngos?|students?|education|startups?)\b`,
    label: 'discounts for nonprofits, education or startups',
  },
  {
    id: 'multi-year',
    // A term of several years and a lower price, said in either order.
    phrases: [
      'multi-year',
      'multi year',
      'multiyear',
      '(two|three|four|five|2|3|4|5)(-| )(year|years)',
    ],
    alsoNeeds: ['discount', 'cheaper', 'deal', 'prepay*'],
    label: 'discounts for paying more than a year ahead',
  },
  {
    id: 'white-label',
    phrases: [
      '(whitelabel|whitelabeled|whitelabelled|whitelabeling|white-label|white-labeled|white-labelled|white-labeling|white label|white labeled|white labelled|white labeling)',
      '(resell|reselling) (vendorhub|your (app|tool|software|service|platform))',
      'reseller (program|programs|plan|plans|account|accounts|margin|margins|discount|discounts)',
      '(reseller|resellers) get',
    ],
    label: 'a white-label or reseller program',
  },
  {
    id: 'mobile-app',
    phrases: [
      '(iphone|ipad|android|ios|mobile|phone) app',
      'app for (iphone|android|ios|my phone)',
      'app store',
      'google play',
    ],
    label: 'a mobile app',
  },
  {
    id: 'alerts',
    phrases: [
      '(email|e-mail|text|sms|slack|push) (alert|alerts|notification|notifications)',
      '(text (message|messages)|sms) ... (when|whenever|if)',
      '(alert|notify|text|email|message) me (when|if|as soon)',
      '(slack|teams) (channel|alert|alerts|notification|notifications)',
      '(low-stock|low stock) (alert|alerts|email|emails|notification|notifications)',
    ],
    // A secret or token leaked in a channel is about the secret, not an alert.
    unless: ['[order] limit', '(secret|token|api key|password|leak|leaked|leaks|pasted|posted)'],
    label: 'alerts by email, text or chat apps',
  },
  {
    id: 'languages',
    phrases: [
      '(in|into|to) (french|spanish|german|italian|portuguese|dutch|polish|chinese|japanese|korean|arabic|hindi)',
      'translat*',
      'multilingual',
      'other (language|languages)',
    ],
    // A language named by its ending ("Spanish", "English").
    pattern: String.raw`\bdashboard in \w+ish\b`,
    label: 'other languages or translation',
  },
  {
    id: 'accounting',
    phrases: [
      '(quickbooks|xero|freshbooks|sage accounting|wave accounting)',
      'accounting (software|softwares|system|systems|tool|tools|app|apps|package|packages)',
      'bookkeeping',
      '(do|does|handle|handles) (my|our|the) (accounting|books|taxes)',
    ],
    label: 'a connection to accounting software',
  },
  {
    id: 'two-factor',
    phrases: [
      '(two-factor|two factor|2-factor|2 factor)',
      '2fa',
      '2-step',
      '(two-step|two step) (login|verification|sign)',
      'mfa',
      '(multi-factor|multi factor)',
    ],
    label: 'two-factor sign-in for VendorHub accounts',
  },
  {
    // The site's webhooks are Shopify's, telling VendorHub about store changes.
    id: 'outbound-webhooks',
    phrases: [
      '(outbound|outgoing|custom) (webhook|webhooks)',
      '(our|my) own (webhook|endpoint)',
      '(webhook|webhooks) (to|into|on|at) (our|my)',
      '(register|add|set up|configure) [a|an|our|my] (webhook|webhooks)',
      '(webhook|webhooks) (i|we) [can] subscribe',
      'subscribe to [a|an|your] (webhook|webhooks)',
      '(webhook|webhooks) (that|which) (fire|fires|trigger|triggers|notify|notifies)',
    ],
    label: 'webhooks that notify your own systems',
  },
  {
    id: 'sandbox',
    phrases: [
      'sandbox',
      '(test|testing|staging|demo|dev) (environment|instance|account|api|credentials)',
    ],
    label: 'a sandbox or test environment',
  },
  {
    id: 'ip-allowlist',
    phrases: [
      '(static|fixed|egress|outbound) (ip|ips|ip address|ip addresss)',
      'ip [(addresse|addresses)] [to] (whitelist|allowlist)',
      '(whitelist|allowlist) (your|the) (ip|ips)',
      'which (ip|ips|ip address|ip addresss)',
      'ip (address|addresses|range|ranges) (do|does|will) (you|your|vendorhub)',
    ],
    label: 'the IP addresses VendorHub connects from',
  },
  {
    id: 'shopping-feeds',
    phrases: [
      'merchant center',
      'google shopping',
      'shopping (ads|feed)',
      'product (feed|feeds) (to|for) (google|facebook|meta)',
    ],
    label: 'product feeds for Google Shopping or other ad channels',
  },
  {
    id: 'single-sign-on',
    phrases: ['sso', 'saml', 'single (signon|sign-on|sign on)', 'okta', 'azure ad', 'scim'],
    label: 'single sign-on (SSO) for VendorHub accounts',
  },
  {
    id: 'salary',
    phrases: ['(salary|salaries)', 'pay (range|band|scale)', 'compensation'],
    // Any number of words between "how much does the" and the role, within the same run of words.
    pattern: String.raw`\bhow much (?:does|do|will) (?:the |this |that )?(?:\w+ )*(?:job|role|position) pay\b`,
    label: 'the salaries of our open positions',
  },
  {
    id: 'payment-methods',
    phrases: [
      '(wire|bank) (transfer|transfers)',
      'pay (by|with|via) (invoice|check|cheque|bitcoin|crypto|ach|bank|paypal)',
      '(take|takes|accept|accepts) paypal',
      '(pay|paying) (by|with|via|in) (bitcoin|crypto|cryptocurrency)',
      'purchase (order|orders)',
    ],
    label: 'paying VendorHub by PayPal, bank transfer, invoice or crypto',
  },
  {
    id: 'status-page',
    phrases: ['status page', 'uptime (page|monitor|dashboard)'],
    label: 'a public status page',
  },
  {
    id: 'payment-processor',
    phrases: [
      '(payment|card) (processor|provider|gateway) ... (which|what|who|is it|stripe|braintree|paddle)',
      '(which|what|who) ~3 (payment|card) (processor|provider|gateway)',
      '(stripe|braintree|paddle|chargebee)',
    ],
    unless: ['shopify payments', '(my|our) (customers|shoppers|checkout|store)'],
    label:
      'which company processes card payments for us (the privacy policy says only that our payment provider handles them, and that we never store full card numbers)',
  },
  {
    id: 'security-incidents',
    phrases: [
      'security (incident|incidents)',
      'data (breach|breaches|leak|leaks)',
      '[ever] been (hacked|breached)',
      'breach history',
    ],
    label: 'past security incidents',
  },
  {
    id: 'hiring-process',
    phrases: [
      '(interview|interviews|interviewing) (process|round|rounds|stage|stages|step|steps|question|questions)',
      '(round|rounds|stage|stages) of (interview|interviews)',
      '(hiring|recruiting|recruitment) process',
    ],
    label: 'how our interviews run',
  },
  {
    id: 'company-finances',
    phrases: [
      'publicly traded',
      'ipo',
      "(your|vendorhubs|vendorhub's|the (companys|company's)) ~1 (revenue|funding|investor|investors|valuation|profit|profits)",
      '(vc-backed|vc backed|venture-backed|venture backed)',
      'bootstrapped',
      'who (are|is) (your|the) (investor|investors)',
      'raised [any] (money|funding|a round)',
      '(are you|is vendorhub) ~1 profitable',
      'profitability',
      "(you|you'll|you will|vendorhub|vendorhub will) (go|goes) (under|out of business|bust|bankrupt)",
      'how much (funding|money|capital) (have|has|did) (you|vendorhub)',
    ],
    label: "the company's finances and investors",
  },
  {
    id: 'competitor-repricing',
    phrases: [
      '(reprice|reprices|repricing|repricer)',
      "(competitor|competitor'|competitors|competitors') (price|prices|pricing)",
      'what [my|our] competitors (charge|sell|ask)',
      '(match|matches|matching|beat|beates|beating|undercut|undercutes|undercuting) [my|our] (competitor|competitors)',
    ],
    label: 'pricing against what competitors charge',
  },
  {
    id: 'team-seats',
    phrases: [
      '(coworker|coworkers|co-worker|co-workers|colleague|colleagues|teammate|teammates|team (member|members)|employee|employees|another user|more users|additional (user|users)|multiple users|user (seat|seats)) ... (own login|own account|login|logins|log in|log ins|access to (our|my|the) [vendorhub] account|seat|seats)',
      '(add|invite) [a|another|more] (user|users|team (member|members)|coworker|coworkers|colleague|colleagues)',
      '(people|person|staff) (on|in|from) (my|our) team ... (own login|login|logins|log in|log ins|account|accounts|access)',
    ],
    unless: ['shopify', '(app|apps)'],
    label: 'adding users to your VendorHub account',
  },
  {
    // Rounding to the cent is in the pricing guide; a chosen ending is not.
    id: 'price-endings',
    phrases: [
      '(end|ending|ends) (in|with|on) (99|95|49|.99|.95|.49|0.99|0.95|0.49)',
      'charm pricing',
    ],
    label: 'rounding prices to endings such as .99',
  },
  {
    id: 'token-scopes',
    phrases: [
      '(read-only|read only|scoped|limited|restricted) [api] (token|tokens|key|keys)',
      '(token|tokens|key|keys) (to|as) (read-only|read only)',
      'scope [(a|an)|the|our] [api] (token|tokens|key|keys)',
    ],
    label: 'API tokens with narrower permissions',
  },
  {
    id: 'shopify-api-version',
    phrases: [
      '[admin] api version ... (shopify|pinned)',
      "(shopify|shopify's) [admin] api version",
      'pinned to ... api',
      'which (shopify|version of shopify|version of the shopify) [admin] api',
    ],
    label: "which version of Shopify's API VendorHub uses",
  },
  {
    id: 'social-profiles',
    phrases: [
      '(linkedin|linked in)',
      '(twitter|instagram|facebook|tiktok) (profile|profiles|page|pages|account|accounts|handle|handles)',
    ],
    unless: ['(ad|ads|advertising|campaign|campaigns|marketing|shop|store)'],
    label: "our team's social media profiles",
  },
  {
    id: 'trial-extension',
    phrases: [
      '(extend|extended) [the|my|our] [free] trial',
      'trial (extension|extended)',
      'trial ... be (extended|prolonged)',
      '[a] (second|another|new) [free] trial',
    ],
    label: 'extending the trial, or a second one',
  },
  {
    id: 'variant-counting',
    phrases: [
      '(variant|variants) ... (count|counts|counted)',
      '(count|counts|counted) as (1|one|a single) product',
    ],
    label: 'how variants count toward the product limit',
  },
  {
    // Zapier and n8n are also what the low-code role works with, so they are not listed.
    id: 'automation-tools',
    phrases: ['shopify flow'],
    label: 'building it yourself with Shopify Flow',
  },
  {
    id: 'community',
    phrases: [
      '(slack|discord|facebook) (community|group|server)',
      '(merchant|user|customer) (community|communitys|forum|forums)',
      'community (forum|forums|group|groups)',
    ],
    label: 'a community or forum for merchants',
  },
  {
    id: 'prescriptions',
    phrases: ['(prescription|prescriptions)'],
    label: 'checks for prescription products',
  },
  {
    id: 'security-testing',
    phrases: [
      'bug (bounty|bounties)',
      '(pen-test|pen-tests|pen test|pen tests|penetration-test|penetration-tests|penetration test|penetration tests)',
      '(pentest|pentests)',
      'vulnerability disclosure',
    ],
    label: 'a bug bounty or penetration tests',
  },
  {
    id: 'references',
    phrases: [
      'reference (call|calls|customer|customers|check|checks)',
      '(call|speak|talk) (with|to) [one of] [your|(a|an)] [existing|current] (customer|customers)',
      'as a reference',
    ],
    label: 'calls with reference customers',
  },
  {
    id: 'payment-card',
    phrases: [
      '(card|payment) [was|got|is|has been|keeps getting] declined',
      '(update|change|replace) [my|our|the] [credit|debit|payment] card',
      'put [a|my|our] new card',
      'card on file',
      'download [my|our|the] [past] (invoice|invoices)',
    ],
    label: 'changing the card on file or a declined payment',
  },
  {
    id: 'visa',
    phrases: [
      '[work] (visa|visas) ... (sponsor*|job|jobs|role|roles|position|positions|work)',
      'sponsor* [a|my|our|work] (visa|visas|permit|permits)',
      'work (permit|permits)',
      'relocation (package|support|assistance|help)',
    ],
    unless: ['(pay|paying|card|credit|debit|mastercard|amex)'],
    label: 'visa sponsorship or relocation for our positions',
  },
  {
    id: 'backups',
    phrases: [
      '(backup|backups)',
      '(backup|back up|backsup|backs up|backedup|backed up|backingup|backing up) [my|our|the|your] (data|store|products|catalog*)',
      '(data|store|products|catalog*) [is|are|(get|gets)] backed up',
    ],
    label: 'backups of your data',
  },
  {
    id: 'vendor-login',
    phrases: [
      "(as a|we are a|we're a|i am a|i'm a) (vendor|supplier|distributor|brand|manufacturer|wholesaler) ... (login|log in|account|portal|dashboard)",
      '(vendors|suppliers|distributors) (get|have|receive) (their own|a|an) (login|log in|account|portal|dashboard)',
      '(portal|login|dashboard) for (vendors|suppliers|distributors)',
    ],
    label: 'a login for vendors themselves',
  },
  {
    id: 'fitment',
    phrases: ['fitment', 'ymm'],
    // Any run of spaces, commas and slashes between "year", "make" and "model".
    pattern: String.raw`\byear[ ,/]+make[ ,/]+(?:and )?model\b`,
    label: 'fitment data (year, make and model)',
  },
  {
    id: 'lot-tracking',
    phrases: [
      'lot (number|numbers|tracking|code|codes)',
      '(expiry|expiration) (date|dates)',
      '(best-by|best by|use-by|use by) (date|dates)',
      'batch (number|numbers|tracking)',
      'serial (number|numbers)',
    ],
    // An API token's or a trial's expiry is ours.
    unless: ['(token|tokens|key|keys|password|passwords|credential|credentials|trial|card|api)'],
    label: 'lot numbers, expiry dates or serial numbers',
  },
  {
    id: 'product-research',
    phrases: [
      'trending',
      'product research',
      'winning (product|products)',
      '(what|which) (product|products) (to|i should|we should|should i|should we) sell',
    ],
    label: 'product research or trend data',
  },
  {
    id: 'price-match',
    phrases: [
      '(price-match|price-matches|price-matching|price match|price matches|price matching)',
      "match (a|their|the|our) [(competitor|competitors|competitor'|competitor's)|lower] (quote|price|offer)",
    ],
    label: 'matching a competitor’s quote',
  },
  {
    id: 'our-insurance',
    phrases: [
      'certificate of insurance',
      'cyber [liability] (insurance|coverage|cover)',
      'errors (and|&) omissions',
      'e&o (insurance|cover|coverage)',
    ],
    label: 'our insurance cover',
  },
  {
    id: 'damaged-shipments',
    phrases: [
      '(damaged|smashed|broken|crushed|lost|stolen) (in (transit|the mail)|package|parcel|shipment|box|delivery)',
      '(package|parcel|shipment|box) ~5 (arrived|showed up|came|got|was) (damaged|smashed|broken|crushed)',
      '(package|parcel|shipment) [was|got] (lost|stolen)',
    ],
    label: 'damaged or lost shipments (they are between you, your vendor and the carrier)',
  },
  {
    id: 'change-history',
    phrases: [
      '(log|history|record) of (every|all|each) (stock|inventory|price|quantity) (change|changes|update|updates)',
      'audit (log|logs|trail|trails)',
      '(stock|inventory|price) [change] (history|historys|log|logs)',
    ],
    label: 'a downloadable history of stock and price changes',
  },
  {
    id: 'age-verification',
    phrases: [
      'age (verification|verify|check|gate|gating)',
      "verify [the] [(customer|customers|customer'|customer's)] age",
    ],
    label: 'age verification at checkout',
  },
  {
    id: 'metafields',
    phrases: ['(metafield|metafields)', 'meta (field|fields)'],
    // Metafields asked about with images, titles or descriptions ask what syncs, which the site
    // answers.
    unless: ['(image|images|photo|photos|title|titles|description|descriptions)'],
    label: 'syncing into Shopify metafields',
  },
  {
    id: 'brand-retailers',
    phrases: [
      '(see|list|know|tell us) (which|what|who) (retailers|stores|merchants|shops) [are] (sell|selling|carry|carrying|sync|syncing|use|using|list|listing)',
    ],
    label: 'showing a brand which retailers carry its products',
  },
  {
    id: 'product-archiving',
    phrases: [
      'discontinu* ... (draft|archive|archiving|archived|unpublish*|hide|hidden)',
      '(autoarchiv*|auto-archiv*|auto archiv*|automatically archiv*)',
    ],
    label: 'archiving or drafting discontinued products automatically',
  },
  {
    id: 'scheduled-sales',
    phrases: [
      '(sale|promo|promotional) (price|prices) ~6 [then|and then] (go|goes|revert|reverts|switch|switches) back',
      '(timed|temporary) (sale|sales|discount|discounts|markdown|markdowns)',
    ],
    // Up to three words, percentages among them ("20% off"), between "schedule" and the sale.
    pattern: String.raw`\bschedul\w* (?:an? |the )?(?:[\w%]+ ){0,3}(?:sales?|sale prices?|discounts?|promotions?|markdowns?)\b`,
    label: 'scheduled sale prices',
  },
  {
    id: 'order-export',
    phrases: [
      'export* [the|my|our|all] (order|order tab|order list|order history|orders|orders tab|orders list|orders history) ... (excel|csv|spreadsheet|xlsx)',
      'export* [the|my|our] (order|orders) (to|as|into) (excel|csv|a spreadsheet|xlsx)',
    ],
    unless: ['(vendor|vendors) (send|sends|export|exports)'],
    label: 'exporting orders to a spreadsheet',
  },
  {
    id: 'account-password',
    phrases: [
      "(forgot|forgotten|lost|(cant|can't) remember) ... password",
      'reset* [my|the|our] (vendorhub|dashboard) [login|account] password',
      'password reset (link|email)',
    ],
    unless: ['shopify', "(vendor|vendor's|supplier|supplier's|ftp|portal|distributor)"],
    label: 'resetting the password of your VendorHub login',
  },
  {
    id: 'ssh-keys',
    phrases: ['ssh (key|keys)', '(key-based|key based) (auth*|login)', 'public key auth*'],
    label: 'SFTP with SSH keys',
  },
  {
    id: 'maintenance-windows',
    phrases: [
      '(maintenance|downtime) (window|windows)',
      'scheduled (maintenance|downtime)',
      'planned (maintenance|downtime)',
    ],
    label: 'maintenance windows',
  },
  {
    id: 'shopify-markets',
    phrases: [
      'shopify (market|markets)',
      '(market-specific|market specific) (price|prices)',
      '[different] (price|prices) (per|for each|in each) (country|market|currency)',
      '(per|each) shopify market',
    ],
    label: 'Shopify Markets and prices per country',
  },
  {
    // The FAQ says our own prices are in US dollars; converting the vendor's prices is not
    // mentioned.
    id: 'currency-conversion',
    phrases: [
      'convert* ~5 (into|to|in) (cad|usd|eur|gbp|aud|nzd|euro|euros|dollar|dollars|pound|pounds|canadian|australian|~1-1 currenc*)',
      'currency conversion',
      'exchange (rate|rates)',
    ],
    label: 'converting prices between currencies',
  },
  {
    id: 'shipping-apps',
    phrases: ['shipstation', 'shippo', 'easyship', 'shipengine'],
    label: 'ShipStation and other shipping apps',
  },
  {
    id: 'order-count-reset',
    phrases: [
      '(order|orders) (count|counts|counter|counters|limit|limits|total|totals) (reset|resets)',
      '(reset|resets) (on|at) [the] (1st|first)',
      '(when|what day) (does|do) [the|my] [monthly] [order] (count|counter|limit) reset',
    ],
    label: 'the day the monthly order count starts again',
  },
  {
    id: 'fee-passthrough',
    // A hyphenated word may name the fee ("drop-ship fee").
    pattern: String.raw`\b(?:add|pass|put|charge) (?:that|the|this|their|a) (?:[\w-]+ )?fee (?:on )?to (?:the|my|our) customers?\b|\b(?:add|pass) (?:on )?(?:a |the )?(?:[\w-]+ )?fee (?:to|at) (?:checkout|the customer)\b`,
    label: "passing a vendor's fee on to your customers at checkout",
  },
  {
    id: 'shopify-partner',
    phrases: ['[official] shopify (partner|partners)', 'owned by shopify', 'part of shopify'],
    label: 'whether we are a Shopify partner',
  },
  {
    id: 'customer-price-tiers',
    phrases: [
      '(wholesale|b2b|trade|vip) (customer|customers|buyer|buyers|client|clients|account|accounts) ~4 (price|prices|pricing|tier|tiers|discount)',
      '(customer-specific|customer specific) (price|prices)',
      'price (tier|tiers|level|levels|list|lists) (for|per) (customer|customers|customer (group|groups))',
    ],
    label: 'different prices for different customer groups',
  },
  {
    id: 'shipping-in-price',
    phrases: [
      '(add*|include*|build*|bake*|fold*) [the] shipping (cost|costs|fee|fees|charge|charges)',
      'shipping (cost|costs|fee|fees) ~3 (into|in) [the|my|our] (price|prices)',
    ],
    label: 'adding shipping costs into prices',
  },
  {
    id: 'tax-forms',
    phrases: ['(w9|w-9)', '(w8|w-8|w8 |w-8 )ben[-e]', '1099', 'tax (id|form|forms|certificate)'],
    label: 'tax forms such as a W-9',
  },
  {
    id: 'account-transfer',
    phrases: [
      'transfer* [the|our|my] [vendorhub] (account|subscription)',
      '(sold|selling|sell) (the|our|my) (business|company|store|shop) ... (account|transfer|new (owner|owners))',
      'new (owner|owners)',
    ],
    label: 'moving an account to new owners',
  },
  {
    id: 'pause-account',
    phrases: [
      'paus* [the|my|our] [vendorhub] (account|subscription|plan|billing)',
      '(account|subscription) on hold',
      'freeze [the|my|our] (account|subscription)',
    ],
    label: 'pausing an account',
  },
  {
    id: 'undo-sync',
    phrases: [
      '(can|could|how do|how can) (i|we|you) ~1 undo',
      'undo [the|a|that|last] sync',
      '(roll|rolled|rolling) [it|them|everything] back',
      'rollback',
    ],
    label: 'undoing a sync',
  },
  {
    id: 'reports',
    phrases: [
      '(download*|export*) [(a|an)] [csv|excel|pdf] (report|reports)',
      '(csv|excel|pdf) (report|reports)',
    ],
    label: 'downloadable reports',
  },
  {
    id: 'shopify-customers',
    phrases: [
      'merg* [duplicate] (customer|customer account|customer accounts|customers|customers account|customers accounts)',
      'customer (account|accounts) in shopify',
    ],
    label: "managing your Shopify customers (that's done in Shopify)",
  },
  {
    id: 'vendor-outage',
    phrases: [
      "(vendor|supplier|distributor)['|s|'s] [own] [ftp|sftp|api|web] (server|site|portal|api|system|webserver|website|webportal|webapi|websystem) [is|has been|was|went] (down|offline)",
    ],
    // Whose problem an outage of Shopify or a vendor is, is in the terms.
    unless: ['shopify', '(your|whose) (problem|fault|responsibility)'],
    label: "a vendor's own systems being down",
  },
  {
    id: 'shopify-notifications',
    phrases: [
      '(change|edit|customise|customize|reword)* [the] (wording|text|template|look|content) of [the] (shipping|order|fulfilment|fulfillment) [confirmation] (email|emails)',
      '(shipping|order) confirmation [email] (template|templates)',
    ],
    label:
      "Shopify's notification emails (they are edited in Shopify under Settings > Notifications)",
  },
  {
    id: 'packing-slips',
    phrases: ['packing (slip|slips)', 'blind (dropship*|drop ship*|shipping)'],
    label: 'packing slips',
  },
  {
    id: 'vendor-payments',
    phrases: [
      'pay [the|my|our] (vendor|vendors|supplier|suppliers|distributor|distributors) (for|automatically|directly)',
      '(vendorhub|you) pay [the|my|our] (vendor|vendors|supplier|suppliers|distributor|distributors)',
      "(pay|paying) (their|the (vendor|vendors|vendor'|vendor's)|the (supplier|suppliers|supplier'|supplier's)) (invoice|invoices)",
    ],
    label: 'paying your vendors',
  },
  {
    id: 'order-cancellations',
    phrases: ['customer cancel*', 'order [is|gets|was] (canceled|cancelled)'],
    // Cancelling an order, but not the "order limit" of a plan: a lookahead.
    pattern: String.raw`\bcancel\w* (?:the |an |that |my |a )?(?:customer'?s? )?orders?\b(?! limit)`,
    label: 'cancelling an order with the vendor',
  },
  {
    id: 'multiple-tracking',
    phrases: ['(two|2|multiple|several|different) [different] tracking numbers'],
    label: 'several tracking numbers for one order',
  },
  {
    id: 'customer-returns',
    phrases: [
      '[customer|product] (return|returns) ... (vendor|supplier|process|handle|authorisation|authorization|rma)',
      '(handle|handles|handling|process|processes) [the|a|customer] (return|returns)',
      'rma',
      'return (authorisation|authorization)',
    ],
    // "returns" as the verb APIs and tools use; a customer returning a product is a return.
    unless: ['returns (the|a|an|its|their|every|all)', '(api|endpoint|patch|http)'],
    // "returns" followed by a number is what an API returns ("returns 404").
    unlessPattern: String.raw`\breturns \d+\b`,
    label: 'handling customer returns',
  },
];
