import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import faviconSvg from '../public/favicon.svg?raw';
import { ChatLauncher } from './components/chat/launcher';
import { Footer } from './components/layout/footer';
import { Header } from './components/layout/header';
import { RouteFocus } from './components/layout/route-focus';
import { PageHeading } from './components/page-heading';
import { earlyInputScript } from './lib/early-input';

// The icon is written into every page rather than linked: Chromium fetches a
// linked icon as soon as the page has loaded, which on a slow connection is
// one more request, one more round trip, before the first paint is done (the
// audit's largest paint moved by about 150 ms whenever it did). /favicon.svg
// stays for everything that asks for it by URL.
const faviconHref = `data:image/svg+xml,${faviconSvg
  .trim()
  .replaceAll('"', "'")
  .replace(/[#%<>]/g, encodeURIComponent)}`;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: faviconHref, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2548eb" />
        <Meta />
        <Links />
        {/* Holds taps made before hydration; see app/lib/early-input.ts. */}
        <script dangerouslySetInnerHTML={{ __html: earlyInputScript }} />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="pt-(--header-height) outline-none">
          {children}
        </main>
        <Footer />
        <ChatLauncher />
        <RouteFocus />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over, for tests and monitoring.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Every known page is static, so this only shows for a failure while the
  // browser loads a page's data or code (for example a dropped connection).
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? 'Page Not Found' : 'Something went wrong';
  const text =
    isRouteErrorResponse(error) && error.status === 404
      ? "The page you're looking for doesn't exist or has been moved."
      : 'This page could not be loaded. Check your connection and reload the page.';
  return (
    <PageHeading title={title} lead={text} className="min-h-[50vh]">
      <a href="/" className="font-semibold text-brand-700 underline underline-offset-4">
        Go back home
      </a>
    </PageHeading>
  );
}
