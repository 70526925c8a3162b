import { Link } from 'react-router';
import { company } from '~/content/company';
import { footerGroups, footerLegalLinks } from '~/content/navigation';
import { useCurrentYear } from '~/hooks/use-current-year';
import { Logo } from './logo';

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          <div className="max-w-sm">
            <Link to="/" className="inline-block rounded-md" aria-label="VendorHub home">
              <Logo />
            </Link>
            <p className="mt-4 text-sm leading-6 text-slate-600">{company.tagline}</p>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
              <h2
                id={`footer-${group.title.toLowerCase()}`}
                className="text-sm font-semibold text-slate-900"
              >
                {group.title}
              </h2>
              <ul className="mt-4 space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-block py-1.5 text-sm text-slate-600 hover:text-brand-700"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            &copy; <span data-testid="copyright-year">{year}</span> {company.legalName} All rights
            reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex gap-6">
              {footerLegalLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-block py-1.5 text-sm text-slate-600 hover:text-brand-700"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
