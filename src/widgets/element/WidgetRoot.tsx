import { type ComponentType, lazy, Suspense, useLayoutEffect } from 'react';
import { LOCALE } from '../../core/format.ts';
import { FormatsContext, LocaleContext, pageFormats } from '../ui/formats.ts';
import { DataSourceContext, effectiveSource, HostContext, sampleSource } from './context.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { rendered } from './pending.ts';

// The live root comes with the live data code: pages whose widgets use sample data never fetch it.
const LiveRoot = lazy(() => import('./LiveRoot.tsx'));
// And the feed's root with the feed code: only pages whose widgets read a site's feed fetch it.
const FeedRoot = lazy(() => import('./FeedRoot.tsx'));

export interface WidgetRootProps {
  host: HTMLElement;
  theme: string;
  /** The `source` attribute's value, undefined when unset. */
  source: string | undefined;
  /** The `refresh` attribute's value in seconds, undefined when unset. */
  refresh: number | undefined;
  /** How numbers read (`locale`), and the currency of live prices (`currency`); undefined where not taken. */
  locale: string | undefined;
  currency: string | undefined;
  /** The component's props: validated attribute values and event callbacks. */
  props: Readonly<Record<string, unknown>>;
}

/** The widget's content is on screen: the element no longer needs its reserved height. */
function MarkRendered({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => rendered(host), [host]);
  return null;
}

const warnedSampleCurrency = new Set<string>();

/** The sample data exists in US dollars only: another currency falls back to it, said once per tag. */
function shownCurrency(tag: string, currency: string | undefined, live: boolean): string {
  if (!currency || currency === 'USD' || live) return currency ?? 'USD';
  if (!warnedSampleCurrency.has(tag)) {
    warnedSampleCurrency.add(tag);
    console.warn(
      `[crypto-widgets] <${tag}> currency="${currency}": los datos de ejemplo solo existen en USD; se muestran en USD.`,
    );
  }
  return 'USD';
}

/** Wraps every widget: theme, language, formats, data source and the widget's one error boundary. */
export function createWidgetRoot(Widget: ComponentType<Record<string, unknown>>) {
  return function WidgetRoot({ host, theme, source, refresh, locale, currency, props }: WidgetRootProps) {
    const fetched = effectiveSource(source);
    const money = shownCurrency(host.localName, currency, fetched !== undefined);
    const widget = (
      <div className="cw-root" data-theme={theme} lang="es" dir="ltr">
        <ErrorBoundary tag={host.localName} host={host}>
          <HostContext value={host}>
            <LocaleContext value={locale ?? LOCALE}>
              <Widget {...props} />
            </LocaleContext>
          </HostContext>
        </ErrorBoundary>
        <MarkRendered host={host} />
      </div>
    );
    const content = <FormatsContext value={pageFormats(locale, money)}>{widget}</FormatsContext>;
    return (
      <DataSourceContext value={sampleSource()}>
        {fetched === 'live' ? (
          // Until the live code is here the placeholder keeps the widget's space (MarkRendered has not run).
          <Suspense fallback={null}>
            <LiveRoot host={host} refresh={refresh} currency={money}>
              {content}
            </LiveRoot>
          </Suspense>
        ) : fetched ? (
          <Suspense fallback={null}>
            <FeedRoot host={host} url={fetched} refresh={refresh} locale={locale}>
              {widget}
            </FeedRoot>
          </Suspense>
        ) : (
          content
        )}
      </DataSourceContext>
    );
  };
}
