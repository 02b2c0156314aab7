// The one base every widget element is built on. r2wc (through its documented three-argument form, with a
// renderer of ours) gives the element its open shadow root and mounts, updates and unmounts the React tree as
// the element enters and leaves the page; every widget renders through one shared React root (see
// shared-root.ts). This class adds what r2wc leaves to us, from the registry's specs:
// - observed attributes, validated (an invalid value falls back with one warning; removal resets);
// - camelCase properties reflecting to the kebab attributes, with the defaults before any attribute;
// - properties set before the tag was defined (createElement → set → append while the code loads, jQuery's
//   .prop(), Angular's bindings) kept and applied on upgrade, as Lit does;
// - one emit() for every `crypto-…` event, reached by components through callback props;
// - a move (remove + insert in one task) keeping the widget's state;
// - styles adopted into the shadow root the loader made, whose placeholder holds the reserved height until the
//   first commit.
// The widget's spec comes with its code; what it needs from the entry (the placeholder's shadow root) comes
// through the loader's hooks, so no chunk imports the entry and the entry exports only its documented API.

import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { type AttributeSpec, allAttributes } from '../attributes.ts';
import type { WidgetModule } from '../definition.ts';
import type { ElementHooks } from '../placeholder.ts';
import type { WidgetDefinition } from '../registry.ts';
import baseStyles from '../ui/base.css?inline';
import { camelCase } from './camel-case.ts';
import { emit } from './emit.ts';
import { brokenBuiltIn } from './page-globals.ts';
import { type AttributeValue, parseAttribute } from './parse-attribute.ts';
import { markPending, rendered } from './pending.ts';
import { mountPortal, type PortalHandle, unmountPortal, updatePortal } from './shared-root.ts';
import { adoptStyles } from './styles.ts';
import { createWidgetRoot, type WidgetRootProps } from './WidgetRoot.tsx';

/**
 * What each element holds: validated attribute values and accepted attribute-less properties by property name,
 * its callbacks, and its mounted portal.
 */
interface ElementState {
  values: Record<string, AttributeValue | unknown>;
  callbacks: Record<string, (detail: never) => void>;
  /** Undefined when another script gave the element a shadow root first: then it cannot render. */
  root: ShadowRoot | undefined;
  portal?: PortalHandle;
}

const states = new WeakMap<HTMLElement, ElementState>();
/** Tags that already said the page broke a built-in they need. */
const warnedUnsupported = new Set<string>();

function stateOf(host: HTMLElement): ElementState {
  const state = states.get(host);
  if (!state) throw new Error(`<${host.localName}> is not a crypto widget`);
  return state;
}

/** The props the widget root renders with, read from the element's state at each render. */
function rootProps(host: HTMLElement): WidgetRootProps {
  const { values, callbacks } = stateOf(host);
  const { theme, loading: _loading, source, refresh, locale, currency, ...widgetValues } = values;
  return {
    host,
    theme: String(theme),
    locale: typeof locale === 'string' ? locale : undefined,
    currency: typeof currency === 'string' ? currency : undefined,
    source: source === undefined ? undefined : String(source),
    refresh: typeof refresh === 'number' ? refresh : undefined,
    props: { ...widgetValues, ...callbacks },
  };
}

/**
 * r2wc calls these as the element connects and disconnects (its container is the element itself: the shadow
 * root is the loader's); the props come from our state, not r2wc's.
 */
const renderer: R2WCRenderer<{ container?: HTMLElement }, HTMLElement> = {
  mount(host, Root) {
    const state = stateOf(host);
    if (state.root) state.portal = mountPortal(state.root, Root as ComponentType<WidgetRootProps>, rootProps(host));
    return host;
  },
  update: (host) => rerender(host),
  unmount(host) {
    const state = stateOf(host);
    if (state.portal) unmountPortal(state.portal);
    state.portal = undefined;
  },
};

function rerender(host: HTMLElement): void {
  const { portal } = stateOf(host);
  if (portal) updatePortal(portal, rootProps(host));
}

/** Builds the element class of a widget from its definition and its loaded module. */
export function createWidgetElement(
  definition: WidgetDefinition,
  module: WidgetModule,
  hooks: ElementHooks,
): CustomElementConstructor {
  const specs: readonly AttributeSpec[] = allAttributes(module.spec);
  const byAttribute = new Map(specs.map((spec) => [spec.name, spec]));
  const scriptOnly = Object.entries(module.spec.properties ?? {});
  const properties = [...specs.map((spec) => camelCase(spec.name)), ...scriptOnly.map(([name]) => name)];
  const defaults = () => Object.fromEntries(specs.map((spec) => [camelCase(spec.name), spec.default]));
  const cssTexts = [baseStyles, module.styles ?? ''];
  const Root = createWidgetRoot(module.default as ComponentType<Record<string, unknown>>);
  const Shell = r2wc(Root as ComponentType<{ container?: HTMLElement }>, { props: {} }, renderer);

  class CryptoWidgetElement extends (Shell as typeof HTMLElement) {
    static get observedAttributes() {
      return specs.map((spec) => spec.name);
    }

    /** Properties the page set before this tag was defined, applied once the element is connected. */
    #early = new Map<string, unknown>();

    constructor() {
      super();
      const callbacks = Object.fromEntries(
        Object.entries(module.spec.events ?? {}).map(([callback, event]) => [
          callback,
          (detail: never) => emit(this, event, detail),
        ]),
      );
      const root = hooks.shadowRootOf(this);
      states.set(this, { values: defaults(), callbacks, root });
      for (const property of properties) {
        if (!Object.hasOwn(this, property)) continue;
        const own = this as unknown as Record<string, unknown>;
        this.#early.set(property, own[property]);
        // The own property hides the accessor on the prototype; remove it so the accessor works again.
        delete own[property];
      }
      if (root) adoptStyles(root, cssTexts);
      markPending(this, () => hooks.dropPlaceholder(this));
    }

    connectedCallback() {
      for (const [property, value] of this.#early) (this as unknown as Record<string, unknown>)[property] = value;
      this.#early.clear();
      const { root } = stateOf(this);
      if (brokenBuiltIn && root) {
        if (!warnedUnsupported.has(definition.tag)) {
          console.warn(
            `[crypto-widgets] <${definition.tag}> no se puede mostrar: otro script de la página ha cambiado ${brokenBuiltIn}.`,
          );
          warnedUnsupported.add(definition.tag);
        }
        // The placeholder keeps the widget's space until the message is drawn.
        const theme = String(stateOf(this).values.theme);
        import('./unsupported-page.ts').then(
          ({ showUnsupportedPage }) => {
            showUnsupportedPage(root, theme);
            rendered(this);
          },
          () => {},
        );
        return;
      }
      (Shell.prototype as { connectedCallback(): void }).connectedCallback.call(this);
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      const spec = byAttribute.get(name);
      if (!spec) return;
      const parsed = parseAttribute(spec, newValue);
      if (parsed.problem && oldValue !== newValue) {
        console.warn(`[crypto-widgets] <${definition.tag}> ${parsed.problem}`);
      }
      stateOf(this).values[camelCase(name)] = parsed.value;
      rerender(this);
    }

    disconnectedCallback() {
      // Unmount only if the element is still out of the page once the current task's moves are done.
      queueMicrotask(() => {
        if (!this.isConnected) (Shell.prototype as { disconnectedCallback(): void }).disconnectedCallback.call(this);
      });
    }
  }

  // camelCase properties: reading gives the validated value, writing sets (or, with null/undefined, removes)
  // the attribute, which validates it.
  for (const spec of specs) {
    const property = camelCase(spec.name);
    Object.defineProperty(CryptoWidgetElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        // Read on the prototype itself (framework introspection), there is no element state: undefined.
        return states.get(this)?.values[property];
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(spec.name);
        else if (spec.type === 'list' && Array.isArray(value)) this.setAttribute(spec.name, JSON.stringify(value));
        else this.setAttribute(spec.name, String(value));
      },
    });
  }

  // Properties without an attribute (a function, an object): kept as given when accepted; otherwise reported
  // once and unset.
  for (const [property, spec] of scriptOnly) {
    Object.defineProperty(CryptoWidgetElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return states.get(this)?.values[property];
      },
      set(this: HTMLElement, value: unknown) {
        const accepted = value === null || value === undefined || spec.accepts(value);
        if (!accepted) {
          console.warn(
            `[crypto-widgets] <${definition.tag}> ${property}: no es válido (se esperaba ${spec.type}); se ignora.`,
          );
        }
        stateOf(this).values[property] = accepted && value !== null ? value : undefined;
        rerender(this);
      },
    });
  }

  return CryptoWidgetElement;
}
