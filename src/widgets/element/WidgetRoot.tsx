import { type ComponentType, lazy, Suspense, useLayoutEffect } from 'react';
import { DataSourceContext, effectiveSource, sampleSource } from './context.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { rendered } from './pending.ts';

// The live root comes with the live data code: pages whose widgets use sample data never fetch it.
const LiveRoot = lazy(() => import('./LiveRoot.tsx'));

export interface WidgetRootProps {
  host: HTMLElement;
  theme: string;
  /** The `source` attribute's value, undefined when unset. */
  source: string | undefined;
  /** The `refresh` attribute's value in seconds, undefined when unset. */
  refresh: number | undefined;
  /** The component's props: validated attribute values and event callbacks. */
  props: Readonly<Record<string, unknown>>;
}

/** The widget's content is on screen: the element no longer needs its reserved height. */
function MarkRendered({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => rendered(host), [host]);
  return null;
}

/** Wraps every widget: theme, language, data source and the widget's one error boundary. */
export function createWidgetRoot(Widget: ComponentType<Record<string, unknown>>) {
  return function WidgetRoot({ host, theme, source, refresh, props }: WidgetRootProps) {
    const live = effectiveSource(source);
    const content = (
      <div className="cw-root" data-theme={theme} lang="es" dir="ltr">
        <ErrorBoundary tag={host.localName}>
          <Widget {...props} />
        </ErrorBoundary>
        <MarkRendered host={host} />
      </div>
    );
    return (
      <DataSourceContext value={sampleSource()}>
        {live ? (
          // Until the live code is here the placeholder keeps the widget's space (MarkRendered has not run).
          <Suspense fallback={null}>
            <LiveRoot host={host} source={live} refresh={refresh}>
              {content}
            </LiveRoot>
          </Suspense>
        ) : (
          content
        )}
      </DataSourceContext>
    );
  };
}
