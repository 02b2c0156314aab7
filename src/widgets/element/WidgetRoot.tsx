import { type ComponentType, useLayoutEffect } from 'react';
import { currentDataSource, DataSourceContext } from './context.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { rendered } from './pending.ts';

export interface WidgetRootProps {
  host: HTMLElement;
  theme: string;
  /** The component's props: validated attribute values and event callbacks. */
  props: Readonly<Record<string, unknown>>;
}

/** Wraps every widget: theme, language, data source and the widget's one error boundary. */
export function createWidgetRoot(Widget: ComponentType<Record<string, unknown>>) {
  return function WidgetRoot({ host, theme, props }: WidgetRootProps) {
    // The first commit is on screen: the element no longer needs its reserved height.
    useLayoutEffect(() => rendered(host), [host]);
    return (
      <DataSourceContext value={currentDataSource()}>
        <div className="cw-root" data-theme={theme} lang="es" dir="ltr">
          <ErrorBoundary tag={host.localName}>
            <Widget {...props} />
          </ErrorBoundary>
        </div>
      </DataSourceContext>
    );
  };
}
