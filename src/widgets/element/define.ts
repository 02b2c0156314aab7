// Turns a registry entry into a custom element with r2wc's core and a React renderer of ours: every widget on
// the page renders through one shared React root (see shared-root.ts), first in a transition, which React
// renders in small slices so the host page's main thread is never blocked for long (the element keeps its
// reserved height until the first commit). The element class covers r2wc's gaps: validated attributes,
// removal resetting to the default, no rendering before the element is connected, and a move (remove +
// insert in one task) keeping its state.

import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { type AttributeSpec, parseAttribute } from '../attributes.ts';
import { attributesOf, type WidgetDefinition, type WidgetModule } from '../registry.ts';
import { reservedHeight } from '../reserve.ts';
import baseStyles from '../ui/base.css?inline';
import { markPending, pendingCss } from './pending.ts';
import { mountPortal, type PortalHandle, unmountPortal, updatePortal } from './shared-root.ts';
import { adoptStyles } from './styles.ts';
import { createWidgetRoot, type WidgetRootProps } from './WidgetRoot.tsx';

// r2wc keeps its state under these well-known symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
}

const renderer: R2WCRenderer<WidgetRootProps, PortalHandle> = {
  mount: (container, Component, props) => mountPortal(container, Component, props),
  update: (handle, props) => updatePortal(handle, props),
  unmount: (handle) => unmountPortal(handle),
};

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export function defineWidget(definition: WidgetDefinition, module: WidgetModule): void {
  const { tag } = definition;
  if (customElements.get(tag)) return;

  const specs = new Map<string, AttributeSpec>(attributesOf(definition).map((s) => [s.name, s]));
  const props = Object.fromEntries([...specs.keys()].map((name) => [camelCase(name), 'string' as const]));
  const Base = r2wc<WidgetRootProps, PortalHandle>(
    createWidgetRoot(module.default),
    { shadow: 'open', props },
    renderer,
  ) as unknown as typeof HTMLElement;
  const cssTexts = [baseStyles, module.styles ?? '', pendingCss(reservedHeight(definition.reservedHeights, 720))];

  class CryptoWidgetElement extends Base {
    constructor() {
      super();
      const self = this as unknown as R2wcInternals;
      // r2wc starts "connected" and would render a detached element; wait for connectedCallback.
      self[CONNECTED] = false;
      // Start from the defaults; attributeChangedCallback validates every attribute present.
      for (const spec of specs.values()) self[PROPS][camelCase(spec.name)] = spec.default;
      if (this.shadowRoot) adoptStyles(this.shadowRoot, cssTexts);
      markPending(this);
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      const spec = specs.get(name);
      if (!spec) return;
      const parsed = parseAttribute(spec, newValue);
      if (parsed.problem && oldValue !== newValue) console.warn(`[crypto-widgets] <${tag}> ${parsed.problem}`);
      const self = this as unknown as R2wcInternals;
      self[PROPS][camelCase(name)] = parsed.value;
      self[RENDER]();
    }

    disconnectedCallback() {
      queueMicrotask(() => {
        if (!this.isConnected)
          (Base.prototype as { disconnectedCallback?: () => void }).disconnectedCallback?.call(this);
      });
    }
  }

  customElements.define(tag, CryptoWidgetElement);
}
