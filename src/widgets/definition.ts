// What a widget declares about itself (its folder's definition.ts): tag, lazily loaded code, attributes, the
// events its component reports through callbacks, and what changes the space it reserves; and what its docs.ts
// says about it. `widgetDefinition()` checks at compile time that the component accepts the props these specs
// and callbacks give it.

import type { ComponentType } from 'react';
import type { AttributeSpec, PropsOf } from './attributes.ts';
import type { CryptoEventDetails } from './events.ts';

export type WidgetTag = `crypto-${string}`;
export type CryptoEventName = keyof CryptoEventDetails;

/** A widget that reports nothing. */
export type NoEvents = Readonly<Record<never, CryptoEventName>>;

/** Callback prop → the `crypto-…` event the element dispatches when the component calls it. */
export type EventCallbacks = Readonly<Record<`on${string}`, CryptoEventName>>;

/** The callbacks a component receives: `onChange(detail)` for `{ onChange: 'crypto-analytics-change' }`. */
export type CallbacksOf<Events extends EventCallbacks> = {
  [Callback in keyof Events]: (detail: CryptoEventDetails[Events[Callback] & CryptoEventName]) => void;
};

/** Everything a widget component receives: validated attribute values and event callbacks, typed. */
export type WidgetProps<
  Specs extends readonly AttributeSpec[],
  Events extends EventCallbacks = NoEvents,
> = PropsOf<Specs> & CallbacksOf<Events>;

/** A widget's folder spec.ts: attributes beyond `theme` and `loading`, and callback props that become events. */
export interface WidgetSpec<
  Specs extends readonly AttributeSpec[] = readonly AttributeSpec[],
  Events extends EventCallbacks = EventCallbacks,
> {
  attributes: Specs;
  /** Callback props the element turns into `crypto-…` events; none when absent. */
  events?: Events;
}

/** What a widget's code exports: its component, its stylesheet text and its spec. */
export interface WidgetModule<Props = never, Spec extends WidgetSpec = WidgetSpec> {
  default: ComponentType<Props>;
  styles?: string;
  spec: Spec;
}

/** What the entry script knows of a widget: its tag, where its code is, and what shapes its reserved space. */
export interface WidgetDefinition {
  tag: WidgetTag;
  /** The widget's code (component, styles, spec), fetched when the first instance needs it. */
  load: () => Promise<WidgetModule>;
  /**
   * Values of one attribute that change the widget's shape (the ad's size), each with a height table of its
   * own; the placeholder otherwise reserves the tag's measured height (see reserve.ts).
   */
  reservedHeightsBy?: { attribute: string; values: readonly string[] };
}

interface TypedDefinition<Specs extends readonly AttributeSpec[], Events extends EventCallbacks>
  extends Omit<WidgetDefinition, 'load'> {
  load: () => Promise<WidgetModule<NoInfer<WidgetProps<Specs, Events>>, WidgetSpec<Specs, Events>>>;
}

/** Declares a widget; its component's props must accept what its spec's attributes and events give it. */
export function widgetDefinition<
  const Specs extends readonly AttributeSpec[],
  const Events extends EventCallbacks = NoEvents,
>(definition: TypedDefinition<Specs, Events>): WidgetDefinition {
  return definition as unknown as WidgetDefinition;
}

// ---- Documentation (each folder's docs.ts; read by the manifest, never by the runtime) ---------------------

export interface EventDocs {
  name: CryptoEventName;
  /** TypeScript type of `event.detail`, as written in the published declarations. */
  detail: string;
  description: string;
}

export interface PartDocs {
  name: string;
  description: string;
}

export interface WidgetDocs {
  /** Spanish name. */
  title: string;
  description: string;
  /** Help for this widget's attributes where it differs from the common help. */
  attributes?: Readonly<Record<string, string>>;
  events: readonly EventDocs[];
  /** Every `part` the widget renders. */
  parts: readonly PartDocs[];
}
