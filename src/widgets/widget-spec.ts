// Declares a widget's spec (its folder's spec.ts), keeping names, values and defaults as literal types so the
// component's props are checked against it (see definition.ts). Apart from definition.ts, which the entry
// carries: specs travel with each widget's code.

import type { AttributeSpec } from './attributes.ts';
import type { EventCallbacks, NoEvents, NoProperties, PropertySpecs, WidgetSpec } from './definition.ts';

export function widgetSpec<
  const Specs extends readonly AttributeSpec[],
  const Events extends EventCallbacks = NoEvents,
  const Properties extends PropertySpecs = NoProperties,
>(spec: WidgetSpec<Specs, Events, Properties>): WidgetSpec<Specs, Events, Properties> {
  return spec;
}
