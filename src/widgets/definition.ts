// What a widget declares about itself (its folder's definition.ts): tag, lazily loaded code, attributes, the
// events its component reports through callbacks, and what changes the space it reserves; and what its spec.ts
// says about it for the manifest. `widgetDefinition()` checks at compile time that the component accepts the props these specs
// and callbacks give it.

import type { ComponentType } from 'react';
import type { OwnSample } from '../core/data-source.ts';
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

/**
 * A property of the element with no attribute (a function, an object the page computes): what it accepts, and
 * its TypeScript type as the published declarations write it.
 */
export interface PropertySpec<T = unknown> {
  type: string;
  /** A value it refuses is reported once and reads as undefined. */
  accepts: (value: unknown) => value is T;
}

export type PropertySpecs = Readonly<Record<string, PropertySpec>>;
/** A widget without attribute-less properties. */
export type NoProperties = Readonly<Record<never, PropertySpec>>;

/** The props attribute-less properties give a component: each accepted value, or undefined. */
export type PropertiesOf<Properties extends PropertySpecs> = {
  [Name in keyof Properties]: Properties[Name] extends PropertySpec<infer T> ? T | undefined : never;
};

/** Everything a widget component receives: validated attribute values, properties and event callbacks, typed. */
export type WidgetProps<
  Specs extends readonly AttributeSpec[],
  Events extends EventCallbacks = NoEvents,
  Properties extends PropertySpecs = NoProperties,
> = PropsOf<Specs> & CallbacksOf<Events> & PropertiesOf<Properties>;

/**
 * A widget's folder spec.ts: attributes beyond `theme` and `loading`, callback props that become events, and
 * properties without an attribute.
 */
export interface WidgetSpec<
  Specs extends readonly AttributeSpec[] = readonly AttributeSpec[],
  Events extends EventCallbacks = EventCallbacks,
  Properties extends PropertySpecs = PropertySpecs,
> {
  attributes: Specs;
  /** Callback props the element turns into `crypto-…` events; none when absent. */
  events?: Events;
  /** Properties the page sets from script only (functions, objects); none when absent. */
  properties?: Properties;
}

/** What a widget's code exports: its component, its stylesheet text, its spec, and the sample figures only it shows. */
export interface WidgetModule<Props = never, Spec extends WidgetSpec = WidgetSpec> {
  default: ComponentType<Props>;
  styles?: string;
  spec: Spec;
  /** Handed to the sample source as the tag is defined (core/data-source.ts, provideSample). */
  sample?: Partial<OwnSample>;
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

interface TypedDefinition<
  Specs extends readonly AttributeSpec[],
  Events extends EventCallbacks,
  Properties extends PropertySpecs,
> extends Omit<WidgetDefinition, 'load'> {
  load: () => Promise<
    WidgetModule<NoInfer<WidgetProps<Specs, Events, Properties>>, WidgetSpec<Specs, Events, Properties>>
  >;
}

/** Declares a widget; its component's props must accept what its spec's attributes, events and properties give it. */
export function widgetDefinition<
  const Specs extends readonly AttributeSpec[],
  const Events extends EventCallbacks = NoEvents,
  const Properties extends PropertySpecs = NoProperties,
>(definition: TypedDefinition<Specs, Events, Properties>): WidgetDefinition {
  return definition as unknown as WidgetDefinition;
}

// ---- Documentation (each spec.ts's `docs` export; read by the manifest, never by the runtime) --------------

export interface PartDocs {
  name: string;
  description: string;
  /**
   * Rendered only with measured figures (a feed from a site's server), never with the sample data; its description
   * starts with MEASURED_ONLY (what the manifest carries of it).
   */
  measuredOnly?: true;
}

/**
 * What a widget's spec.ts says of it besides its attributes, properties and events (whose help is the JSDoc
 * comment on each declaration, see publish/docs.ts).
 */
export interface WidgetDocs {
  /** Spanish name. */
  title: string;
  description: string;
  /** Every `part` the widget renders. */
  parts: readonly PartDocs[];
}
