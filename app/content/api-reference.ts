/**
 * The public REST API as the documentation hub's API Reference tab shows it
 * (spec §7 item 8). Every call sends JSON with a Bearer token. API access is
 * part of the Premium plan (spec §6).
 */
export interface ApiEndpoint {
  id: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  title: string;
  description: string;
  /** JSON request body, when the call has one. */
  body?: Record<string, unknown>;
  /** Example JSON response. */
  response: unknown;
}

export const apiEndpoints: ApiEndpoint[] = [
  {
    id: 'create-product',
    method: 'POST',
    path: '/wh/api/v1/products',
    title: 'Create a product from a vendor SKU',
    description:
      "Creates a product in your store from the vendor's catalog data for that SKU. Set publish to false to create it as a draft.",
    body: {
      vendor: 'nora',
      sku: 'NHIOC-4RDLED927',
      store: 'your-store.myshopify.com',
      publish: true,
      tags: 'Lighting, Recessed',
    },
    response: {
      vendor: 'nora',
      sku: 'NHIOC-4RDLED927',
      store: 'your-store.myshopify.com',
      publish: true,
      tags: 'Lighting, Recessed',
      platform: 'shopify',
      identifier: '8123456789012',
      quantity: 42,
      price: 82.5,
    },
  },
  {
    id: 'link-product',
    method: 'POST',
    path: '/wh/api/platform/v1/products',
    title: 'Link an existing store product',
    description:
      'Links a product that already exists in your store, by its platform product id, to a vendor so VendorHub keeps it in sync.',
    body: {
      vendor: 'nora',
      platform: 'shopify',
      identifier: '8123456789012',
      store: 'your-store.myshopify.com',
      publish: true,
    },
    response: {
      vendor: 'nora',
      sku: 'NHIOC-4RDLED927',
      store: 'your-store.myshopify.com',
      publish: true,
      platform: 'shopify',
      identifier: '8123456789012',
      quantity: 42,
      price: 82.5,
    },
  },
  {
    id: 'list-products',
    method: 'GET',
    path: '/wh/api/v1/products?limit=50',
    title: 'List products',
    description: 'Returns your synced products, 50 per page.',
    response: [
      {
        vendor: 'nora',
        sku: 'NHIOC-4RDLED927',
        store: 'your-store.myshopify.com',
        publish: true,
        tags: 'Lighting, Recessed',
        platform: 'shopify',
        identifier: '8123456789012',
        quantity: 42,
        price: 82.5,
      },
    ],
  },
  {
    id: 'count-products',
    method: 'GET',
    path: '/wh/api/v1/products/count',
    title: 'Count products',
    description: 'Returns how many products VendorHub syncs for you.',
    response: { count: 1284 },
  },
  {
    id: 'update-product',
    method: 'PATCH',
    path: '/wh/api/v1/products/{sku}',
    title: 'Update quantity or price',
    description: 'Sets the quantity or the price of one product, by SKU.',
    body: { quantity: 40, price: 84.99 },
    response: {
      vendor: 'nora',
      sku: 'NHIOC-4RDLED927',
      store: 'your-store.myshopify.com',
      publish: true,
      platform: 'shopify',
      identifier: '8123456789012',
      quantity: 40,
      price: 84.99,
    },
  },
];
