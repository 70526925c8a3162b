import { useEffect, useRef, useState, type ToggleEvent } from 'react';
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

const MENU_ID = 'mobile-menu';

/**
 * The site header. On small screens the menu is a native popover opened by
 * its toggle (`popovertarget`): it opens before the page's JavaScript has
 * loaded, or without it; Escape and a tap outside close it, and focus returns
 * to the toggle, all done by the browser. Whether it is open lives in the DOM:
 * the toggle's label and icon follow it through CSS, React only mirrors it
 * for `aria-expanded` and closes the menu when a link in it is chosen.
 */
export function Header() {
  const scrolled = useScrolled();
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLElement>(null);
  // Unknown until mounted: before that the browser exposes the state itself.
  const [menuOpen, setMenuOpen] = useState<boolean | undefined>(undefined);
  const closeMenu = () => menuRef.current?.hidePopover();

  // The menu may have been opened before hydration: start from the DOM.
  useEffect(() => {
    setMenuOpen(menuRef.current?.matches(':popover-open') ?? false);
  }, []);

  // Any navigation (a link in the menu, the back button) closes the menu.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    menuRef.current?.hidePopover();
  }, [pathname]);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'group/header fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200',
        scrolled ? 'bg-white shadow-md' : 'bg-transparent',
        'has-[#mobile-menu:popover-open]:bg-white has-[#mobile-menu:popover-open]:shadow-md',
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

        <button
          type="button"
          popoverTarget={MENU_ID}
          aria-expanded={menuOpen}
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
        >
          <span className="sr-only group-has-[#mobile-menu:popover-open]/header:hidden">
            Open menu
          </span>
          <span className="hidden group-has-[#mobile-menu:popover-open]/header:inline">
            <span className="sr-only">Close menu</span>
            <CloseGlyph />
          </span>
          <span className="group-has-[#mobile-menu:popover-open]/header:hidden">
            <MenuGlyph />
          </span>
        </button>

        <nav
          ref={menuRef}
          id={MENU_ID}
          popover="auto"
          aria-label="Mobile"
          onToggle={(event: ToggleEvent<HTMLElement>) => setMenuOpen(event.newState === 'open')}
          className="fixed inset-x-0 top-(--header-height) bottom-auto m-0 max-h-[calc(100dvh-var(--header-height))] w-full overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-md sm:px-6 lg:hidden"
        >
          <ul className="flex flex-col">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={closeMenu}
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
            <Button to="/contact" fullWidth onClick={closeMenu}>
              Contact Sales
            </Button>
            <Button to={loginUrl} variant="outline" fullWidth onClick={closeMenu}>
              Login
            </Button>
          </div>
        </nav>
      </div>
    </header>
  );
}
