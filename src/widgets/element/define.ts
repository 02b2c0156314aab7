// Defines a widget's tag once per page. A second copy of the script (a site may include it twice) finds the
// tag defined and leaves it; a copy of another version says so once, since the page then runs the first.

import { provideSample } from '../../client/sample-source.ts';
import type { WidgetDefinition, WidgetModule } from '../definition.ts';
import type { ElementHooks } from '../placeholder.ts';
import { createWidgetElement } from './widget-element.ts';

// The loader checks the same key to tell our element classes from another script's.
const VERSION = Symbol.for('crypto-widgets.version');
const version = __CRYPTO_WIDGETS_VERSION__;

type VersionedConstructor = CustomElementConstructor & { [VERSION]?: string };

export function defineWidget(definition: WidgetDefinition, module: WidgetModule, hooks: ElementHooks): void {
  const { tag } = definition;
  // The sample figures only this widget shows came with its code: the sample source answers them from now on.
  if (module.sample) provideSample(module.sample);
  const existing = customElements.get(tag) as VersionedConstructor | undefined;
  if (existing) {
    if (existing[VERSION] !== version) {
      console.warn(
        `[crypto-widgets] <${tag}> ya estaba definida por ${existing[VERSION] ? `la versión ${existing[VERSION]}` : 'otro script'}; ` +
          `se mantiene esa definición y se ignora la versión ${version}.`,
      );
    }
    return;
  }
  const element: VersionedConstructor = createWidgetElement(definition, module, hooks);
  element[VERSION] = version;
  customElements.define(tag, element);
}
