import { companyInitials, markColor } from '~/lib/company-mark';
import { InitialsBadge } from './avatar';

/**
 * A customer's mark drawn by the site: initials in a rounded square, in a
 * colour fixed by the slug. It stands in for a logo we do not host, and is
 * decorative because the company's name is always printed beside it.
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
    <InitialsBadge
      initials={initials}
      color={markColor(slug)}
      shape="rounded"
      size={size}
      fontSize={initials.length > 1 ? 18 : 22}
      fontWeight={700}
      className={className}
    />
  );
}
