import { cn } from '~/lib/cn';

/**
 * A person's initials on a coloured disc, drawn as SVG with a fixed size so
 * nothing shifts. Decorative: the person's name is always printed beside it.
 */
export function Avatar({
  initials,
  color,
  size = 48,
  className,
}: {
  initials: string;
  color: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0 rounded-full', className)}
    >
      <circle cx="24" cy="24" r="24" fill={color} />
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fontSize="17"
        fontWeight="600"
        fill="#fff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
