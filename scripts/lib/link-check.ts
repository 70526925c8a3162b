/**
 * Every internal link of the built site must lead somewhere: to a
 * prerendered page or a file, and when it has a #fragment, to an element
 * with that id on the target page.
 */
export interface BuiltPage {
  /** URL path of the page ('/pricing'); not-found pages by their file ('/404.html'). */
  path: string;
  html: string;
}

export interface BrokenLink {
  from: string;
  href: string;
  reason: string;
}

const ANCHOR = /<a\b[^>]*?\shref="([^"]*)"/g;

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)));
}

export function findBrokenLinks(pages: BuiltPage[], files: Set<string>): BrokenLink[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const ids = new Map<string, Set<string>>();
  const idsFor = (path: string) => {
    let set = ids.get(path);
    if (!set) ids.set(path, (set = idsOf(byPath.get(path)?.html ?? '')));
    return set;
  };
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const match of page.html.matchAll(ANCHOR)) {
      const href = decode(match[1]!);
      if (!href.startsWith('/') && !href.startsWith('#')) continue; // other sites, mail, phone
      if (href.startsWith('//')) continue;
      const [beforeHash, fragment] = href.split('#', 2) as [string, string | undefined];
      const path = (beforeHash.split('?')[0] || page.path).replace(/(.)\/$/, '$1');
      const isPage = byPath.has(path);
      if (!isPage && !files.has(path)) {
        broken.push({ from: page.path, href, reason: 'no page or file at this path' });
        continue;
      }
      if (fragment && isPage && !idsFor(path).has(decodeURIComponent(fragment))) {
        broken.push({
          from: page.path,
          href,
          reason: `no element with id "${fragment}" on ${path}`,
        });
      }
    }
  }
  return broken;
}
