/** The example call as a curl command, as the API Reference shows and copies it. */
export function curlCommand(options: {
  baseUrl: string;
  method: string;
  path: string;
  body?: unknown;
}): string {
  const lines = [
    `curl -X ${options.method} '${options.baseUrl}${options.path}'`,
    `  -H 'Authorization: Bearer YOUR_API_TOKEN'`,
    `  -H 'Content-Type: application/json'`,
  ];
  if (options.body !== undefined) {
    lines.push(`  -d '${JSON.stringify(options.body).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}
