/** True for links that leave the site (another origin, mail or phone). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href) || /^(?:mailto|tel):/i.test(href);
}

/**
 * Links that text may carry (content, articles and bot replies alike): web
 * pages, e-mail, phone, this site's own paths and anchors. Browsers read a
 * backslash as a slash and drop tabs and line breaks, so `/\evil.example`
 * or `/<tab>/evil.example` would leave the site like `//evil.example`: any
 * backslash or control character refuses the link, as does every other scheme.
 */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(href)) return false;
  if (/^(?:https?:\/\/|mailto:|tel:)/i.test(href)) return true;
  return href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'));
}

/** The last segment of a URL's path: the slug a build-time loader is prerendering. */
export function lastPathSegment(url: URL): string {
  return url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}
