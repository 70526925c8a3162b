/** True for links that leave the site (another origin, mail or phone). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href) || /^(?:mailto|tel):/i.test(href);
}

/** The last segment of a URL's path: the slug a build-time loader is prerendering. */
export function lastPathSegment(url: URL): string {
  return url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}
