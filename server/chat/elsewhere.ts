/**
 * Questions about running a shop that VendorHub does not do and the site does
 * not cover: payments, carriers and postage, sales tax, the shop's own
 * policies, design and marketing, finding suppliers, moving from another
 * platform. Visitors ask the help bot about them because they sit next to
 * what VendorHub does, and they share its words ("Basic", "fee", "orders",
 * "store"), so retrieval alone answers them with a confident wrong passage.
 *
 * Each topic says plainly that it is not ours, in one or two sentences that
 * are true of VendorHub, and where the visitor should look instead. A topic
 * matches a phrase, never a single common word: "shipping options at
 * checkout" and "tracking numbers" are VendorHub questions, "UPS or FedEx" is
 * not.
 */

import { isStopword, words } from './text.ts';

interface PhraseTopic {
  id: string;
  /** Matched against the question as typed, lower-cased. */
  pattern: RegExp;
  /** A question that also matches this is about VendorHub after all ("do you accept PayPal?"). */
  unless?: RegExp;
}

export interface ElsewhereTopic extends PhraseTopic {
  /** Says it is not ours, and where to look instead. */
  reply: string;
}

export interface UnlistedTopic extends PhraseTopic {
  /** What the visitor asked for, as the reply names it ('a mobile app'). */
  label: string;
}

const CARRIERS = String.raw`(?:(?<!\b(?:follow|set|sign|pop|mark|start|mock|back|look|line|pick|clean|warm|make) )ups|fedex|usps|dhl|canada post|royal mail|australia post|purolator)`;
const OTHER_PLATFORMS = String.raw`(?:magento|woocommerce|woo commerce|bigcommerce|wix|squarespace|prestashop|opencart|volusion)`;
const SOURCES = String.raw`(?:3pls?|warehouses?|wholesalers?|manufacturers?|dropshippers?|suppliers?|couriers?|accountants?)`;
/** Asking about VendorHub itself: its own fees, billing and checkout. */
/** What VendorHub does instead, said in the replies about payments. */
const WHAT_WE_SYNC =
  "VendorHub keeps your vendors' products, stock, prices and orders in sync with your store.";
const ABOUT_US = /\b(?:you|your|vendorhub|subscription|subscribe|plan for me)\b/;

export const elsewhereTopics: ElsewhereTopic[] = [
  {
    id: 'payments',
    pattern:
      /\bshopify payments\b|\btransaction fees?\b|\bpayment gateways?\b|\b(?:stripe|paypal|klarna|afterpay|apple pay|google pay)\b|\bchargebacks?\b/,
    // "Can we pay with PayPal?" asks how to pay VendorHub.
    unless: new RegExp(
      String.raw`${ABOUT_US.source}|\b(?:can|could|may) (?:i|we) pay\b|\b(?:i|we) (?:pay|paying) (?:by|with|via)\b`,
    ),
    reply: `VendorHub doesn't handle your customers' payments: Shopify and your payment provider do, and they set the transaction fees. ${WHAT_WE_SYNC} Shopify's help center covers payment setup and fees.`,
  },
  {
    // Never ours, whoever is asked: "can you get my payouts released?"
    id: 'payouts',
    pattern: /\b(?:shopify )?payouts?\b|\brefund (?:a|the|my|our) (?:customer|shopper|buyer)s?\b/,
    reply: `VendorHub doesn't handle your customers' payments, payouts or refunds: Shopify and your payment provider do. ${WHAT_WE_SYNC} Shopify's help center covers payouts and refunds.`,
  },
  {
    id: 'shopify-plan',
    pattern:
      /\b(?:upgrade|downgrade|switch|change|cancel|how much|price|cost|costs)\b.*\b(?:(?:basic|advanced) shopify|shopify plus)\b(?!.*\b(?:vendors?|stores?|products?|orders?)\b)|\bshopify(?:'s)? (?:own )?(?:subscription|bill|billing|invoice)\b|\bshopify(?:'s)? (?:own )?plans? (?:price|prices|cost|costs|fee|fees)\b|\bshopify itself\b.*\b(?:cost|costs|price|fee|fees)\b|\b(?:cost|costs|price|fee|fees) (?:of|for) shopify itself\b|\bshopify(?:'s)? own (?:basic |advanced |plus )?(?:plans?|subscription)\b|\bhow much (?:does|do|will) shopify (?:itself )?(?:charge|cost)\b|\bhow much is shopify itself\b|\bshopify\b.*\b(?:their|its) own (?:basic |advanced |plus )?(?:plans?|subscription)\b|\b(?:(?:basic|advanced) shopify|shopify plus)\b(?!.*\b(?:vendors?|stores?|products?|orders?|premium|enterprise|plans?)\b).*\b(?:cost|costs|price|prices|charge|charges)\b/,
    // "…on top of your price" compares with ours; Shopify "itself" or "its own" is still Shopify's.
    unless:
      /^(?!.*\bshopify(?:'s)? (?:itself|own)\b|.*\b(?:their|its) own\b).*\b(?:locations?|vendorhub|you|your)\b/,
    reply:
      "Your Shopify plan and its bill are between you and Shopify: you change them in your Shopify admin under Settings > Plan. VendorHub's own plans and prices are on our [pricing page](/pricing).",
  },
  {
    id: 'carriers',
    pattern: new RegExp(
      String.raw`\b${CARRIERS}\b|\bshipping (?:labels?|insurance|carriers?)\b|\bpostage\b|\bsend (?:a|one|my|our) (?:package|parcel)s?\b|\b(?:cheapest|cheaper|best) (?:carrier|courier|shipping company)\b|\bcarriers?\b.*\b(?:cheap|cheaper|cheapest|rates?|quotes?)\b`,
    ),
    reply:
      "VendorHub doesn't buy postage, print labels or compare carriers: your vendors ship their orders, and VendorHub brings their tracking numbers back to Shopify. Carrier rates and labels are set up in Shopify or with your carrier.",
  },
  {
    id: 'sales-tax',
    pattern:
      /\b(?:file|filing|collect|collecting|remit|remitting|calculate|calculating)\b.*\b(?:sales tax|vat|gst|taxes)\b|\b(?:sales tax|vat|gst) (?:returns?|filing|nexus|registration|on (?:my|our) (?:customers|orders|sales))\b|\btax nexus\b|\b(?:sales tax|vat|gst)\b.*\b(?:for|to|from) (?:my|our) (?:shoppers|customers|buyers)\b/,
    reply:
      "VendorHub doesn't calculate, collect or file sales tax on your store's orders: that is set up in Shopify's tax settings, and an accountant can advise on what you owe. (Only VendorHub's own subscription has tax added at checkout.)",
  },
  {
    id: 'store-policies',
    pattern:
      /\b(?:write|draft|create|make)\b.*\b(?:return|returns|refund|shipping)(?: and \w+)? polic(?:y|ies)\b|\b(?:my|our) (?:store'?s?|shop'?s?) (?:return|refund|shipping) polic(?:y|ies)\b/,
    reply:
      "VendorHub doesn't write your store's policies: return, refund and shipping policies are yours to set, and Shopify has templates for them under Settings > Policies.",
  },
  {
    id: 'design-marketing',
    pattern:
      /\bthemes?\b|\bstore design\b|\bdesign (?:my|our) (?:store|shop|site)\b|\b(?:google|facebook|meta|instagram|tiktok) ads\b|\bemail marketing\b|\bmarketing e-?mails?\b|\bklaviyo\b|\bmailchimp\b|\bblog (?:posts?|articles?)\b|\b(?:product |customer )?reviews? (?:apps?|widgets?)\b|\b(?:import|pull|sync|show|display|copy) (?:my |our |the )?(?:amazon |customer |product |star )?reviews\b/,
    reply:
      "VendorHub doesn't design stores or run marketing: themes, product reviews, ads, blog posts and email campaigns are set up in Shopify and its marketing apps. VendorHub keeps the products they sell stocked and priced.",
  },
  {
    id: 'sourcing',
    pattern: new RegExp(
      String.raw`\b(?:recommend|suggest)\b.*\b${SOURCES}\b|\b(?:find|looking for|need|know)\b (?:me )?(?:(?:a|an|some|any|good|reliable|new|cheap|decent) )+(?:\w+ )?${SOURCES}\b(?! ?(?:'s|sku|skus|part|code|number|name|field|id)\b)`,
    ),
    unless: /\b(?:catalog|catalogue|your list|connect|integrat\w*|supported|support)\b/,
    reply:
      "We don't recommend or find suppliers, warehouses or 3PLs: VendorHub connects the ones you already work with. If yours isn't in our catalogue, ask for it with the [vendor request form](/custom-integrations).",
  },
  {
    id: 'point-of-sale',
    pattern:
      /\b(?:square|clover|lightspeed|toast|vend) (?:pos|point of sale)\b|\bpos (?:systems?|hardware|terminals?|registers?)\b|\bpoint of sale (?:systems?|hardware)\b|\b(?:barcode|bar code) (?:scanners?|readers?|printers?)\b|\b(?:label|receipt) printers?\b|\bcard readers?\b|\bcash registers?\b/,
    reply:
      "VendorHub doesn't connect to point-of-sale systems or sell hardware: it syncs your vendors with your Shopify store online. Scanners, printers and in-store sales are set up in Shopify POS or your point-of-sale system.",
  },
  {
    id: 'legal-advice',
    pattern:
      /\blegal advice\b|\blegally (?:enforceable|binding|required|allowed|obliged)\b|\benforceable\b|\blawsuits?\b|\bantitrust\b/,
    unless: /\b(?:you|your|vendorhub'?s?|terms|dpa|data processing|gdpr)\b/,
    reply:
      "We can't give legal advice: what an agreement with a supplier or a law requires of you is a question for a lawyer. What VendorHub does is apply the MAP and MSRP rules you set to every price it syncs.",
  },
  {
    id: 'shop-staff',
    pattern:
      /\b(?:hire|hiring|recruit|recruiting)\b.*\b(?:packers?|pickers?|staff|employees?|virtual assistants?|freelancers?|workers?|warehouse help)\b/,
    unless: /\b(?:are you|is vendorhub|you're|your (?:team|company|jobs?|positions?|roles?))\b/,
    reply:
      "We can't help with hiring for your shop: VendorHub connects your store with its vendors. If you'd like to work at VendorHub, our open positions are on the [careers page](/careers).",
  },
  {
    id: 'photography',
    pattern:
      /\bphotograph(?:ing|y|er|ers)\b|\bphoto ?shoots?\b|\b(?:take|taking|shoot|shooting) (?:better |good |nice )?(?:product )?(?:photos|pictures|pics)\b/,
    reply:
      "VendorHub doesn't take or edit photos: it brings the images in your vendors' catalogs into your store with their products. For your own product photos, a product photographer or Shopify's guides on product photography can help.",
  },
  {
    id: 'insurance',
    pattern:
      /\b(?:business|liability|product liability|general liability|commercial|cargo|health) insurance\b|\binsurance (?:policy|policies|cover|coverage|broker|quote)s?\b|\binsurance covers?\b/,
    reply:
      "We can't advise on insurance: an insurance broker can tell you what covers your business. VendorHub connects your store with its vendors and keeps products, stock, prices and orders in sync.",
  },
  {
    id: 'marketplace-account',
    pattern:
      /\b(?:amazon|ebay|walmart|etsy)(?: seller)? account\b.*\b(?:suspend\w*|banned|blocked|deactivat\w*|appeal\w*|reinstat\w*)|\b(?:suspend\w*|banned|deactivat\w*|reinstat\w*)\b.*\b(?:amazon|ebay|walmart|etsy)(?: seller)? account\b/,
    reply:
      "We can't help with a marketplace account: suspensions and appeals are between you and the marketplace, through its seller support. VendorHub connects your Shopify store with its vendors.",
  },
  {
    // VendorHub routes orders to Amazon MCF; what Amazon charges for it is Amazon's.
    id: 'marketplace-fees',
    pattern:
      /\b(?:amazon|ebay|walmart|etsy)(?:'?s)? (?:own )?(?:fees?|seller fees?|fulfill?ment fees?|mcf fees?|fba fees?|commissions?)\b|\b(?:mcf|fba|multi[- ]channel fulfill?ment) (?:fees?|costs?|rates?|pricing)\b|\bfees? (?:for|of) (?:amazon(?:'?s)? )?(?:mcf|fba|multi[- ]channel fulfill?ment)\b|\b(?:amazon|ebay|walmart|etsy) charges?\b.*\b(?:mcf|fba|multi[- ]channel fulfill?ment)\b/,
    // VendorHub's own setup fee for the integration is ours to answer.
    unless: /\b(?:you|your|vendorhub|subscription|setup|set-up|integrations?|connect\w*)\b/,
    reply:
      "Amazon sets and bills its own fees for Multi-Channel Fulfillment, and Seller Central lists them. VendorHub's part is routing your Shopify orders to Amazon MCF and bringing the tracking numbers back: see [Amazon MCF](/vendors/amazon).",
  },
  {
    id: 'vendor-terms',
    pattern:
      /\bwholesale (?:discounts?|terms|accounts?|applications?|prices?|costs?)\b|\b(?:planning|plan) (?:another|a|any) (?:price )?(?:increase|rise|hike)\b|\bdrop[- ]?ship(?:ping)? fees?\b|\bmap (?:percentage|percent)\b|\bminimum (?:wholesale |opening |first )?orders?(?: amounts?)?\b|\b(?:order minimum|moq)s?\b|\bdealer (?:applications?|accounts?|pricing|terms|discounts?)\b|\bnet[- ]?(?:30|60)\b|\breturn polic(?:y|ies)\b|\btakes? returns\b|\bwarrant(?:y|ies)\b/,
    unless:
      /\b(?:vendorhub|your (?:plans?|pricing|prices|fees?|return polic(?:y|ies)|warrant(?:y|ies)))\b/,
    reply:
      "Wholesale prices and discounts, order minimums, returns, warranties and MAP policies are each vendor's own terms, so your rep or the vendor's dealer team can tell you. What VendorHub does is sync the vendor's cost to your store and apply the MAP and MSRP rules you set to every price.",
  },
  {
    // "How many days does Maxim take to deliver?", "Nora's MAP policy on recessed trims",
    // "where is Quorum headquartered?", "how many days does nora usually take to ship an
    // order": the vendor's own business, whatever vendor is named.
    id: 'vendor-business',
    pattern:
      /\b(?:headquarter\w*|hq)\b|\b(?:how (?:long|many days)|days) (?:does|do|will) [\w' ]{2,30}? (?:usually |normally |typically )?take to ship\b|\b(?:vendor|supplier|their)'?s? (?:handling|lead|dispatch) times?\b|\b(?:take|takes|need|needs) to deliver\b|\bdeliver(?:y|ies)? (?:times?|days|speeds?)\b|\bshipping (?:times?|speeds?)\b|\bcharge (?:me|us) for shipping\b|\b(?:unbranded|discreet|blind|plain) (?:\w+ )?(?:packaging|packages|parcels|boxes)\b|\bmap polic(?:y|ies) (?:on|for|of|lets?|allows?|says?|is|are)\b|\bmap (?:that|which) (?:\w+ ){1,3}sets?\b|\brep(?:resentative)?'?s? (?:phone|number|email|contact)\b|\b(?:phone|number|email|contact) (?:number )?(?:of|for) (?:my|our|the) (?:\w+ ){0,3}(?:sales )?rep(?:resentative)?\b/,
    // VendorHub's own office, and the MAP rules VendorHub applies, are ours.
    unless:
      /\b(?:vendorhub|your|you guys|enforc\w*|respect\w*|honou?r\w*|break\w*|violat\w*|breach\w*)\b|\byou (?:enforce|apply|handle|follow)\b/,
    reply:
      "That is the vendor's own business: its shipping charges and delivery times, its MAP policy, where it is based and who your rep is are for the vendor or your rep to tell you. VendorHub's part is syncing the vendor's products, stock and prices to your store and sending it your orders; each vendor's page under [Vendor integrations](/vendor-integrations) says how.",
  },
  {
    id: 'migration',
    pattern: new RegExp(
      String.raw`\b(?:import|migrate|move|transfer|export)\b.*\b(?:customers?|customer list|order history|orders history|reviews|blog)\b.*\b${OTHER_PLATFORMS}\b|\b(?:import|migrate|move|transfer)\b.*\bfrom ${OTHER_PLATFORMS}\b.*\b(?:customers?|reviews|blog|theme|store|shop|site)\b`,
    ),
    reply:
      "VendorHub doesn't move stores between platforms: it works with Shopify only and syncs your vendors' products, stock, prices and orders. Shopify's store migration tools, or an import app, move customers and orders from another platform.",
  },
];

/**
 * Things visitors ask VendorHub for that the site never mentions: it neither
 * offers them nor rules them out, so the bot says it has nothing on them and
 * hands over to the team rather than guessing. Each recurred in questions
 * written blind; retrieval met their everyday words ("program", "app",
 * "alert") in unrelated passages.
 */
export const unlistedTopics: UnlistedTopic[] = [
  {
    id: 'affiliate',
    pattern:
      /\baffiliate\b|\breferral\b|\b(?:merchants?|stores?|shops?|customers?) (?:i|we) refer\b|\bfor referring\b|\brefer(?:ring)? (?:other |more )?(?:merchants|stores|shops|friends|clients|customers)\b.*\b(?:commission|reward|bonus|paid|earn)|\bcommission for referr|\bcommission\b.*\brefer|\bwhat commission\b|\brefer(?:ring)? (?:other |more )?(?:shop |store )?owners\b|\bsend (?:other |more )?(?:merchants|stores|shops|store owners|sellers|clients|customers|business) your way\b/,
    label: 'an affiliate or referral program',
  },
  {
    id: 'promo-codes',
    pattern:
      /\b(?:promo|promotion(?:al)?|coupon|discount|voucher) codes?\b|\bcoupons?\b|\bblack friday (?:deal|promo|discount|sale|offer)s?\b/,
    unless: /\b(?:my|our) (?:customers|store|shop|checkout)\b/,
    label: 'promo codes or coupons for VendorHub',
  },
  {
    id: 'lifetime-deal',
    pattern: /\blifetime (?:deal|plan|licen[cs]e|access|subscription)\b/,
    label: 'a lifetime deal',
  },
  {
    id: 'special-discounts',
    pattern:
      /\b(?:nonprofits?|non-profits?|charit(?:y|ies)|ngos?|students?|educational|startups?) (?:discount|pricing|price|rate|plan)s?\b|\b(?:nonprofits?|non-profits?|charities|ngos)\b.*\b(?:discount|\d+% off|cheaper|reduced)|\bdiscounts? (?:for|to) (?:[\w-]+ )?(?:nonprofits?|non-profits?|charit(?:y|ies)|ngos?|students?|education|startups?)\b/,
    label: 'discounts for nonprofits, education or startups',
  },
  {
    id: 'multi-year',
    pattern:
      /\b(?:multi[- ]?year|(?:two|three|four|five|2|3|4|5)[- ]years?)\b.*\b(?:discount|cheaper|deal|prepay\w*)\b|\b(?:discount|cheaper|deal)\b.*\b(?:multi[- ]?year|(?:two|three|four|five|2|3|4|5) years)\b/,
    label: 'discounts for paying more than a year ahead',
  },
  {
    id: 'white-label',
    pattern:
      /\bwhite[- ]?label(?:ed|led|ing)?\b|\bresell(?:ing)? (?:vendorhub|your (?:app|tool|software|service|platform))\b|\breseller (?:program|plan|account|margin|discount)s?\b|\bresellers? get\b/,
    label: 'a white-label or reseller program',
  },
  {
    id: 'mobile-app',
    pattern:
      /\b(?:iphone|ipad|android|ios|mobile|phone) app\b|\bapp for (?:iphone|android|ios|my phone)\b|\bapp store\b|\bgoogle play\b/,
    label: 'a mobile app',
  },
  {
    id: 'alerts',
    pattern:
      /\b(?:email|e-mail|text|sms|slack|push) (?:alerts?|notifications?)\b|\b(?:text messages?|sms)\b.*\b(?:when|whenever|if)\b|\b(?:alert|notify|text|email|message) me (?:when|if|as soon)\b|\b(?:slack|teams) (?:channel|alerts?|notifications?)\b|\blow[- ]stock (?:alerts?|emails?|notifications?)\b/,
    // "Our client secret leaked in a Slack channel" is about the secret.
    unless:
      /\b(?:order )?limit\b|\b(?:secret|token|api key|password|leak(?:ed|s)?|pasted|posted)\b/,
    label: 'alerts by email, text or chat apps',
  },
  {
    id: 'languages',
    pattern:
      /\b(?:in|into|to) (?:french|spanish|german|italian|portuguese|dutch|polish|chinese|japanese|korean|arabic|hindi)\b|\btranslat\w*\b|\bmultilingual\b|\bother languages?\b|\bdashboard in \w+ish\b/,
    label: 'other languages or translation',
  },
  {
    id: 'accounting',
    pattern:
      /\b(?:quickbooks|xero|freshbooks|sage accounting|wave accounting)\b|\baccounting (?:software|system|tool|app|package)s?\b|\bbookkeeping\b|\b(?:do|does|handle|handles) (?:my|our|the) (?:accounting|books|taxes)\b/,
    label: 'a connection to accounting software',
  },
  {
    id: 'two-factor',
    pattern:
      /\b(?:two|2)[- ]factor\b|\b2fa\b|\b2-step\b|\btwo[- ]step (?:login|verification|sign)\b|\bmfa\b|\bmulti[- ]factor\b/,
    label: 'two-factor sign-in for VendorHub accounts',
  },
  {
    // The site's webhooks are Shopify's, telling VendorHub about store changes ('By webhook').
    id: 'outbound-webhooks',
    pattern:
      /\b(?:outbound|outgoing|custom) webhooks?\b|\b(?:our|my) own (?:webhook|endpoint)\b|\bwebhooks? (?:to|into|on|at) (?:our|my)\b|\b(?:register|add|set up|configure) (?:a |an |our |my )?webhooks?\b|\bwebhooks? (?:i|we) (?:can )?subscribe\b|\bsubscribe to (?:a |an |your )?webhooks?\b|\bwebhooks? (?:that|which) (?:fires?|triggers?|notif(?:y|ies))\b/,
    label: 'webhooks that notify your own systems',
  },
  {
    id: 'sandbox',
    pattern:
      /\bsandbox\b|\b(?:test|testing|staging|demo|dev) (?:environment|instance|account|api|credentials)\b/,
    label: 'a sandbox or test environment',
  },
  {
    id: 'ip-allowlist',
    pattern:
      /\b(?:static|fixed|egress|outbound) ip(?: address)?s?\b|\bip (?:addresses? )?(?:to )?(?:whitelist|allowlist)\b|\b(?:whitelist|allowlist) (?:your|the) ips?\b|\bwhich ip(?: address)?s?\b|\bip (?:address(?:es)?|ranges?) (?:do|does|will) (?:you|your|vendorhub)\b/,
    label: 'the IP addresses VendorHub connects from',
  },
  {
    id: 'shopping-feeds',
    pattern:
      /\bmerchant center\b|\bgoogle shopping\b|\bshopping (?:ads|feed)\b|\bproduct feeds? (?:to|for) (?:google|facebook|meta)\b/,
    label: 'product feeds for Google Shopping or other ad channels',
  },
  {
    id: 'single-sign-on',
    pattern: /\bsso\b|\bsaml\b|\bsingle sign[- ]?on\b|\bokta\b|\bazure ad\b|\bscim\b/,
    label: 'single sign-on (SSO) for VendorHub accounts',
  },
  {
    id: 'salary',
    pattern:
      /\bsalar(?:y|ies)\b|\bpay (?:range|band|scale)\b|\bcompensation\b|\bhow much (?:does|do|will) (?:the |this |that )?(?:\w+ )*(?:job|role|position) pay\b/,
    label: 'the salaries of our open positions',
  },
  {
    id: 'payment-methods',
    pattern:
      /\b(?:wire|bank) transfers?\b|\bpay (?:by|with|via) (?:invoice|check|cheque|bitcoin|crypto|ach|bank|paypal)\b|\b(?:take|accept)s? paypal\b|\b(?:pay|paying) (?:by|with|via|in) (?:bitcoin|crypto(?:currency)?)\b|\bpurchase orders?\b/,
    label: 'paying VendorHub by PayPal, bank transfer, invoice or crypto',
  },
  {
    id: 'status-page',
    pattern: /\bstatus page\b|\buptime (?:page|monitor|dashboard)\b/,
    label: 'a public status page',
  },
  {
    id: 'payment-processor',
    pattern:
      /\b(?:payment|card) (?:processor|provider|gateway)\b.*\b(?:which|what|who|is it|stripe|braintree|paddle)\b|\b(?:which|what|who)(?: \w+){0,3} (?:payment|card) (?:processor|provider|gateway)\b|\b(?:stripe|braintree|paddle|chargebee)\b/,
    unless: /\bshopify payments\b|\b(?:my|our) (?:customers|shoppers|checkout|store)\b/,
    label:
      'which company processes card payments for us (the privacy policy says only that our payment provider handles them, and that we never store full card numbers)',
  },
  {
    id: 'security-incidents',
    pattern:
      /\bsecurity incidents?\b|\bdata (?:breach|breaches|leak|leaks)\b|\b(?:ever )?been (?:hacked|breached)\b|\bbreach history\b/,
    label: 'past security incidents',
  },
  {
    id: 'hiring-process',
    pattern:
      /\binterview(?:s|ing)? (?:process|rounds?|stages?|steps?|questions?)\b|\b(?:rounds?|stages?) of interviews?\b|\b(?:hiring|recruiting|recruitment) process\b/,
    label: 'how our interviews run',
  },
  {
    id: 'company-finances',
    pattern:
      /\bpublicly traded\b|\bipo\b|\b(?:your|vendorhub'?s|the company'?s) (?:\w+ )?(?:revenue|funding|investors?|valuation|profits?)\b|\b(?:vc|venture)[- ]backed\b|\bbootstrapped\b|\bwho (?:are|is) (?:your|the) investors?\b|\braised (?:any )?(?:money|funding|a round)\b|\b(?:are you|is vendorhub) (?:\w+ )?profitable\b|\bprofitability\b|\b(?:you(?:'ll| will)?|vendorhub(?: will)?) (?:go|goes) (?:under|out of business|bust|bankrupt)\b|\bhow much (?:funding|money|capital) (?:have|has|did) (?:you|vendorhub)\b/,
    label: "the company's finances and investors",
  },
  {
    id: 'competitor-repricing',
    pattern:
      /\brepric(?:e|es|ing|er)\b|\bcompetitors?'? (?:prices?|pricing)\b|\bwhat (?:my |our )?competitors (?:charge|sell|ask)\b|\b(?:match|beat|undercut)(?:es|ing)? (?:my |our )?competitors?\b/,
    label: 'pricing against what competitors charge',
  },
  {
    id: 'team-seats',
    pattern:
      /\b(?:coworkers?|co-workers?|colleagues?|teammates?|team members?|employees?|another user|more users|additional users?|multiple users|user seats?)\b.*\b(?:own login|own account|log ?ins?|access to (?:our|my|the) (?:vendorhub )?account|seats?)\b|\b(?:add|invite) (?:a |another |more )?(?:users?|team members?|coworkers?|colleagues?)\b/,
    unless: /\bshopify\b|\bapps?\b/,
    label: 'adding users to your VendorHub account',
  },
  {
    id: 'price-endings',
    pattern: /\b(?:end|ending|ends) (?:in|with|on) (?:\.|0\.)?(?:99|95|49)\b|\bcharm pricing\b/,
    // Rounding to the cent is in the pricing guide; a chosen ending is not.
    label: 'rounding prices to endings such as .99',
  },
  {
    id: 'token-scopes',
    pattern:
      /\b(?:read[- ]only|scoped|limited|restricted) (?:api )?(?:tokens?|keys?)\b|\b(?:tokens?|keys?) (?:to|as) read[- ]only\b|\bscope (?:an? |the |our )?(?:api )?(?:tokens?|keys?)\b/,
    label: 'API tokens with narrower permissions',
  },
  {
    id: 'shopify-api-version',
    pattern:
      /\b(?:admin )?api version\b.*\b(?:shopify|pinned)\b|\bshopify(?:'s)? (?:admin )?api version\b|\bpinned to\b.*\bapi\b|\bwhich (?:version of (?:the )?)?shopify (?:admin )?api\b/,
    label: "which version of Shopify's API VendorHub uses",
  },
  {
    id: 'social-profiles',
    pattern:
      /\blinked ?in\b|\b(?:twitter|instagram|facebook|tiktok) (?:profile|page|account|handle)s?\b/,
    unless: /\b(?:ads?|advertising|campaigns?|marketing|shop|store)\b/,
    label: "our team's social media profiles",
  },
  {
    id: 'trial-extension',
    pattern:
      /\bextend(?:ed)? (?:the |my |our )?(?:free )?trial\b|\btrial (?:extension|extended)\b|\btrial\b.*\bbe (?:extended|prolonged)\b|\b(?:a )?(?:second|another|new) (?:free )?trial\b/,
    label: 'extending the trial, or a second one',
  },
  {
    id: 'variant-counting',
    pattern:
      /\bvariants?\b.*\b(?:count|counts|counted)\b|\b(?:count|counts|counted) as (?:1|one|a single) product\b/,
    label: 'how variants count toward the product limit',
  },
  {
    id: 'automation-tools',
    // (Zapier and n8n are also what the low-code role works with.)
    pattern: /\bshopify flow\b/,
    label: 'building it yourself with Shopify Flow',
  },
  {
    id: 'community',
    pattern:
      /\b(?:slack|discord|facebook) (?:community|group|server)\b|\b(?:merchant|user|customer) (?:community|forum)s?\b|\bcommunity (?:forum|group)s?\b/,
    label: 'a community or forum for merchants',
  },
  {
    id: 'prescriptions',
    pattern: /\bprescriptions?\b/,
    label: 'checks for prescription products',
  },
  {
    id: 'security-testing',
    pattern:
      /\bbug bount(?:y|ies)\b|\bpen(?:etration)?[- ]tests?\b|\bpentests?\b|\bvulnerability disclosure\b/,
    label: 'a bug bounty or penetration tests',
  },
  {
    id: 'references',
    pattern:
      /\breference (?:calls?|customers?|checks?)\b|\b(?:call|speak|talk) (?:with|to) (?:one of )?(?:your |an? )?(?:existing |current )?customers?\b|\bas a reference\b/,
    label: 'calls with reference customers',
  },
  {
    id: 'payment-card',
    pattern:
      /\b(?:card|payment) (?:was |got |is |has been |keeps getting )?declined\b|\b(?:update|change|replace) (?:my |our |the )?(?:credit |debit |payment )?card\b|\bput (?:a |my |our )?new card\b|\bcard on file\b|\bdownload (?:my |our |the )?(?:past )?invoices?\b/,
    label: 'changing the card on file or a declined payment',
  },
  {
    id: 'visa',
    pattern:
      /\b(?:work )?visas?\b.*\b(?:sponsor\w*|jobs?|roles?|positions?|work)\b|\bsponsor\w* (?:a |my |our |work )?(?:visas?|permits?)\b|\bwork permits?\b|\brelocation (?:package|support|assistance|help)\b/,
    unless: /\b(?:pay|paying|card|credit|debit|mastercard|amex)\b/,
    label: 'visa sponsorship or relocation for our positions',
  },
  {
    id: 'backups',
    pattern:
      /\bbackups?\b|\bback(?:s|ed|ing)? ?up (?:my |our |the |your )?(?:data|store|products|catalog\w*)\b|\b(?:data|store|products|catalog\w*) (?:is |are |gets? )?backed up\b/,
    label: 'backups of your data',
  },
  {
    id: 'vendor-login',
    pattern:
      /\b(?:as a|we are a|we're a|i am a|i'm a) (?:vendor|supplier|distributor|brand|manufacturer|wholesaler)\b.*\b(?:login|log in|account|portal|dashboard)\b|\b(?:vendors|suppliers|distributors) (?:get|have|receive) (?:their own|an?) (?:login|log in|account|portal|dashboard)\b|\b(?:portal|login|dashboard) for (?:vendors|suppliers|distributors)\b/,
    label: 'a login for vendors themselves',
  },
  {
    id: 'fitment',
    pattern: /\bfitment\b|\byear[ ,/]+make[ ,/]+(?:and )?model\b|\bymm\b/,
    label: 'fitment data (year, make and model)',
  },
  {
    id: 'lot-tracking',
    pattern:
      /\blot (?:numbers?|tracking|codes?)\b|\bexpir(?:y|ation) dates?\b|\b(?:best|use)[- ]by dates?\b|\bbatch (?:numbers?|tracking)\b|\bserial numbers?\b/,
    // An API token's or a trial's expiry is ours.
    unless: /\b(?:tokens?|keys?|passwords?|credentials?|trial|card|api)\b/,
    label: 'lot numbers, expiry dates or serial numbers',
  },
  {
    id: 'product-research',
    pattern:
      /\btrending\b|\bproduct research\b|\bwinning products?\b|\b(?:what|which) products? (?:to|i should|we should|should i|should we) sell\b/,
    label: 'product research or trend data',
  },
  {
    id: 'price-match',
    pattern:
      /\bprice[- ]match(?:es|ing)?\b|\bmatch (?:a|their|the|our) (?:competitor'?s? |lower )?(?:quote|price|offer)\b/,
    label: 'matching a competitor’s quote',
  },
  {
    id: 'our-insurance',
    pattern:
      /\bcertificate of insurance\b|\bcyber (?:liability )?(?:insurance|coverage|cover)\b|\berrors (?:and|&) omissions\b|\be&o (?:insurance|cover|coverage)\b/,
    label: 'our insurance cover',
  },
  {
    id: 'damaged-shipments',
    pattern:
      /\b(?:damaged|smashed|broken|crushed|lost|stolen) (?:in (?:transit|the mail)|package|parcel|shipment|box|delivery)\b|\b(?:package|parcel|shipment|box) (?:\w+ ){0,5}(?:arrived|showed up|came|got|was) (?:damaged|smashed|broken|crushed)\b|\b(?:package|parcel|shipment) (?:was |got )?(?:lost|stolen)\b/,
    label: 'damaged or lost shipments (they are between you, your vendor and the carrier)',
  },
  {
    id: 'change-history',
    pattern:
      /\b(?:log|history|record) of (?:every|all|each) (?:stock|inventory|price|quantity) (?:change|update)s?\b|\baudit (?:log|trail)s?\b|\b(?:stock|inventory|price) (?:change )?(?:history|log)s?\b/,
    label: 'a downloadable history of stock and price changes',
  },
  {
    id: 'age-verification',
    pattern:
      /\bage (?:verification|verify|check|gate|gating)\b|\bverify (?:the )?(?:customer'?s? )?age\b/,
    label: 'age verification at checkout',
  },
  {
    id: 'metafields',
    pattern: /\bmetafields?\b|\bmeta fields?\b/,
    // "Do you keep metafields and images in sync?" asks what syncs, which the site answers.
    unless: /\b(?:images?|photos?|titles?|descriptions?)\b/,
    label: 'syncing into Shopify metafields',
  },
  {
    id: 'brand-retailers',
    pattern:
      /\b(?:see|list|know|tell us) (?:which|what|who) (?:retailers|stores|merchants|shops) (?:are )?(?:sell|selling|carry|carrying|sync|syncing|use|using|list|listing)\b/,
    label: 'showing a brand which retailers carry its products',
  },
  {
    id: 'product-archiving',
    pattern:
      /\bdiscontinu\w*\b.*\b(?:draft|archive|archiving|archived|unpublish\w*|hide|hidden)\b|\b(?:auto[- ]?archiv\w*|automatically archiv\w*)\b/,
    label: 'archiving or drafting discontinued products automatically',
  },
  {
    id: 'scheduled-sales',
    pattern:
      /\bschedul\w* (?:an? |the )?(?:[\w%]+ ){0,3}(?:sales?|sale prices?|discounts?|promotions?|markdowns?)\b|\b(?:sale|promo|promotional) prices? (?:\w+ ){0,6}(?:then |and then )?(?:go|goes|revert|reverts|switch|switches) back\b|\b(?:timed|temporary) (?:sales?|discounts?|markdowns?)\b/,
    label: 'scheduled sale prices',
  },
  {
    id: 'order-export',
    pattern:
      /\bexport\w* (?:the |my |our |all )?(?:orders?(?: tab| list| history)?)\b.*\b(?:excel|csv|spreadsheet|xlsx)\b|\bexport\w* (?:the |my |our )?orders? (?:to|as|into) (?:excel|csv|a spreadsheet|xlsx)\b/,
    unless: /\bvendors? (?:sends?|exports?)\b/,
    label: 'exporting orders to a spreadsheet',
  },
  {
    id: 'account-password',
    pattern:
      /\b(?:forgot|forgotten|lost|can'?t remember)\b.*\bpassword\b|\breset\w* (?:my |the |our )?(?:vendorhub|dashboard) (?:login |account )?password\b|\bpassword reset (?:link|email)\b/,
    unless: /\bshopify\b|\b(?:vendor|vendor's|supplier|supplier's|ftp|portal|distributor)\b/,
    label: 'resetting the password of your VendorHub login',
  },
  {
    id: 'ssh-keys',
    pattern: /\bssh keys?\b|\bkey[- ]based (?:auth\w*|login)\b|\bpublic key auth\w*\b/,
    label: 'SFTP with SSH keys',
  },
  {
    id: 'maintenance-windows',
    pattern:
      /\b(?:maintenance|downtime) windows?\b|\bscheduled (?:maintenance|downtime)\b|\bplanned (?:maintenance|downtime)\b/,
    label: 'maintenance windows',
  },
  {
    id: 'shopify-markets',
    pattern:
      /\bshopify markets?\b|\bmarket[- ]specific prices?\b|\b(?:different )?prices? (?:per|for each|in each) (?:country|market|currency)\b|\b(?:per|each) shopify market\b/,
    label: 'Shopify Markets and prices per country',
  },
  {
    // The FAQ says our own prices are in US dollars; converting the vendor's prices is not mentioned.
    id: 'currency-conversion',
    pattern:
      /\bconvert\w* (?:\w+ ){0,5}(?:into|to|in) (?:cad|usd|eur|gbp|aud|nzd|euros?|dollars?|pounds?|canadian|australian|(?:local|other|\w+) currenc\w*)\b|\bcurrency conversion\b|\bexchange rates?\b/,
    label: 'converting prices between currencies',
  },
  {
    id: 'shipping-apps',
    pattern: /\bshipstation\b|\bshippo\b|\beasyship\b|\bshipengine\b/,
    label: 'ShipStation and other shipping apps',
  },
  {
    id: 'order-count-reset',
    pattern:
      /\b(?:order|orders) (?:count|counter|limit|total)s? resets?\b|\bresets? (?:on|at) (?:the )?(?:1st|first)\b|\b(?:when|what day) (?:does|do) (?:the |my )?(?:monthly )?(?:order )?(?:count|counter|limit) reset\b/,
    label: 'the day the monthly order count starts again',
  },
  {
    id: 'fee-passthrough',
    pattern:
      /\b(?:add|pass|put|charge) (?:that|the|this|their|a) (?:[\w-]+ )?fee (?:on )?to (?:the|my|our) customers?\b|\b(?:add|pass) (?:on )?(?:a |the )?(?:[\w-]+ )?fee (?:to|at) (?:checkout|the customer)\b/,
    label: "passing a vendor's fee on to your customers at checkout",
  },
  {
    id: 'shopify-partner',
    pattern: /\b(?:official )?shopify partners?\b|\bowned by shopify\b|\bpart of shopify\b/,
    label: 'whether we are a Shopify partner',
  },
  {
    id: 'customer-price-tiers',
    pattern:
      /\b(?:wholesale|b2b|trade|vip) (?:customers?|buyers?|clients?|accounts?) (?:\w+ ){0,4}(?:price|prices|pricing|tier|tiers|discount)\b|\bcustomer[- ]specific prices?\b|\bprice (?:tiers?|levels?|lists?) (?:for|per) (?:customers?|customer groups?)\b/,
    label: 'different prices for different customer groups',
  },
  {
    id: 'shipping-in-price',
    pattern:
      /\b(?:add|include|build|bake|fold)\w* (?:the )?shipping (?:cost|costs|fee|fees|charges?)\b|\bshipping (?:cost|costs|fee|fees) (?:\w+ ){0,3}(?:into|in) (?:the |my |our )?(?:price|prices)\b/,
    label: 'adding shipping costs into prices',
  },
  {
    id: 'tax-forms',
    pattern: /\bw-?9\b|\bw-?8\s?ben(?:-e)?\b|\b1099\b|\btax (?:id|form|forms|certificate)\b/,
    label: 'tax forms such as a W-9',
  },
  {
    id: 'account-transfer',
    pattern:
      /\btransfer\w* (?:the |our |my )?(?:vendorhub )?(?:account|subscription)\b|\b(?:sold|selling|sell) (?:the|our|my) (?:business|company|store|shop)\b.*\b(?:account|transfer|new owners?)\b|\bnew owners?\b/,
    label: 'moving an account to new owners',
  },
  {
    id: 'pause-account',
    pattern:
      /\bpaus\w* (?:the |my |our )?(?:vendorhub )?(?:account|subscription|plan|billing)\b|\b(?:account|subscription) on hold\b|\bfreeze (?:the |my |our )?(?:account|subscription)\b/,
    label: 'pausing an account',
  },
  {
    id: 'undo-sync',
    pattern:
      /\b(?:can|could|how do|how can) (?:i|we|you) (?:\w+ )?undo\b|\bundo (?:the |a |that |last )?sync\b|\broll(?:ed|ing)? (?:it |them |everything )?back\b|\brollback\b/,
    label: 'undoing a sync',
  },
  {
    id: 'reports',
    pattern:
      /\b(?:download|export)\w* (?:an? )?(?:csv |excel |pdf )?(?:report|reports)\b|\b(?:csv|excel|pdf) reports?\b/,
    label: 'downloadable reports',
  },
  {
    id: 'shopify-customers',
    pattern:
      /\bmerg\w* (?:duplicate )?customers?(?: accounts?)?\b|\bcustomer accounts? in shopify\b/,
    label: "managing your Shopify customers (that's done in Shopify)",
  },
  {
    id: 'vendor-outage',
    pattern:
      /\b(?:vendor|supplier|distributor)'?s? (?:own )?(?:ftp |sftp |api |web ?)?(?:server|site|portal|api|system) (?:is |has been |was |went )?(?:down|offline)\b/,
    // "If Shopify or my vendor's API is down, is that your problem?" is in the terms.
    unless: /\bshopify\b|\b(?:your|whose) (?:problem|fault|responsibility)\b/,
    label: "a vendor's own systems being down",
  },
  {
    id: 'shopify-notifications',
    pattern:
      /\b(?:change|edit|customi[sz]e|reword)\w* (?:the )?(?:wording|text|template|look|content) of (?:the )?(?:shipping|order|fulfil+ment) (?:confirmation )?emails?\b|\b(?:shipping|order) confirmation (?:email )?templates?\b/,
    label:
      "Shopify's notification emails (they are edited in Shopify under Settings > Notifications)",
  },
  {
    id: 'packing-slips',
    pattern: /\bpacking slips?\b|\bblind (?:drop ?ship\w*|shipping)\b/,
    label: 'packing slips',
  },
  {
    id: 'vendor-payments',
    pattern:
      /\bpay (?:the |my |our )?(?:vendors?|suppliers?|distributors?) (?:for|automatically|directly)\b|\b(?:vendorhub|you) pay (?:the |my |our )?(?:vendors?|suppliers?|distributors?)\b|\bpay(?:ing)? (?:their|the vendor'?s?|the supplier'?s?) invoices?\b/,
    label: 'paying your vendors',
  },
  {
    id: 'order-cancellations',
    pattern:
      /\bcustomer cancel\w*\b|\bcancel\w* (?:the |an |that |my |a )?(?:customer'?s? )?orders?\b(?! limit)|\border (?:is |gets |was )?cancel+ed\b/,
    label: 'cancelling an order with the vendor',
  },
  {
    id: 'multiple-tracking',
    pattern: /\b(?:two|2|multiple|several|different) (?:different )?tracking numbers\b/,
    label: 'several tracking numbers for one order',
  },
  {
    id: 'customer-returns',
    pattern:
      /\b(?:customer |product )?returns?\b.*\b(?:vendor|supplier|process|handle|authori[sz]ation|rma)\b|\b(?:handles?|handling|process(?:es)?) (?:the |a |customer )?returns?\b|\brma\b|\breturn authori[sz]ation\b/,
    // "returns the SKU", "returns 404": the verb, as APIs and tools use it.
    // ("A customer wants to return a lamp" is a return.)
    unless: /\breturns (?:the|a|an|its|their|every|all|\d+)\b|\b(?:api|endpoint|patch|http)\b/,
    label: 'handling customer returns',
  },
];

const matches = (topic: PhraseTopic, text: string) =>
  topic.pattern.test(text) && !(topic.unless && topic.unless.test(text));

export function elsewhereAnswer(question: string): ElsewhereTopic | null {
  const text = question.toLowerCase();
  return elsewhereTopics.find((topic) => matches(topic, text)) ?? null;
}

/** What the visitor asked about that the site never mentions, as a phrase for the reply. */
export function unlistedAnswer(question: string): UnlistedTopic | null {
  const text = question.toLowerCase();
  return unlistedTopics.find((topic) => matches(topic, text)) ?? null;
}

const QUESTION_START =
  /^(?:(?:and|also|plus|but|so|ok|okay)\s+)*(?:how|what|what's|whats|where|when|which|who|why|can|could|do|does|did|is|are|will|would|should|may|tell|show|explain|help)\b/i;
/** A statement has a subject of its own: "I know a bunch of store owners". */
const SUBJECT = /\b(?:i|i'm|im|we|we're|my|our|they|he|she|it's)\b/i;
/** At most this many words with no subject is a terse question: "price for plus". */
const TERSE_WORDS = 4;
/** "If I delete a product, does VendorHub unlink it": a verb before its subject asks, wherever it stands. */
const INVERTED =
  /[,;:]\s*(?:can|could|do|does|is|are|will|would|should|how|what|which|why|where|when)\b|\b(?:do|does|did|can|could|will|would|should)\s+(?:i|we|you|u|vendorhub|it|they|he|she)\b|\b(?:is|are)\s+(?:there|it|you|u|vendorhub)\b/i;
/** "Orders aren't reaching Honey's Place": a problem told is a question about it. */
const PROBLEM =
  /\b(?:isn'?t|aren'?t|doesn'?t|won'?t|didn'?t)\s+\w+ing\b|\bnot (?:working|syncing|updating|showing|reaching|coming|going)\b|\b(?:stopped|fail|fails|failed|failing|broken|errors?)\b/i;
/** "Set the safety stock to 2 for all my vendors": a request. */
const REQUEST =
  /^(?:please\s+)?(?:set|change|connect|link|add|remove|turn|update|route|send|give)\b|^(?:i|we) (?:need|want|would like|'d like)\b(?! to (?:know|ask|check|understand)\b)/i;
/**
 * A part asks when it opens like a question, holds one ("…does VendorHub unlink
 * it"), tells a problem or makes a request, the visitor ended it with "?"
 * ("annual discount?"), or it is a few words with no subject, typed the way
 * visitors ask in a hurry ("price for plus and is there a student discount").
 */
const asks = (part: string, question: string) =>
  QUESTION_START.test(part) ||
  INVERTED.test(part) ||
  PROBLEM.test(part) ||
  REQUEST.test(part) ||
  question.includes(`${part}?`) ||
  (part.split(/\s+/).length <= TERSE_WORDS && !SUBJECT.test(part));

/** A part names a topic of its own when it holds a word that is not a stopword. */
const topical = (part: string) => words(part).some((w) => !isStopword(w));

/** At most this many words, a message's commas and "and"s separate topics. */
const TERSE_LIST_WORDS = 6;
export const isTerseList = (question: string) =>
  question.trim().split(/\s+/).length <= TERSE_LIST_WORDS;
const PART_BREAK =
  /\?\s+|\s\+\s(?![^()]*\))|[,;.]\s*(?=(?:and|also|plus|but)\b)|\s+(?=(?:and|also|plus|n|&) (?:(?:in|on|at|for|from|with|to) )?(?:can|could|do|does|is|are|will|would|what|what's|whats|how|where|when|which|who)\b)|\s+(?=and also\b|and (?:have|make|get|let) (?:it|vendorhub|you)\b)|(?<=[a-z0-9])\.\s+(?=[A-Z])/i;

/**
 * The parts of a message that asks several things: its sentences ("…SOC 2? We
 * also need HIPAA."), " + " ("trial how long + student discount"), and clauses
 * that open with "and", "also", "plus" or "but" (typed "n" or "&" too:
 * "plus price n do u have a referral program"). In a message of a few words,
 * its commas and "and"s too; a part with no topic of its own joins a neighbour.
 */
export function questionParts(question: string): string[] {
  // "gdpr and hipaa?", "trial length, paypal ok?": a few words list their topics.
  const terse = isTerseList(question);
  return question
    .split(PART_BREAK)
    .flatMap((part) => (terse ? part.split(/,\s*|\s+(?:and|&|n|\+)\s+/i) : [part]))
    .map((part) => part.trim())
    .filter((part) => /[a-z]/i.test(part))
    .reduceRight<string[]>((later, part) => {
      // "…lets us go 10% under. Is that right?", "do you | also do…": a part with no topic of
      // its own belongs with the one after it, or the one before when it comes last.
      if (!topical(part) && later.length) return [`${part} ${later[0]}`, ...later.slice(1)];
      if (later.length === 1 && !topical(later[0]!)) return [`${part}. ${later[0]}`];
      return [part, ...later];
    }, []);
}

/** Of a message's parts, those that ask something; null when none of them does. */
export function askingParts(parts: string[], question: string): string[] | null {
  const asking = parts.filter((part) => asks(part, question));
  return asking.length ? asking : null;
}

/**
 * "How do I connect a second store, and can VendorHub copy my theme over?": a
 * question in parts, some of which are not ours. Returns the parts that are,
 * to be answered as the question, and a sentence about the others; null when
 * every part or none is ours.
 */
export function answerablePart(question: string): { question: string; note: string } | null {
  const parts = questionParts(question);
  if (parts.length < 2) return null;
  const read = parts.map((part) => ({
    part,
    elsewhere: elsewhereAnswer(part),
    unlisted: unlistedAnswer(part),
  }));
  const ours = read.filter((r) => !r.elsewhere && !r.unlisted).map((r) => r.part);
  if (ours.length === 0 || ours.length === parts.length) return null;
  // What is left must ask something itself: "…and earn a commission. I know a bunch of
  // store owners who'd be interested" leaves only context.
  if (!ours.some((part) => asks(part, question))) return null;
  const notes = read.flatMap(({ elsewhere, unlisted }) =>
    elsewhere
      ? [elsewhere.reply.split(/(?<=[.:])\s/)[0]!.replace(/:$/, '.')]
      : unlisted
        ? [`As for ${unlisted.label}, the site doesn't mention it.`]
        : [],
  );
  return { question: ours.join('. '), note: notes.join(' ') };
}
