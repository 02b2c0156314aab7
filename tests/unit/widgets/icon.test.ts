// The icon runtime of the library builds (src/widgets/ui/icon.ts, put in place of lucide-react's by
// tools/vite/lean-icons.ts) draws exactly what lucide-react draws, from the same icon data, for the props we pass.

import * as sendModule from 'lucide-react/dist/esm/icons/send-horizontal.mjs';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconProps } from '../../../src/widgets/ui/icon.ts';

type IconData = Parameters<typeof createLucideIcon>[0];
const { default: LucideSend, __iconData } = sendModule as unknown as {
  default: (props: IconProps) => ReactElement;
  __iconData: IconData;
};
const OurSend = createLucideIcon(__iconData);

const CASES: [string, IconProps][] = [
  ['no props', {}],
  ['a size, a stroke width and aria-hidden', { size: 15, strokeWidth: 2.5, 'aria-hidden': 'true' }],
  ['a class of ours', { size: 16, className: 'cw-method-chevron', 'aria-hidden': 'true' }],
  ['an accessible name (not hidden)', { size: 18, 'aria-label': 'Enviar' }],
  ['a role (not hidden)', { role: 'img' }],
  ['a colour and a width', { color: 'red', width: 20 }],
];

describe('the icon runtime of the library builds', () => {
  it.each(CASES)('draws what lucide-react draws with %s', (_, props) => {
    const ours = renderToStaticMarkup(createElement(OurSend, props));
    expect(ours).toBe(renderToStaticMarkup(createElement(LucideSend, props)));
    expect(ours).toContain('class="lucide lucide-send-horizontal lucide-send-horizonal');
  });

  it('draws children after the drawing, and then leaves the icon visible to assistive technology', () => {
    const withTitle = (Icon: (props: IconProps) => ReactElement) =>
      renderToStaticMarkup(createElement(Icon, { size: 16 }, createElement('title', null, 'Enviar')));
    expect(withTitle(OurSend)).toBe(withTitle(LucideSend));
    expect(withTitle(OurSend)).not.toContain('aria-hidden');
  });
});
