import { Blocks } from 'lucide-react';
import type { Formats } from '../../core/format.ts';
import type { OnChainMetric } from '../../core/types.ts';
import { Change } from '../ui/Bands.tsx';
import { Card } from '../ui/Card.tsx';
import { useFormats } from '../ui/formats.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';
import styles from './styles.css?inline';
import { Whales } from './Whales.tsx';

/** "1 M $" never breaks across lines: the spaces inside an amount and its unit become non-breaking. */
export const keepAmountsTogether = (text: string): string =>
  text.replace(/(\d) (?=(?:mil )?M\b|\$|€)/g, '$1\u00a0').replace(/\b(mil|M) (?=M\b|\$|€)/g, '$1\u00a0');

// The sample figures only this widget shows travel with its code (core/data-source.ts, provideSample).
export { onChainSample as sample } from '../../core/sample/onchain.ts';
export { default as spec } from './spec.ts';

export { styles };

function metricValue(metric: OnChainMetric, { formatVolume, formatNumber }: Formats): string {
  switch (metric.unit) {
    case 'usd':
      return formatVolume(metric.value);
    case 'EH/s':
      return `${formatNumber(metric.value, 1)} EH/s`;
    case 'count':
      return formatNumber(metric.value);
  }
}

export default function OnChain() {
  const formats = useFormats();
  const { formatPercent } = formats;
  const state = useData((source) => ({ onChain: source.onChain(), measured: source.measured() }), []);
  return (
    <Card
      title="Métricas on-chain"
      subtitle="Actividad de la red en las últimas 24 h"
      icon={<Blocks size={18} />}
      className="cw-onchain"
    >
      <Loadable state={state} height={360}>
        {({ onChain, measured }) => (
          <>
            <ul className="cw-metrics">
              {onChain.metrics.map((m) => (
                <li key={m.id} className="cw-metric" part="metric">
                  <span className="cw-metric-title">{m.title}</span>
                  <span className="cw-metric-value">{metricValue(m, formats)}</span>
                  <Change value={m.change} trend={m.trend} />
                  <span className="cw-metric-description">{keepAmountsTogether(m.description)}</span>
                </li>
              ))}
            </ul>
            {measured?.whales && <Whales whales={measured.whales} />}
            <div className="cw-health cw-band-positive" part="health">
              <div className="cw-health-head">
                <span id="cw-health-label">Salud de la red</span>
                <strong>
                  {formatPercent(onChain.networkHealth, { fractionDigits: 0 })} · {onChain.networkHealthLabel}
                </strong>
              </div>
              {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot take our band colours across browsers. */}
              <div
                className="cw-meter cw-health-meter"
                role="meter"
                aria-labelledby="cw-health-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={onChain.networkHealth}
                aria-valuetext={`${formatPercent(onChain.networkHealth, { fractionDigits: 0 })}, ${onChain.networkHealthLabel}`}
              >
                <div className="cw-meter-fill" style={{ width: `${onChain.networkHealth}%` }} />
              </div>
            </div>
          </>
        )}
      </Loadable>
    </Card>
  );
}
