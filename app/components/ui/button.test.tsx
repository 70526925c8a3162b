// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button, buttonVariants } from './button';

function renderInRouter(ui: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  return render(<RouterProvider router={router} />);
}

describe('Button', () => {
  it('renders a button of type button by default', () => {
    renderInRouter(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('bg-brand-600');
  });

  it('navigates in-app for internal targets', () => {
    renderInRouter(<Button to="/pricing">Pricing</Button>);
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens external targets in a new tab, safely, and says so', () => {
    renderInRouter(<Button to="https://app.example.com/auth/login">Login</Button>);
    const link = screen.getByRole('link', { name: 'Login (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps mail links in the same tab', () => {
    renderInRouter(<Button to="mailto:sales@example.com">Mail us</Button>);
    expect(screen.getByRole('link', { name: 'Mail us' })).not.toHaveAttribute('target');
  });

  it('disables buttons and links', () => {
    renderInRouter(
      <>
        <Button disabled>Send</Button>
        <Button to="/x" disabled>
          Go
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
  });

  it('has four variants, three sizes and a full-width option', () => {
    for (const variant of ['primary', 'secondary', 'outline', 'text'] as const) {
      expect(buttonVariants({ variant })).not.toContain('undefined');
    }
    expect(buttonVariants({ size: 'sm' })).toContain('h-9');
    expect(buttonVariants({ size: 'md' })).toContain('h-11');
    expect(buttonVariants({ size: 'lg' })).toContain('h-12');
    expect(buttonVariants({ fullWidth: true })).toContain('w-full');
  });

  it('gives text-like variants no box, and boxed variants their size', () => {
    expect(buttonVariants({ variant: 'text', size: 'lg' })).not.toMatch(/\bh-12\b|\bpx-6\b/);
    expect(buttonVariants({ variant: 'inverse', size: 'lg' })).toMatch(
      /\bh-12\b.*\bpx-6\b|\bpx-6\b.*\bh-12\b/,
    );
    // One background and one text colour per variant, so no class has to win over another.
    for (const variant of [
      'primary',
      'secondary',
      'outline',
      'inverse',
      'outlineInverse',
    ] as const) {
      const classes = buttonVariants({ variant }).split(' ');
      expect(classes.filter((c) => /^bg-/.test(c)).length).toBeLessThanOrEqual(1);
      expect(classes.filter((c) => /^text-(?!sm|base|xs|lg)/.test(c)).length).toBeLessThanOrEqual(
        1,
      );
    }
  });
});
