import { type ComponentType, useLayoutEffect } from 'react';
import { DataSourceContext, dataSourceFor, effectiveSource } from './context.ts';
import { DataEventsContext, dataEventsFor, NearScreenContext, useWatchNearScreen } from './data-events.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { rendered } from './pending.ts';

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

/** Wraps every widget: theme, language, data source and the widget's one error boundary. */
export function createWidgetRoot(Widget: ComponentType<Record<string, unknown>>) {
  return function WidgetRoot({ host, theme, source, refresh, props }: WidgetRootProps) {
    // The first commit is on screen: the element no longer needs its reserved height.
    useLayoutEffect(() => rendered(host), [host]);
    const live = effectiveSource(source);
    const near = useWatchNearScreen(host, live !== undefined);
    return (
      <DataSourceContext value={dataSourceFor(source, refresh)}>
        <DataEventsContext value={dataEventsFor(host, live)}>
          <NearScreenContext value={near}>
            <div className="cw-root" data-theme={theme} lang="es" dir="ltr">
              <ErrorBoundary tag={host.localName}>
                <Widget {...props} />
              </ErrorBoundary>
            </div>
          </NearScreenContext>
        </DataEventsContext>
      </DataSourceContext>
    );
  };
}
