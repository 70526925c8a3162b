/** The site's own binding of the SEO helper to its configuration. */
import { productName, siteUrl } from '~/config';
import { buildMeta, type PageMetaInput } from './seo';
import { socialImageFor } from './social';

const identity = {
  siteUrl,
  productName,
  homeTitle: `${productName}: Automate your Shopify store's vendor operations`,
};

export function pageMeta(input: PageMetaInput) {
  return buildMeta(identity, { image: socialImageFor(input.path), ...input });
}
