/**
 * Per-page metadata from one helper, so every route gets a title, a
 * description, a canonical URL and Open Graph / Twitter tags the same way.
 */
import type { MetaDescriptor } from 'react-router';

export interface PageMetaInput {
  /** Page title without the product name; omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page ('/pricing'); the canonical URL is built from it. */
  path: string;
  /** Keeps the page out of search results (application form, not-found pages). */
  noindex?: boolean;
  /** Absolute or root-relative URL of the social preview image. */
  image?: string;
  type?: 'website' | 'article';
}

export interface SiteIdentity {
  siteUrl: string;
  productName: string;
  /** Title of the home page, which has no page title of its own. */
  homeTitle: string;
  /** Social preview used when a page names none. */
  defaultImage?: string;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const normalised = path === '/' ? '' : path.replace(/\/+$/, '');
  return `${siteUrl}${normalised.startsWith('/') || normalised === '' ? '' : '/'}${normalised}`;
}

export function pageTitle(identity: SiteIdentity, title: string | undefined): string {
  return title ? `${title} | ${identity.productName}` : identity.homeTitle;
}

export function buildMeta(identity: SiteIdentity, input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(identity, input.title);
  const url = absoluteUrl(identity.siteUrl, input.path);
  const imagePath = input.image ?? identity.defaultImage;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: identity.productName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: imagePath ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
  ];
  if (imagePath) {
    const image = absoluteUrl(identity.siteUrl, imagePath);
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
