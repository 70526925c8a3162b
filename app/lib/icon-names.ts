/**
 * The keys of the icons the site bundles, as data: the content schema checks
 * `icon` fields against this list and components/icons.tsx maps each key to
 * its drawing, so neither imports the other and the list is written once.
 */
export const iconNames = [
  'bell',
  'box',
  'chart',
  'clock',
  'layers',
  'link',
  'plug',
  'refresh',
  'shield',
  'sparkles',
  'tag',
  'truck',
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(name: string): name is IconName {
  return (iconNames as readonly string[]).includes(name);
}
