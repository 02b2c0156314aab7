// One React root for every widget on the page. Each element's content renders into its own shadow root
// through a portal, so widgets that appear together render in one time-sliced pass and one commit (the page
// lays out once), instead of a root, a render and a commit per element.

import {
  type ComponentType,
  createElement,
  type ReactElement,
  type ReactNode,
  startTransition,
  useLayoutEffect,
  useState,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

interface Portal {
  container: Element | DocumentFragment;
  /** Kept while the element's props are unchanged, so React skips that widget when others change. */
  content: ReactElement;
}

const portals = new Map<number, Portal>();
let nextKey = 0;
let root: Root | undefined;
/** How soon a change renders: in a transition (time-sliced), at normal priority, or before returning. */
type Priority = 'transition' | 'normal' | 'now';
/** Set once the portals' tree has mounted: a state update before that is refused by React. */
let refresh: ((priority: Priority) => void) | undefined;
/** A change arrived before the first commit; the tree rendering then may not hold it. */
let stale = false;

function Portals(): ReactNode {
  const [, setVersion] = useState(0);
  stale = false;
  useLayoutEffect(() => {
    refresh = (priority) => {
      const bump = () => setVersion((v) => v + 1);
      if (priority === 'transition') startTransition(bump);
      else if (priority === 'now') flushSync(bump);
      else bump();
    };
    if (stale) refresh('normal');
  }, []);
  return [...portals].map(([key, { container, content }]) => createPortal(content, container, String(key)));
}

function render(priority: Priority): void {
  if (!root) {
    // Failures are reported by each widget's error boundary, which knows its element.
    root = createRoot(document.createElement('div'), {
      onCaughtError: () => {},
      onUncaughtError: (error) => console.warn('[crypto-widgets]', error),
      onRecoverableError: () => {},
    });
    startTransition(() => root?.render(createElement(Portals)));
    return;
  }
  if (refresh) refresh(priority);
  else stale = true;
}

export interface PortalHandle {
  key: number;
  Component: ComponentType<object>;
}

/** Shows `Component` with `props` inside `container`; it first renders in a transition. */
export function mountPortal<P extends object>(
  container: Element | DocumentFragment,
  Component: ComponentType<P>,
  props: P,
): PortalHandle {
  const key = nextKey++;
  portals.set(key, { container, content: createElement(Component, { ...props }) });
  render('transition');
  return { key, Component: Component as ComponentType<object> };
}

/** New props for a mounted portal (an attribute changed): rendered at normal priority. */
export function updatePortal(handle: PortalHandle, props: object): void {
  const portal = portals.get(handle.key);
  if (!portal) return;
  portal.content = createElement(handle.Component, { ...props });
  render('normal');
}

/**
 * Removes a portal and commits that before returning, so its effects clean up at once: a chat that leaves the
 * page cancels its pending reply before any timer can deliver it.
 */
export function unmountPortal(handle: PortalHandle): void {
  if (portals.delete(handle.key)) render('now');
}
