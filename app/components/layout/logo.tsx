import { cn } from '~/lib/cn';

/** The VendorHub mark: a hub linked to three vendors. Decorative; the link around it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" fill="#2548eb" />
      <path d="M16 16 9 9m7 7 7-7m-7 7v8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="16" cy="16" r="3.6" fill="#fff" />
      <circle cx="9" cy="9" r="2.4" fill="#bfd4fe" />
      <circle cx="23" cy="9" r="2.4" fill="#bfd4fe" />
      <circle cx="16" cy="24" r="2.4" fill="#bfd4fe" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-lg font-bold tracking-tight text-slate-900">VendorHub</span>
    </span>
  );
}
