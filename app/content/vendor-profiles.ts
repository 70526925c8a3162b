/**
 * Vendor profile pages (spec §3 "Vendor profile"), keyed by the slugs in
 * vendors.ts and shown at /vendor-integrations/{slug}.
 *
 * `name` and `category` must match the vendor's catalog entry in vendors.ts
 * exactly (display name, and the name of the category it is listed under); a
 * schema check enforces it. Company facts stay general (what the vendor
 * sells); where a vendor is based, how big its catalog is and who owns it are
 * not ours to state, so `productCount` says what the integration syncs.
 */
import type { VendorProfile } from './schema';

export const vendorProfiles: Record<string, VendorProfile> = {
  nora: {
    name: 'Nora Lighting',
    description:
      'Sync Nora Lighting recessed, track and LED fixtures to Shopify with hourly stock and price updates, MAP-safe markups and automatic order routing.',
    integrationMethod: 'FTP',
    setupCost: 'Free',
    about: [
      'Nora Lighting is a manufacturer of recessed, track and LED lighting. Its catalog centers on architectural lighting for homes and commercial spaces: recessed housings and trims, LED downlights, track systems and the components that go with them.',
      "Nora shares stock and pricing as files on its FTP server. VendorHub collects those files on schedule, about every hour, and matches each row to your Shopify products by SKU. Recessed lighting is usually sold as a housing plus a trim, so exact SKU matching keeps each part's stock correct on its own.",
      'Every sync applies your Quantity Delta before Shopify is updated, then your price rules: markup on cost, Enforce MAP to keep listings at or above the minimum advertised price, and Enforce MSRP to cap them at list price. Orders for Nora products are sent on to Nora where its integration accepts them, and tracking numbers are written back to the Shopify order when the shipment goes out.',
    ],
    website: 'https://www.noralighting.com',
    category: 'Furniture & Lighting',
    productCount: "Every SKU in the vendor's FTP files",
    specialization: 'Recessed, track and LED lighting',
  },

  oxygen: {
    name: 'Oxygen Lighting',
    description:
      "Connect Oxygen Lighting's modern fixtures to Shopify: hourly stock updates from its FTP files, markup and MAP rules, and orders routed with tracking returned.",
    integrationMethod: 'FTP',
    setupCost: 'Free',
    about: [
      'Oxygen Lighting is a lighting brand focused on modern and contemporary design. Its range covers fixtures such as LED pendants, chandeliers, wall sconces, vanity lights and ceiling lights for current residential interiors.',
      "VendorHub picks up Oxygen's inventory and price files from its FTP server on schedule, about hourly, and matches each item to your Shopify catalog by SKU. Items that are not in your store yet can be created as new listings, with AI-written titles and descriptions on plans that include it, and pushed live or saved as drafts.",
      'Quantity Delta and your price rules run on every sync: markup on cost, Enforce MAP and Enforce MSRP. When a customer orders an Oxygen fixture, VendorHub routes the order to Oxygen as its integration supports and writes the tracking number back to Shopify, which sends the customer the shipping email.',
    ],
    website: 'https://www.oxygenlighting.com',
    category: 'Furniture & Lighting',
    productCount: "Every SKU in the vendor's FTP files",
    specialization: 'Modern and contemporary lighting',
  },

  quorum: {
    name: 'Quorum International',
    description:
      "Sell Quorum International ceiling fans and lighting on Shopify with hourly inventory from Quorum's FTP files, MAP-compliant pricing and automatic order routing.",
    integrationMethod: 'FTP',
    setupCost: 'Free',
    about: [
      'Quorum International designs and distributes ceiling fans and lighting fixtures for the home, including indoor and outdoor fans, chandeliers, pendants, vanity lights and wall sconces.',
      "VendorHub downloads Quorum's inventory and price files from its FTP server on schedule, about every hour. Fans and light fixtures often share collection names and finishes, so products are matched by SKU rather than by title, and each Quorum item stays linked through its vendor tag and Smart Collection.",
      'Your Quantity Delta holds back a safety buffer before stock reaches Shopify, and your price rules apply markup on cost with Enforce MAP and Enforce MSRP when you turn them on. Orders are passed to Quorum as its integration supports, and tracking numbers come back to the Shopify order automatically.',
    ],
    website: 'https://www.quorumintl.com',
    category: 'Furniture & Lighting',
    productCount: "Every SKU in the vendor's FTP files",
    specialization: 'Ceiling fans and lighting fixtures',
  },

  cyan: {
    name: 'Cyan Design',
    description:
      "Bring Cyan Design's lighting, accent furniture and home décor into Shopify with hourly stock from its FTP files, markup and MAP rules, and tracked orders.",
    integrationMethod: 'FTP',
    setupCost: 'Free',
    about: [
      'Cyan Design is a home décor brand for lighting, accent furniture and decorative accessories. Its catalog spans chandeliers and lamps alongside mirrors, tables, vases, wall décor and sculptural pieces.',
      "A décor catalog mixes small accessories with large furniture, and stock on individual pieces can change quickly. VendorHub collects Cyan's inventory and price files from its FTP server on schedule, about hourly, maps them to your Shopify products by SKU, and applies your Quantity Delta so you keep a buffer on fast-moving items.",
      'Prices follow your rules: markup on cost, then Enforce MAP and Enforce MSRP where they are active. Orders for Cyan products are routed to Cyan as its integration supports, and the tracking number is added to the Shopify order when the item ships.',
    ],
    website: 'https://www.cyandesign.biz',
    category: 'Furniture & Lighting',
    productCount: "Every SKU in the vendor's FTP files",
    specialization: 'Home décor, accent furniture and lighting',
  },

  kuzco: {
    name: 'Kuzco Lighting',
    description:
      "Sync Kuzco Lighting's contemporary LED fixtures to Shopify: hourly stock and cost from its FTP files, markup with MAP and MSRP rules, and orders sent to Kuzco.",
    integrationMethod: 'FTP',
    setupCost: 'Free',
    about: [
      'Kuzco Lighting designs contemporary LED lighting for residential and commercial interiors, including pendants, chandeliers, wall sconces, vanity lights, flush mounts and outdoor fixtures.',
      "VendorHub collects Kuzco's inventory and price files from its FTP server on schedule, about every hour, and maps each SKU to your Shopify catalog. In Vendor Store Settings you choose whether each sync updates price, cost, quantity or all three, and Kuzco stock is assigned to its own Shopify Location.",
      "Quantity Delta and your price rules (markup on cost, Enforce MAP, Enforce MSRP) are applied on every sync, so listings stay in stock and within the brand's pricing policy. Orders are sent to Kuzco as its integration supports, and tracking numbers return to Shopify without manual entry.",
    ],
    website: 'https://www.kuzcolighting.com',
    category: 'Furniture & Lighting',
    productCount: "Every SKU in the vendor's FTP files",
    specialization: 'Contemporary LED lighting',
  },

  crystorama: {
    name: 'Crystorama',
    description:
      'List Crystorama chandeliers and decorative lighting on Shopify with hourly stock and price updates from its FTP files, MAP-safe markups and tracked orders.',
    integrationMethod: 'FTP',
    setupCost: 'Free',
    about: [
      'Crystorama is a decorative lighting brand whose range includes crystal chandeliers, pendants, sconces and ceiling fixtures in traditional, transitional and modern styles.',
      "VendorHub collects Crystorama's inventory and price files from its FTP server on schedule, about hourly, and matches them to your Shopify products by SKU. Health checks flag duplicate or mismatched SKUs, so a fixture offered in several finishes never borrows stock from the wrong one.",
      'Before Shopify is updated, your Quantity Delta and price rules are applied: markup on cost, with Enforce MAP and Enforce MSRP keeping prices inside the range the brand expects. Orders are routed to Crystorama as its integration supports, and tracking numbers are pushed back to the Shopify order.',
    ],
    website: 'https://www.crystorama.com',
    category: 'Furniture & Lighting',
    productCount: "Every SKU in the vendor's FTP files",
    specialization: 'Crystal chandeliers and decorative lighting',
  },

  kalco: {
    name: 'Kalco Lighting',
    description:
      'Connect Kalco Lighting to Shopify for hourly inventory and price sync from its FTP files, markup with MAP and MSRP rules, and orders sent with tracking back.',
    integrationMethod: 'FTP',
    setupCost: 'Free',
    about: [
      'Kalco Lighting makes decorative fixtures such as chandeliers, pendants, wall sconces and ceiling lights.',
      "VendorHub collects Kalco's inventory and price files from its FTP server on schedule, about every hour, maps SKUs to your Shopify products and applies your Quantity Delta. If you also carry Allegri, each brand keeps its own vendor tag, Smart Collection and Location, so stock and orders never mix.",
      "Your price rules set the retail price from cost with a markup, then Enforce MAP and Enforce MSRP keep it within the brand's limits. Orders for Kalco products are sent on as its integration supports, and tracking numbers are written back to Shopify when they ship.",
    ],
    website: 'https://www.kalco.com',
    category: 'Furniture & Lighting',
    productCount: "Every SKU in the vendor's FTP files",
    specialization: 'Handcrafted decorative lighting',
  },

  maxim: {
    name: 'Maxim Lighting',
    description:
      "Sync Maxim Lighting's indoor and outdoor residential fixtures to Shopify with hourly stock and cost updates, MAP-compliant pricing and automatic order routing.",
    integrationMethod: 'FTP',
    setupCost: 'Free',
    about: [
      'Maxim Lighting designs and supplies residential lighting: chandeliers, pendants, flush mounts, bath and vanity lights, wall sconces, outdoor fixtures and LED products in a wide range of styles and finishes.',
      "With a catalog this broad, keeping stock current by hand is not realistic. VendorHub collects Maxim's inventory and price files from its FTP server on schedule, about hourly, matches them to your Shopify products by SKU, and can create listings for items you do not sell yet.",
      "Every sync applies your Quantity Delta and price rules: markup on cost, Enforce MAP and Enforce MSRP. Orders for Maxim products are routed to Maxim as its integration supports, and tracking numbers come back to the Shopify order, which triggers the customer's shipping email.",
    ],
    website: 'https://www.maximlighting.com',
    category: 'Furniture & Lighting',
    productCount: "Every SKU in the vendor's FTP files",
    specialization: 'Residential indoor and outdoor lighting',
  },

  allegri: {
    name: 'Allegri Crystal',
    description:
      'Sell Allegri crystal chandeliers and lighting on Shopify with hourly stock and price sync from its FTP files, MAP and MSRP enforcement and routed orders.',
    integrationMethod: 'FTP',
    setupCost: 'Free',
    about: [
      'Allegri is a crystal lighting brand. Its collections center on crystal chandeliers, pendants, sconces and flush mounts for formal and upscale residential spaces.',
      "VendorHub collects Allegri's inventory and price files from its FTP server on schedule, about every hour, and maps each SKU to your Shopify catalog. On high-value crystal fixtures a single oversold unit is costly, so a Quantity Delta of one or two keeps a margin of safety between Allegri's stock and what Shopify shows.",
      'Price rules apply markup on cost, and Enforce MAP and Enforce MSRP keep each listing within the range the brand allows. Orders are routed to Allegri as its integration supports, and tracking numbers are pushed back to the Shopify order.',
    ],
    website: 'https://www.allegricrystal.com',
    category: 'Furniture & Lighting',
    productCount: "Every SKU in the vendor's FTP files",
    specialization: 'Crystal chandeliers and lighting',
  },

  amazon: {
    name: 'Amazon MCF',
    description:
      'Fulfill Shopify orders from your Amazon FBA inventory with Multi-Channel Fulfillment: stock synced about hourly, orders sent to Amazon and tracking returned.',
    integrationMethod: 'API',
    setupCost: 'Free',
    about: [
      "Amazon Multi-Channel Fulfillment (MCF) is Amazon's service for shipping orders placed on channels other than Amazon, such as your Shopify store, from inventory you already keep in Amazon's fulfillment network. Amazon picks, packs and ships the order for you.",
      "VendorHub connects to your Amazon seller account through Amazon's API. On the regular sync, about hourly, it reads the available quantity of each mapped SKU, applies your Quantity Delta and updates the Shopify Location assigned to Amazon, so your store does not promise units that have already sold on Amazon.",
      'When a Shopify order contains MCF products, VendorHub submits a fulfillment order to Amazon and writes the tracking number back to the Shopify order once Amazon ships it, which marks it fulfilled and sends the shipping email. Because the stock is your own, you can choose in Vendor Store Settings to sync quantity only and manage prices in Shopify.',
    ],
    website: 'https://supplychain.amazon.com',
    category: 'Marketplaces',
    productCount: 'The FBA stock you choose to sell through Shopify',
    specialization: 'Multi-channel order fulfillment',
  },

  shopify: {
    name: 'Shopify',
    description:
      "Sync products, stock and prices from a supplier's own Shopify store into yours, send it orders automatically and bring tracking numbers back to your store.",
    integrationMethod: 'API',
    setupCost: 'Free',
    about: [
      "Shopify is the hosted e-commerce platform your store runs on, and many suppliers, brands and wholesalers run their own Shopify stores as well. This integration treats another Shopify store as a vendor, so you can sell a supplier's catalog without spreadsheets or re-keying.",
      "VendorHub connects to the supplier's store through the Shopify Admin API with credentials the supplier provides: the client ID and secret of an app the supplier creates in Shopify's Dev Dashboard, or the access token of an older app created in its Shopify admin. Products, variants, inventory levels and prices are read on the regular sync, about hourly, matched to your store by SKU, and passed through your Quantity Delta and price rules (markup, Enforce MAP, Enforce MSRP).",
      "When a customer buys a synced product, VendorHub creates the matching order in the supplier's store. Once the supplier fulfills it there, the tracking number is copied to your order, which marks it fulfilled and sends your customer the shipping email.",
    ],
    website: 'https://www.shopify.com',
    category: 'Marketplaces',
    productCount: 'The products you link from the source store',
    specialization: 'Store-to-store catalog and order sync',
  },

  entrenue: {
    name: 'Entrenue',
    description:
      "Connect Entrenue's intimate wellness catalog to Shopify through its API: stock and prices synced about hourly, orders sent automatically, tracking returned.",
    integrationMethod: 'API',
    setupCost: 'Free',
    about: [
      'Entrenue is a wholesale distributor of intimate wellness and adult products. It supplies online and brick-and-mortar retailers with a multi-brand catalog, so a store can source a wide assortment from a single account.',
      'VendorHub connects to Entrenue through its API using the account credentials you enter in Vendor Settings. Stock and prices are requested on the regular sync, about every hour, and whenever you run a manual sync; your Quantity Delta and price rules (markup, Enforce MAP, Enforce MSRP) apply before anything reaches Shopify.',
      'Orders containing Entrenue products are submitted through the API as soon as they arrive, and tracking numbers are pulled back into the Shopify order when the shipment leaves the warehouse, so your customer gets the shipping email without manual work.',
    ],
    website: 'https://www.entrenue.com',
    category: 'Adult',
    productCount: "Every SKU the vendor's API returns for your account",
    specialization: 'Intimate wellness and adult products distribution',
  },

  holiday: {
    name: 'Holiday Products',
    description:
      'Sync Holiday Products inventory and wholesale prices to Shopify through its API, with markup and MAP rules, automatic order submission and tracking returned.',
    integrationMethod: 'API',
    setupCost: 'Free',
    about: [
      'Holiday Products is a wholesale distributor of intimate wellness and adult products, serving retailers that want one supplier for a broad range of brands and product types.',
      'VendorHub connects to Holiday Products through its API with the credentials saved in Vendor Settings. Quantities and wholesale costs are refreshed on the regular sync, about hourly, then your Quantity Delta and price rules (markup on cost, Enforce MAP, Enforce MSRP) set what Shopify shows.',
      'Products you want to sell can be found with Search & Push and created in Shopify with the Holiday Products vendor tag, which links them to the catalog. Orders are submitted through the API automatically, and tracking numbers are written back to the Shopify order once they ship.',
    ],
    website: 'https://www.holidayproducts.com',
    category: 'Adult',
    productCount: "Every SKU the vendor's API returns for your account",
    specialization: 'Adult products wholesale distribution',
  },

  honey: {
    name: "Honey's Place",
    description:
      "Connect Honey's Place to Shopify through its API for stock and price updates about hourly, drop-ship orders submitted automatically and tracking returned.",
    integrationMethod: 'API',
    setupCost: 'Free',
    about: [
      "Honey's Place is a US wholesale distributor of intimate wellness and adult products. It offers retailers a large multi-brand catalog and drop-ship fulfillment for online stores.",
      "VendorHub connects to Honey's Place through its API using your account credentials. Inventory and pricing are refreshed on the regular sync, about every hour, and on demand with a manual sync; products are matched to your Shopify store by SKU, and your Quantity Delta and price rules are applied before Shopify is updated.",
      "Drop-ship orders for Honey's Place items are submitted through the API as soon as they come in, and the tracking number is pulled back into the Shopify order when the package ships, so your customer receives the shipping email automatically.",
    ],
    website: 'https://www.honeysplace.com',
    category: 'Adult',
    productCount: "Every SKU the vendor's API returns for your account",
    specialization: 'Adult products wholesale and drop shipping',
  },

  williams: {
    name: 'Williams Trading',
    description:
      'Sync Williams Trading stock and wholesale prices to Shopify through its API, apply markup and MAP rules, and send drop-ship orders with tracking returned.',
    integrationMethod: 'API',
    setupCost: 'Free',
    about: [
      'Williams Trading Co. is a US wholesale distributor of intimate wellness and adult products. It supplies retailers with a broad multi-brand catalog and runs a drop-ship program for online sellers.',
      'VendorHub connects to Williams Trading through its API with the credentials you save in Vendor Settings. Stock levels and costs are refreshed on the regular sync, about hourly, matched to your Shopify products by SKU, and passed through your Quantity Delta and price rules: markup on cost, Enforce MAP and Enforce MSRP.',
      'Orders containing Williams Trading products are submitted automatically through the API, and tracking numbers are written back to the Shopify order when the shipment goes out, which marks it fulfilled and sends the customer the shipping email.',
    ],
    website: 'https://www.williams-trading.com',
    category: 'Adult',
    productCount: "Every SKU the vendor's API returns for your account",
    specialization: 'Adult products wholesale and drop shipping',
  },
};
