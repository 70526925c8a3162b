import { cva, type VariantProps } from 'class-variance-authority';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { isExternalHref } from '~/lib/links';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
        secondary: 'bg-slate-900 text-white shadow-sm hover:bg-slate-700',
        outline:
          'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
        text: 'text-brand-700 underline-offset-4 hover:underline',
        /** Quiet text link, for secondary actions in the header. */
        subtle: 'text-slate-700 hover:text-brand-700',
        /** White button on a brand-coloured band. */
        inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
        /** Outlined button on a brand-coloured band. */
        outlineInverse: 'border border-white/70 text-white hover:border-white hover:bg-brand-800',
      },
      size: {
        sm: 'text-sm',
        md: 'text-sm',
        lg: 'text-base',
      },
      fullWidth: {
        true: 'w-full',
        false: '',
      },
    },
    // Boxed variants get height and padding by size; text-like ones sit in the line.
    compoundVariants: [
      {
        variant: ['primary', 'secondary', 'outline', 'inverse', 'outlineInverse'],
        size: 'sm',
        className: 'h-9 px-3',
      },
      {
        variant: ['primary', 'secondary', 'outline', 'inverse', 'outlineInverse'],
        size: 'md',
        className: 'h-11 px-5',
      },
      {
        variant: ['primary', 'secondary', 'outline', 'inverse', 'outlineInverse'],
        size: 'lg',
        className: 'h-12 px-6',
      },
    ],
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
);

type Variants = VariantProps<typeof buttonVariants>;

interface CommonProps extends Variants {
  className?: string;
  children: ReactNode;
  disabled?: boolean;
}

/** A link styled as a button: in-app navigation for paths, a new tab for other origins. */
export interface ButtonLinkProps
  extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  to: string;
}

export interface ButtonElementProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  to?: undefined;
}

export type ButtonProps = ButtonLinkProps | ButtonElementProps;

export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, className, children, disabled } = props;
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);

  if (props.to !== undefined) {
    const { to, variant: _v, size: _s, fullWidth: _f, disabled: _d, ...anchorProps } = props;
    if (disabled) {
      // A disabled link has no href, so it is neither focusable nor followed.
      return (
        <a {...anchorProps} role="link" aria-disabled="true" className={classes}>
          {children}
        </a>
      );
    }
    if (isExternalHref(to)) {
      const newTab = /^https?:|^\/\//i.test(to);
      return (
        <a
          {...anchorProps}
          href={to}
          className={classes}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
          {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </a>
      );
    }
    return (
      <Link {...anchorProps} to={to} className={classes}>
        {children}
      </Link>
    );
  }

  const { variant: _v, size: _s, fullWidth: _f, type = 'button', ...buttonProps } = props;
  return (
    <button {...buttonProps} type={type} className={classes}>
      {children}
    </button>
  );
}
