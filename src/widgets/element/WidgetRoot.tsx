import { type ComponentType, useLayoutEffect } from 'react';
import type { WidgetProps } from '../registry.ts';
import { currentDataSource, DataSourceContext, HostContext } from './context.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { rendered } from './pending.ts';

/** Test-only hook: an element carrying this attribute fails on purpose, to prove the error box. */
export const FAIL_ATTRIBUTE = 'data-crypto-test-fail';

function FailOnPurpose(): never {
  throw new Error('Fallo forzado para pruebas');
}

/** What r2wc passes: the validated attributes plus `container`, which is the shadow root. */
export interface WidgetRootProps {
  container?: HTMLElement;
  [attribute: string]: unknown;
}

/** Wraps every widget: theme, language, error boundary, host and data contexts. */
export function createWidgetRoot(Widget: ComponentType<WidgetProps>) {
  // `loading` only matters to the loader.
  return function WidgetRoot({ container, theme, loading: _loading, ...props }: WidgetRootProps) {
    const shadowHost = (container as unknown as ShadowRoot | undefined)?.host;
    const host = shadowHost instanceof HTMLElement ? shadowHost : null;
    // The first commit is on screen: the element no longer needs its reserved height.
    useLayoutEffect(() => rendered(host), [host]);
    return (
      <HostContext value={host}>
        <DataSourceContext value={currentDataSource()}>
          <div className="cw-root" data-theme={typeof theme === 'string' ? theme : 'light'} lang="es" dir="ltr">
            <ErrorBoundary tag={host?.localName ?? 'crypto-widget'}>
              {host?.hasAttribute(FAIL_ATTRIBUTE) ? <FailOnPurpose /> : <Widget {...(props as WidgetProps)} />}
            </ErrorBoundary>
          </div>
        </DataSourceContext>
      </HostContext>
    );
  };
}
