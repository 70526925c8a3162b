import { cn } from '~/lib/cn';

/**
 * Initials on a coloured shape, drawn as SVG with a fixed size so nothing
 * shifts. Decorative: the name it stands for is always printed beside it.
 */
export function InitialsBadge({
  initials,
  color,
  shape,
  size = 48,
  fontSize,
  fontWeight,
  className,
}: {
  initials: string;
  color: string;
  shape: 'circle' | 'rounded';
  size?: number;
  fontSize: number;
  fontWeight: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', shape === 'circle' && 'rounded-full', className)}
    >
      {shape === 'circle' ? (
        <circle cx="24" cy="24" r="24" fill={color} />
      ) : (
        <rect width="48" height="48" rx="12" fill={color} />
      )}
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight={fontWeight}
        letterSpacing={shape === 'rounded' ? 0.5 : undefined}
        fill="#fff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}

/** A person's initials on a coloured disc (testimonials, team). */
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
    <InitialsBadge
      initials={initials}
      color={color}
      shape="circle"
      size={size}
      fontSize={17}
      fontWeight={600}
      className={className}
    />
  );
}
