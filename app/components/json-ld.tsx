/**
 * Structured data for search engines. The JSON is ours (built from content),
 * and `<` is escaped so no string in it can close the script element.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
