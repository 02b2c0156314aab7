import { AlertTriangle, Clock, Sparkles, TrendingUp } from 'lucide-react';
import type { AiInsight, InsightType } from '../../core/types.ts';
import { useDataSource } from '../element/context.ts';
import { Card } from '../ui/Card.tsx';
import { useFormats } from '../ui/formats.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';
import styles from './styles.css?inline';

// The sample figures only this widget shows travel with its code (core/data-source.ts, provideSample).
export { insightsSample as sample } from '../../core/sample/insights.ts';
export { default as spec } from './spec.ts';

export { styles };

const LOOK: Record<InsightType, { label: string; band: string; Icon: typeof TrendingUp }> = {
  bullish: { label: 'Señal alcista', band: 'cw-band-positive', Icon: TrendingUp },
  neutral: { label: 'Neutral', band: 'cw-band-neutral', Icon: Clock },
  warning: { label: 'Advertencia', band: 'cw-band-negative', Icon: AlertTriangle },
};

function InsightCard({ insight }: { insight: AiInsight }) {
  const { formatPercent } = useFormats();
  const { label, band, Icon } = LOOK[insight.type];
  const confidence = formatPercent(insight.confidence, { fractionDigits: 0 });
  return (
    <li className={`cw-insight ${band}`} part="insight">
      <div className="cw-insight-top">
        <span className="cw-insight-icon" aria-hidden="true">
          <Icon size={18} />
        </span>
        <span className="cw-badge">{label}</span>
      </div>
      <h3 className="cw-insight-title">{insight.title}</h3>
      <p className="cw-insight-text">{insight.description}</p>
      <div className="cw-insight-confidence">
        <div className="cw-insight-row">
          <span>Confianza</span>
          <strong>{confidence}</strong>
        </div>
        <div className="cw-meter" aria-hidden="true">
          <div className="cw-meter-fill" style={{ width: `${insight.confidence}%` }} />
        </div>
      </div>
      <div className="cw-insight-row cw-insight-timeframe">
        <span>Plazo</span>
        <strong>{insight.timeframe}</strong>
      </div>
    </li>
  );
}

/** Said under cards made by the rules of docs/senales.md. */
export const RULES_NOTE = 'Señales calculadas con reglas; no es asesoramiento financiero.';
export const NONE_ACTIVE = 'Ninguna señal activa ahora: ninguna regla se cumple con las cifras de hoy.';
/** No rule had the figures to decide (a new database, the providers down): no card says nothing yet. */
export const NO_FIGURES =
  'Todavía no hay cifras con las que calcular señales: hacen falta textos medidos, el índice de miedo y codicia o los precios de varios días.';

/** "La IA analiza 15 fuentes de datos", "1 fuente", and never "0 fuentes". */
function sourcesLine(count: number, formatNumber: (value: number) => string): string {
  if (count === 0) return 'Ninguna fuente de datos responde ahora';
  return `La IA analiza ${formatNumber(count)} ${count === 1 ? 'fuente' : 'fuentes'} de datos`;
}

export default function Insights() {
  const { formatNumber } = useFormats();
  const source = useDataSource();
  const state = useData((source) => ({ insights: source.insights(), measured: source.measured() }), []);
  const subtitle =
    state.status === 'ready' ? sourcesLine(state.data.insights.dataSources, formatNumber) : 'Análisis de la IA';
  return (
    <Card title="Perspectivas de IA" subtitle={subtitle} icon={<Sparkles size={18} />}>
      <Loadable state={state} height={420}>
        {({ insights, measured }) => {
          // Cards from rules: the server that measures says so, and the cards read are not the sample ones.
          const provenance = source.provenanceOf?.(insights);
          const fromRules =
            measured?.insightsFromRules === true &&
            provenance !== undefined &&
            provenance.state !== 'sample' &&
            !provenance.sampleParts?.includes('perspectivas de IA');
          return (
            <>
              {insights.insights.length > 0 ? (
                <ul className="cw-insights">
                  {insights.insights.map((insight) => (
                    <InsightCard key={`${insight.type} ${insight.title}`} insight={insight} />
                  ))}
                </ul>
              ) : (
                <p className="cw-insights-none">
                  {fromRules && insights.rulesWithFigures === 0 ? NO_FIGURES : NONE_ACTIVE}
                </p>
              )}
              {fromRules && <p className="cw-insights-rules">{RULES_NOTE}</p>}
            </>
          );
        }}
      </Loadable>
    </Card>
  );
}
