// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatList } from './stat-list';

const items = [
  { value: '75+', label: 'businesses' },
  { value: '1M+', label: 'products synced', description: 'Across every connected vendor.' },
];

describe('StatList', () => {
  // Vitest runs without globals here, so Testing Library cannot unmount on its own.
  afterEach(cleanup);

  it('pairs each label (term) with its figure and description (definitions)', () => {
    const { container } = render(<StatList items={items} />);
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['businesses', 'products synced']);
    const groups = Array.from(list?.children ?? []);
    expect(groups).toHaveLength(2);
    const second = within(groups[1] as HTMLElement);
    expect(second.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '1M+',
      'Across every connected vendor.',
    ]);
  });

  it('leaves out the description when there is none', () => {
    render(<StatList items={items.slice(0, 1)} />);
    expect(screen.getAllByRole('definition')).toHaveLength(1);
  });

  it('uses light text only on the brand tone', () => {
    const { rerender } = render(<StatList items={items} />);
    expect(screen.getByText('75+').className).toContain('text-brand-700');
    rerender(<StatList items={items} tone="brand" />);
    expect(screen.getByText('75+').className).toContain('text-white');
  });
});
