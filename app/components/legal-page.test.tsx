// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cookies, privacy, terms } from '~/content/legal';
import type { LegalDocument } from '~/content/schema';
import { LegalPage } from './legal-page';

function renderPage(legal: LegalDocument) {
  const router = createMemoryRouter([{ path: '/', element: <LegalPage document={legal} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('LegalPage', () => {
  afterEach(cleanup);

  for (const legal of [terms, privacy, cookies]) {
    it(`${legal.title}: title, date, and a table of contents that matches the sections`, () => {
      renderPage(legal);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(legal.title);
      // The date sits in a <time>, so the sentence spans two elements.
      expect(
        screen.getByText(
          (_, element) =>
            element?.tagName === 'P' && element.textContent === 'Last updated July 11, 2025',
        ),
      ).toBeInTheDocument();
      expect(legal.lastUpdated).toBe('July 11, 2025');
      expect(screen.getByText('July 11, 2025')).toHaveAttribute('datetime', '2025-07-11');

      const toc = screen.getByRole('navigation', { name: 'On this page' });
      const links = within(toc).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toEqual(legal.sections.map((s) => s.heading));
      const ids = links.map((l) => l.getAttribute('href')!.slice(1));
      expect(new Set(ids).size).toBe(ids.length);
      for (const [index, id] of ids.entries()) {
        const heading = screen.getByRole('heading', {
          level: 2,
          name: legal.sections[index]!.heading,
        });
        expect(heading).toHaveAttribute('id', id);
      }

      expect(screen.getByRole('link', { name: 'privacy@vendorhub.io' })).toHaveAttribute(
        'href',
        'mailto:privacy@vendorhub.io',
      );
    });
  }
});
