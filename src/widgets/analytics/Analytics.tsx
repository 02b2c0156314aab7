import { memo, useDeferredValue, useState } from 'react';
import { ANALYTICS_COINS, TIMEFRAMES, type Timeframe } from '../../core/catalog.ts';
import type { SeriesProps } from '../attributes.ts';
import type { CryptoEventDetails } from '../events.ts';
import { AnalyticsGrid } from '../panels/AnalyticsGrid.tsx';
import { ChartWidget } from '../panels/ChartWidget.tsx';
import { CorrelationPanel, correlationPanelStyles } from '../panels/CorrelationPanel.tsx';
import { PricePanel, pricePanelStyles } from '../panels/PricePanel.tsx';
import { SentimentPanel, sentimentPanelStyles } from '../panels/SentimentPanel.tsx';
import type { SeriesData } from '../panels/SeriesLoader.tsx';
import { VolumePanel, volumePanelStyles } from '../panels/VolumePanel.tsx';
import { chartStyles } from '../ui/chart.tsx';
import ownStyles from './styles.css?inline';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

// The chart stylesheet once, then each panel's own.
export const styles = [
  chartStyles,
  ownStyles,
  pricePanelStyles,
  sentimentPanelStyles,
  volumePanelStyles,
  correlationPanelStyles,
].join('\n');

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
  coin: string;
  timeframe: Timeframe;
}

/**
 * The four panels over the sample series; memoized, so a render for the selectors alone leaves them untouched. The
 * selector above shows the timeframe; a line says what the timeframe does to the panels: nothing (spec). A live or
 * feed view draws its own (span/SpanAnalytics.tsx, span/HourlyView.tsx).
 */
const Panels = memo(function Panels({ coin, timeframe, series, figures }: PanelsProps) {
  return (
    <AnalyticsGrid
      note={`Datos de ejemplo: series simuladas de 24 horas, las mismas con cualquier periodo (${timeframe} es solo una etiqueta).`}
      price={<PricePanel coin={coin} series={series} />}
      sentiment={<SentimentPanel coin={coin} series={series} split={figures.sentimentSplit} />}
      volume={<VolumePanel coin={coin} series={series} figures={figures} />}
      correlation={<CorrelationPanel coin={coin} series={series} />}
    />
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
  const [coin, setCoin] = useAttributeState<string>(coinAttribute);
  const [timeframe, setTimeframe] = useAttributeState<Timeframe>(timeframeAttribute);
  // The selectors answer at once; the four panels follow in a deferred, interruptible render, so a click
  // paints its new selection without waiting for three charts to redraw.
  const shownCoin = useDeferredValue(coin);
  const shownTimeframe = useDeferredValue(timeframe);

  const choose = (next: { coin: string; timeframe: Timeframe }) => {
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
          // The sample's four, and the coin the page asked for when it is another (a coin the site's server follows).
          options={(ANALYTICS_COINS as readonly string[]).includes(coin) ? ANALYTICS_COINS : [...ANALYTICS_COINS, coin]}
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
      <ChartWidget
        kind="analytics"
        coin={shownCoin}
        timeframe={shownTimeframe}
        seed={seed}
        height={900}
        panels={({ series, figures }) => (
          <Panels coin={shownCoin} timeframe={shownTimeframe} series={series} figures={figures} />
        )}
      />
    </div>
  );
}
