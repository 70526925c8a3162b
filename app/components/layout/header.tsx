import * as Collapsible from '@radix-ui/react-collapsible';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { CloseGlyph, MenuGlyph } from '~/components/ui/glyphs';
import { loginUrl } from '~/config';
import { headerLinks } from '~/content/navigation';
import { useScrolled } from '~/hooks/use-scrolled';
import { cn } from '~/lib/cn';
import { Logo } from './logo';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700',
    isActive ? 'text-brand-700' : 'text-slate-700',
  );

export function Header() {
  const scrolled = useScrolled();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation (a link in
  // it, the back button) closes it without an extra render.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the menu from anywhere on the page and puts focus back on
  // the toggle, so keyboard users are not left inside a hidden panel.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnPath(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;

  return (
    <Collapsible.Root open={menuOpen} onOpenChange={setMenuOpen} asChild>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        className={cn(
          'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200',
          solid ? 'bg-white shadow-md' : 'bg-transparent',
        )}
      >
        <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to="/" className="rounded-md" aria-label="VendorHub home">
            <Logo />
          </Link>

          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="hidden items-center gap-3 lg:flex">
            <Button to={loginUrl} variant="subtle" size="sm">
              Login
            </Button>
            <Button to="/contact" size="sm">
              Contact Sales
            </Button>
          </div>

          <Collapsible.Trigger asChild>
            <button
              ref={toggleRef}
              type="button"
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            >
              {menuOpen ? <CloseGlyph /> : <MenuGlyph />}
            </button>
          </Collapsible.Trigger>
        </div>

        <Collapsible.Content className="border-t border-slate-200 bg-white lg:hidden">
          <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 pt-2 pb-6 sm:px-6">
            <ul className="flex flex-col">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-3 py-3 text-base font-medium hover:bg-slate-50',
                        isActive ? 'text-brand-700' : 'text-slate-800',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-4 grid gap-3">
              <Button to="/contact" fullWidth onClick={() => setMenuOpen(false)}>
                Contact Sales
              </Button>
              <Button to={loginUrl} variant="outline" fullWidth onClick={() => setMenuOpen(false)}>
                Login
              </Button>
            </div>
          </nav>
        </Collapsible.Content>
      </header>
    </Collapsible.Root>
  );
}
