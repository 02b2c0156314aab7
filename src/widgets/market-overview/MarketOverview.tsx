import { LineChart as LineChartIcon } from 'lucide-react';
import { lazy } from 'react';
import type { CoinQuote, MarketPoint } from '../../core/types.ts';
import { Change } from '../ui/Bands.tsx';
import { Card } from '../ui/Card.tsx';
import { CoinMark } from '../ui/CoinMark.tsx';
import { ChartFrame, chartStyles } from '../ui/chart.tsx';
import { useFormats } from '../ui/formats.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';
import { performance } from './performance.ts';
import ownStyles from './styles.css?inline';

// Its sample 4-hour line travels with its code (core/data-source.ts, provideSample).
export { marketHistorySample as sample } from '../../core/sample/market-history.ts';
export { default as spec } from './spec.ts';

export const styles = [chartStyles, ownStyles].join('\n');

/** recharts and the lines: fetched and drawn when the chart comes near the screen, after the cards. */
const MarketLines = lazy(() => import('./MarketLines.tsx'));

function PriceCard({ quote }: { quote: CoinQuote }) {
  const { formatPrice } = useFormats();
  return (
    <li className="cw-price-card" part="price-card">
      <div className="cw-price-card-head">
        <CoinMark symbol={quote.symbol} colour={quote.colour} size={30} />
        <span>
          <span className="cw-price-card-symbol">{quote.symbol}</span>
          <span className="cw-price-card-name">{quote.name}</span>
        </span>
      </div>
      <span className="cw-price-card-price">{formatPrice(quote.price)}</span>
      <span className="cw-price-card-change">
        <Change value={quote.change} trend={quote.trend} /> <span className="cw-muted">24 h</span>
      </span>
    </li>
  );
}

function MarketChart({ quotes, history }: { quotes: readonly CoinQuote[]; history: readonly MarketPoint[] }) {
  const { formatPercent, formatPrice } = useFormats();
  const symbols = quotes.map((q) => q.symbol);
  const data = performance(history, symbols);
  const last = history.at(-1);
  const summary =
    `Evolución de ${symbols.join(', ')} en seis puntos cada 4 horas, de ${history[0]?.time} a ${last?.time}: ` +
    quotes
      .map((q) => {
        const change = (data.at(-1)?.[q.symbol] as number | undefined) ?? 0;
        return `${q.symbol} ${formatPercent(change, { signed: true })}, ${formatPrice(last?.prices[q.symbol] ?? q.price)}`;
      })
      .join('; ') +
    '.';
  return (
    <div className="cw-market-chart">
      <div className="cw-market-chart-head">
        <h3 className="cw-section-title">Evolución en 24 h</h3>
        <ul className="cw-legend" aria-hidden="true">
          {quotes.map((q) => (
            <li key={q.symbol}>
              <span className="cw-swatch" style={{ ['--_swatch' as string]: q.colour }} />
              {q.symbol}
            </li>
          ))}
        </ul>
      </div>
      <ChartFrame height={220} summary={summary} deferred>
        {(size, engaged) => (
          <MarketLines quotes={quotes} history={history} data={data} summary={summary} size={size} tooltip={engaged} />
        )}
      </ChartFrame>
    </div>
  );
}

export default function MarketOverview() {
  const state = useData((source) => ({ quotes: source.quotes(), history: source.marketHistory() }), []);
  return (
    <Card
      title="Resumen del mercado"
      subtitle="Precios y cambio en 24 h"
      icon={<LineChartIcon size={18} />}
      className="cw-market"
    >
      <Loadable state={state} height={400}>
        {({ quotes, history }) => {
          // The coins shown are the ones the market history tracks.
          const tracked = Object.keys(history[0]?.prices ?? {});
          const shown = tracked.map((s) => quotes.find((q) => q.symbol === s)).filter((q): q is CoinQuote => !!q);
          return (
            <>
              <ul className="cw-price-cards">
                {shown.map((q) => (
                  <PriceCard key={q.symbol} quote={q} />
                ))}
              </ul>
              <MarketChart quotes={shown} history={history} />
            </>
          );
        }}
      </Loadable>
    </Card>
  );
}
