import { ShieldAlert } from 'lucide-react';
import type { RiskAnalysis, RiskStatus } from '../../core/types.ts';
import { Card } from '../ui/Card.tsx';
import { useFormats } from '../ui/formats.ts';

const STATUS: Record<RiskStatus, { band: string; label: string }> = {
  good: { band: 'cw-band-positive', label: 'Bien' },
  warning: { band: 'cw-band-neutral', label: 'Atención' },
  danger: { band: 'cw-band-negative', label: 'Riesgo' },
};

export function Risk({ risk }: { risk: RiskAnalysis }) {
  const { formatScore } = useFormats();
  return (
    <Card title="Análisis de riesgo" icon={<ShieldAlert size={18} />} className="cw-risk">
      <div part="risk" className="cw-risk-body">
        <div className="cw-risk-overall cw-band-neutral">
          <span className="cw-risk-score">{formatScore(risk.overall)}</span>
          <span className="cw-risk-verdict">{risk.verdict}</span>
        </div>
        <ul className="cw-risk-items">
          {risk.items.map((item) => {
            const status = STATUS[item.status];
            return (
              <li key={item.id} className={`cw-risk-item ${status.band}`}>
                <div className="cw-risk-item-head">
                  <span className="cw-risk-item-title">{item.title}</span>
                  <span className="cw-badge">{status.label}</span>
                  <strong>{formatScore(item.score)}</strong>
                </div>
                {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot take our band colours across browsers. */}
                <div
                  className="cw-meter"
                  role="meter"
                  aria-label={item.title}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.score}
                  aria-valuetext={`${formatScore(item.score)}, ${status.label.toLowerCase()}`}
                >
                  <div className="cw-meter-fill" style={{ width: `${item.score}%` }} />
                </div>
                <p className="cw-muted">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
