import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { ANALYTICS_COINS, type AnalyticsCoin, TIMEFRAMES, type Timeframe } from '../../core/catalog.ts';
import type { SeriesProps } from '../attributes.ts';
import { useDataSource } from '../element/context.ts';
import type { CryptoEventDetails } from '../events.ts';
import { CorrelationPanel, correlationPanelStyles } from '../panels/CorrelationPanel.tsx';
import { PricePanel, pricePanelStyles } from '../panels/PricePanel.tsx';
import { SentimentPanel, sentimentPanelStyles } from '../panels/SentimentPanel.tsx';
import { type SeriesData, SeriesLoader } from '../panels/SeriesLoader.tsx';
import { VolumePanel, volumePanelStyles } from '../panels/VolumePanel.tsx';
import { chartStyles } from '../ui/chart.tsx';
import ownStyles from './styles.css?inline';
import type { WithSpansProps } from './WithSpans.tsx';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

// The measured history's panel: its own chunk, fetched only when a feed brings measured figures.
const MeasuredHistoryPanel = lazy(() => import('../measured/MeasuredHistoryPanel.tsx'));

// The chart stylesheet once, then each panel's own.
export const styles = [
  chartStyles,
  ownStyles,
  pricePanelStyles,
  sentimentPanelStyles,
  volumePanelStyles,
  correlationPanelStyles,
].join('\n');

// The span view: its own chunk, fetched only for a network source (live, a site's feed), which has spans.
const SpanView = lazy(() => import('./span/SpanView.tsx'));

/** The chosen span's real history on live and feed pages; for the sample data, `fallback` (see WithSpans.tsx). */
function SpansOr(props: WithSpansProps) {
  if (!useDataSource().subscribe) return props.fallback;
  return (
    <Suspense fallback={<div style={{ minHeight: props.height }} />}>
      <SpanView {...props} />
    </Suspense>
  );
}

interface SegmentedProps<Value extends string> {
  label: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
}

function Segmented<Value extends string>({ label, options, value, onChange }: SegmentedProps<Value>) {
  return (
    <fieldset className="cw-control">
      <legend className="cw-control-label">{label}</legend>
      <div className="cw-segmented">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className="cw-segment"
            aria-pressed={option === value}
            onClick={() => onChange(option)}
          >
            {option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** State that starts from an attribute and follows it when the attribute changes, but can be changed inside. */
function useAttributeState<T>(attributeValue: T): [T, (value: T) => void] {
  const [state, setState] = useState({ value: attributeValue, from: attributeValue });
  if (state.from !== attributeValue) {
    const next = { value: attributeValue, from: attributeValue };
    setState(next);
    return [next.value, (value) => setState({ value, from: attributeValue })];
  }
  return [state.value, (value) => setState({ value, from: attributeValue })];
}

interface PanelsProps extends SeriesData {
  coin: AnalyticsCoin;
  timeframe: Timeframe;
}

/**
 * The four panels; memoized, so a render for the selectors alone leaves them untouched. The selector above
 * shows the timeframe; the panels carry no tag of their own, and with sample data a line says what the
 * timeframe does to them: nothing (the spec's sample series are 24 simulated hours whatever the timeframe).
 */
const Panels = memo(function Panels({ coin, timeframe, series, figures, sample, measured }: PanelsProps) {
  return (
    <>
      <p className="cw-series-note cw-loose-note">
        {measured
          ? `${sample ? 'Precio, volumen y correlación: datos de ejemplo, series simuladas de 24 horas' : 'Precio, volumen y correlación: últimas 24 horas, hora a hora'}; el sentimiento medido sigue el periodo (${timeframe}).`
          : sample
            ? `Datos de ejemplo: series simuladas de 24 horas, las mismas con cualquier periodo (${timeframe} es solo una etiqueta).`
            : `Últimas 24 horas, hora a hora, con cualquier periodo (${timeframe} es por ahora solo una etiqueta).`}
      </p>
      <div className="cw-panels">
        <div part="panel">
          <PricePanel coin={coin} series={series} sample={sample} />
        </div>
        <div part="panel">
          {measured ? (
            <Suspense fallback={<div style={{ minHeight: 400 }} />}>
              <MeasuredHistoryPanel coin={coin} timeframe={timeframe} measured={measured} />
            </Suspense>
          ) : (
            <SentimentPanel coin={coin} series={series} sample={sample} split={figures.sentimentSplit} />
          )}
        </div>
        <div part="panel">
          <VolumePanel coin={coin} series={series} sample={sample} figures={figures} />
        </div>
        <div part="panel">
          <CorrelationPanel coin={coin} series={series} sample={sample} />
        </div>
      </div>
    </>
  );
});

interface AnalyticsProps extends SeriesProps {
  /** The reader chose another coin or timeframe. */
  onChange: (detail: CryptoEventDetails['crypto-analytics-change']) => void;
}

export default function Analytics({
  coin: coinAttribute,
  timeframe: timeframeAttribute,
  seed,
  onChange,
}: AnalyticsProps) {
  const [coin, setCoin] = useAttributeState<AnalyticsCoin>(coinAttribute);
  const [timeframe, setTimeframe] = useAttributeState<Timeframe>(timeframeAttribute);
  // The selectors answer at once; the four panels follow in a deferred, interruptible render, so a click
  // paints its new selection without waiting for three charts to redraw.
  const shownCoin = useDeferredValue(coin);
  const shownTimeframe = useDeferredValue(timeframe);

  const choose = (next: { coin: AnalyticsCoin; timeframe: Timeframe }) => {
    if (next.coin === coin && next.timeframe === timeframe) return;
    setCoin(next.coin);
    setTimeframe(next.timeframe);
    onChange(next);
  };

  return (
    <div className="cw-analytics">
      <div className="cw-controls" part="controls">
        <Segmented
          label="Moneda"
          options={ANALYTICS_COINS}
          value={coin}
          onChange={(c) => choose({ coin: c, timeframe })}
        />
        <Segmented
          label="Periodo"
          options={TIMEFRAMES}
          value={timeframe}
          onChange={(t) => choose({ coin, timeframe: t })}
        />
        <p className="cw-controls-note" role="status">
          Mostrando {coin} · periodo {timeframe}
        </p>
      </div>
      <SpansOr
        kind="analytics"
        coin={shownCoin}
        timeframe={shownTimeframe}
        height={900}
        fallback={
          <SeriesLoader coin={shownCoin} seed={seed} height={900} withMeasured>
            {({ series, figures, sample, measured }) => (
              <Panels
                coin={shownCoin}
                timeframe={shownTimeframe}
                series={series}
                figures={figures}
                sample={sample}
                measured={measured}
              />
            )}
          </SeriesLoader>
        }
      />
    </div>
  );
}
