// What lucide's icon modules build their components with, in our library builds (tools/vite/lean-icons.ts puts it
// in place of lucide-react's createLucideIcon): the same <svg> lucide-react draws, from each icon module's own
// data, without lucide's generic runtime (its context, legacy signatures and attribute mapping: 1.5 KB gzip on
// every page). It takes the props our widgets pass (size, strokeWidth, className, aria-*, children).

import { createElement, type ReactNode, type SVGProps } from 'react';

/** An icon module's `__iconData`: lucide's drawing of the icon, its name and its former names. */
interface IconData {
  name: string;
  node: readonly (readonly [tag: string, attributes: Record<string, string | number>])[];
  aliases?: readonly string[];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  children?: ReactNode;
}

/** An accessible name or role given: the icon is not hidden from assistive technology (lucide's rule). */
const named = (props: Record<string, unknown>) =>
  Object.keys(props).some((key) => /^aria-|^role$|^title$/.test(key) && props[key] != null);

export default function createLucideIcon({ name, node, aliases = [] }: IconData) {
  const own = ['lucide', ...[name, ...aliases].map((n) => `lucide-${n}`)].join(' ');
  return function LucideIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    className = '',
    children,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${own} ${className}` : own,
        ...(children || named(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
