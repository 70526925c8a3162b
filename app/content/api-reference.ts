/**
 * The public REST API as the documentation hub's API Reference tab shows it
 * (spec §7 item 8): the guide a developer needs on day one (token, paging,
 * errors, rate limits), then one example per endpoint. Every call sends JSON
 * with a Bearer token.
 */
import { apiPlanIds, apiPlansLabel } from './plans';
import type { ApiEndpoint, ApiGuide } from './schema';

export type { ApiEndpoint };

/** Requests per minute a token may make; the guide and the error table both say this number. */
const requestsPerMinute = 120;
/** Products per page of GET /wh/api/v1/products (spec §9: list example limit 50). */
const pageSize = 50;

export const apiGuide: ApiGuide = {
  plans: apiPlanIds,
  sections: [
    {
      id: 'token',
      title: 'Create an API token',
      body: [
        `API access is included in ${apiPlansLabel}.`,
        "In the VendorHub app, open **Store Settings**, go to **API tokens** and click **Create token**. Name the token after the system that will use it, for example your ERP. The token is shown once, so copy it straight into that system's secret store. Delete a token on the same screen to revoke it at once.",
        "Send the token with every request in the header `Authorization: Bearer YOUR_API_TOKEN`, and send bodies as JSON with `Content-Type: application/json`. A token belongs to your account and can reach every store your account connects; pass the store's `myshopify.com` address in the `store` field where a call asks for it.",
      ],
    },
    {
      id: 'paging',
      title: 'Page through your products',
      body: [
        `\`GET /wh/api/v1/products\` returns at most ${pageSize} products per request, oldest first. Add \`page=2\`, \`page=3\` and so on to read further; a page with fewer than ${pageSize} products is the last one. \`limit\` takes any value from 1 to ${pageSize}.`,
        `To plan the requests, ask \`GET /wh/api/v1/products/count\` first: 1,284 products at ${pageSize} per page is 26 requests (\`page=1\` to \`page=26\`).`,
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      body: [
        'A call that fails answers with an HTTP status and a JSON body such as `{"error": "not_found", "message": "No product with SKU NHIOC-4RDLED927 in your-store.myshopify.com"}`. `error` is a stable code for your program; `message` says what to fix, for a person.',
      ],
      table: [
        ['Status', 'error', 'What it means'],
        [
          '400',
          'invalid_request',
          'The body is not valid JSON, or a field is missing or has the wrong type',
        ],
        ['401', 'unauthorized', 'The token is missing, mistyped or revoked'],
        ['403', 'plan_required', `Your plan does not include API access (${apiPlansLabel} do)`],
        [
          '404',
          'not_found',
          'No product with that SKU, or no store with that address, in your account',
        ],
        [
          '409',
          'duplicate_sku',
          'A product with that SKU already exists; it is reported, never duplicated',
        ],
        [
          '429',
          'rate_limited',
          `More than ${requestsPerMinute} requests in a minute; wait the seconds in \`Retry-After\``,
        ],
        [
          '5xx',
          'server_error',
          'A problem on our side; retry after a few seconds, waiting longer each time',
        ],
      ],
    },
    {
      id: 'rate-limits',
      title: 'Rate limits',
      body: [
        `Each token may make ${requestsPerMinute} requests a minute. Every response carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (seconds until the window resets), so your program can slow down before it is stopped.`,
        'Over the limit, the call answers 429 with a `Retry-After` header in seconds. To update many products, send one `PATCH` per SKU at a steady pace rather than all at once: a full sync of 5,000 products fits in under an hour.',
      ],
    },
  ],
};

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
    description:
      'Returns your synced products, 50 per page, oldest first. Add page=2 and so on for the next pages (see Page through your products above).',
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
