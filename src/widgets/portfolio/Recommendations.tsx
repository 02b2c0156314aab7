import { AlertTriangle, Lightbulb, Scale, ShoppingCart, TrendingDown } from 'lucide-react';
import type { Impact, Recommendation, RecommendationType } from '../../core/types.ts';
import { Card } from '../ui/Card.tsx';
import { useFormats } from '../ui/formats.ts';

const TYPE: Record<RecommendationType, { label: string; band: string; Icon: typeof Scale }> = {
  rebalance: { label: 'Rebalancear', band: '', Icon: Scale },
  buy: { label: 'Comprar', band: 'cw-band-positive', Icon: ShoppingCart },
  sell: { label: 'Vender', band: 'cw-band-negative', Icon: TrendingDown },
  warning: { label: 'Advertencia', band: 'cw-band-neutral', Icon: AlertTriangle },
};

const IMPACT: Record<Impact, { label: string; band: string }> = {
  high: { label: 'Impacto alto', band: 'cw-band-negative' },
  medium: { label: 'Impacto medio', band: 'cw-band-neutral' },
  low: { label: 'Impacto bajo', band: 'cw-band-positive' },
};

interface RecommendationsProps {
  items: readonly Recommendation[];
  onApply: () => void;
  onCustomize: () => void;
}

export function Recommendations({ items, onApply, onCustomize }: RecommendationsProps) {
  const { formatPercent } = useFormats();
  return (
    <Card title="Recomendaciones de la IA" icon={<Lightbulb size={18} />} className="cw-recommendations">
      <ul className="cw-recommendation-list" part="recommendations">
        {items.map((r) => {
          const type = TYPE[r.type];
          const impact = IMPACT[r.impact];
          return (
            <li key={r.title} className={`cw-recommendation ${type.band}`}>
              <span className="cw-recommendation-icon" aria-hidden="true">
                <type.Icon size={17} />
              </span>
              <div className="cw-recommendation-body">
                <div className="cw-recommendation-head">
                  <h3 className="cw-recommendation-title">{r.title}</h3>
                  <span className={`cw-badge ${impact.band}`}>{impact.label}</span>
                </div>
                <p className="cw-muted">{r.description}</p>
                <p className="cw-recommendation-meta">
                  <span>{type.label}</span> · Confianza {formatPercent(r.confidence, { fractionDigits: 0 })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="cw-recommendation-actions">
        <button type="button" className="cw-button" onClick={onApply}>
          Aplicar Recomendaciones
        </button>
        <button type="button" className="cw-button cw-button-secondary" onClick={onCustomize}>
          Personalizar
        </button>
      </div>
    </Card>
  );
}
