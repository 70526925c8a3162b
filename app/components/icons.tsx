/**
 * Icons that content refers to by key (see `icon` fields in app/content);
 * the keys are listed in lib/icon-names.ts. Only these are bundled. Icons are decorative: the text next to them says
 * what they mean.
 */
import {
  Bell,
  Box,
  ChartNoAxesColumnIncreasing,
  Clock,
  Layers,
  Link2,
  Plug,
  RefreshCw,
  ShieldCheck,
  Sparkles,
  Tag,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '~/lib/cn';
import { isIconName, type IconName } from '~/lib/icon-names';

export const icons = {
  bell: Bell,
  box: Box,
  chart: ChartNoAxesColumnIncreasing,
  clock: Clock,
  layers: Layers,
  link: Link2,
  plug: Plug,
  refresh: RefreshCw,
  shield: ShieldCheck,
  sparkles: Sparkles,
  tag: Tag,
  truck: Truck,
} satisfies Record<IconName, LucideIcon>;

/** An icon; pass a size class (default size-6). */
export function Icon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Component = isIconName(name) ? icons[name] : Box;
  return <Component aria-hidden="true" focusable="false" className={className} />;
}

/** A feature icon on a tinted square, as used in feature grids. */
export function IconTile({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
        className,
      )}
    >
      <Icon name={name} className="size-5.5" />
    </span>
  );
}
