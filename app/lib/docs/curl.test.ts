import { describe, expect, it } from 'vitest';
import { curlCommand } from './curl';

describe('curlCommand', () => {
  it('sends JSON with a Bearer token', () => {
    expect(
      curlCommand({
        baseUrl: 'https://app.test',
        method: 'PATCH',
        path: '/wh/api/v1/products/A1',
        body: { quantity: 4 },
      }),
    ).toBe(
      [
        "curl -X PATCH 'https://app.test/wh/api/v1/products/A1' \\",
        "  -H 'Authorization: Bearer YOUR_API_TOKEN' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"quantity":4}'`,
      ].join('\n'),
    );
  });
  it('has no body for GET and quotes single quotes safely', () => {
    expect(curlCommand({ baseUrl: 'https://app.test', method: 'GET', path: '/x' })).not.toContain(
      '-d',
    );
    expect(
      curlCommand({ baseUrl: 'b', method: 'POST', path: '/x', body: { tags: "it's" } }),
    ).toContain(`'{"tags":"it'\\''s"}'`);
  });
});
