// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';

const Check = createLucideIcon({ name: 'check', node: [['path', { d: 'M20 6 9 17l-5-5' }]] });

describe('createLucideIcon', () => {
  it("draws lucide's SVG: 24 px box, round strokes in currentColor, hidden from screen readers", () => {
    const { container } = render(<Check className="size-4 text-brand-700" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('class', 'lucide lucide-check size-4 text-brand-700');
    expect(svg.querySelector('path')).toHaveAttribute('d', 'M20 6 9 17l-5-5');
  });

  it('passes other props through', () => {
    const { container } = render(<Check size={16} focusable="false" data-x="1" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('data-x', '1');
  });
});
