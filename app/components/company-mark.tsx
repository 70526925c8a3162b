import { cn } from '~/lib/cn';
import { companyInitials, markColor } from '~/lib/company-mark';

/**
 * A customer's mark drawn by the site: initials in a rounded square, in a
 * colour fixed by the slug. It stands in for a logo we do not host, has a
 * fixed size so nothing shifts, and is decorative because the company's name
 * is always printed beside it.
 */
export function CompanyMark({
  name,
  slug,
  size = 48,
  className,
}: {
  name: string;
  slug: string;
  size?: number;
  className?: string;
}) {
  const initials = companyInitials(name);
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
    >
      <rect width="48" height="48" rx="12" fill={markColor(slug)} />
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fontSize={initials.length > 1 ? 18 : 22}
        fontWeight="700"
        letterSpacing="0.5"
        fill="#fff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
