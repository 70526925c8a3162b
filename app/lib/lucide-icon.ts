/**
 * Stands in for lucide-react's `createLucideIcon` in our builds (see the alias
 * in vite.config.ts and docs/decisions/010). Every lucide icon module is its
 * drawing plus a call to that function; the library's version brings a
 * context provider, prop merging and accessibility guessing (1.5 KB gzipped
 * on every page with an icon), none of which the site uses: our icons are
 * decorative, sized by class, drawn in currentColor. This one draws the same
 * SVG in a few lines (inline in HTML, so without `xmlns`). Props other than
 * `size` and `strokeWidth` pass through.
 */
import { createElement, type Ref, type SVGProps } from 'react';

interface IconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  ref?: Ref<SVGSVGElement>;
  size?: number | string;
}

export default function createLucideIcon({ name, node }: IconData) {
  function Icon({ size = 24, strokeWidth = 2, className, ...rest }: IconProps) {
    return createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': 'true',
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...rest,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  }
  return Icon;
}
