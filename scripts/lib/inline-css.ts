/**
 * Replaces each `<link rel="stylesheet">` of a prerendered page with the
 * stylesheet's text in a `<style>` element, and keeps the link as a disabled
 * element right after it.
 *
 * Why keep the link: React hydrates the whole document, and the root layout
 * renders that link. A disabled stylesheet is never fetched nor applied, but
 * its element is still there for hydration to match, so nothing is reported
 * and nothing is downloaded twice.
 */
const LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

export async function inlineStylesheets(
  html: string,
  readCss: (href: string) => Promise<string>,
): Promise<string> {
  const links = html.match(LINK) ?? [];
  let out = html;
  for (const link of links) {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    // Only our own built assets; an external stylesheet stays a link.
    if (!href?.startsWith('/assets/') || /\bdisabled\b/.test(link)) continue;
    const css = (await readCss(href)).replace(/<\/style/gi, '<\\/style');
    const disabled = link.replace(/\s*\/?>$/, ' disabled=""/>');
    out = out.replace(link, `<style>${css}</style>${disabled}`);
  }
  return out;
}
