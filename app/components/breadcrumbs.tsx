import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { siteUrl } from '~/config';
import { breadcrumbList } from '~/lib/structured-data';
import { JsonLd } from './json-ld';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Visible breadcrumbs and the matching BreadcrumbList structured data. The
 * last crumb is the current page.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600">
          {items.map((item, index) => {
            const current = index === items.length - 1;
            return (
              <li key={item.path} className="flex items-center gap-1">
                {index > 0 ? (
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
                ) : null}
                {current ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {item.name}
                  </span>
                ) : (
                  <Link to={item.path} className="hover:text-brand-700 hover:underline">
                    {item.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(siteUrl, items)} />
    </>
  );
}
