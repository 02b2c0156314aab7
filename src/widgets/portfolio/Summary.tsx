import { Brain, Plus, TrendingUp, Wallet } from 'lucide-react';
import type { PortfolioSummary } from '../../core/types.ts';
import { Change, SentimentBadge } from '../ui/Bands.tsx';
import { useFormats } from '../ui/formats.ts';

export function Summary({ summary, onNewPosition }: { summary: PortfolioSummary; onNewPosition: () => void }) {
  const { formatMoney, formatScore } = useFormats();
  // The money behind the 24 h change: today's value minus yesterday's.
  const changeAmount = summary.totalValue - summary.totalValue / (1 + summary.change24h / 100);
  return (
    <section className="cw-summary" part="summary">
      <div className="cw-summary-head cw-card">
        <div>
          <h2 className="cw-title">Resumen del portafolio</h2>
          <p className="cw-subtitle">Posiciones, riesgo y recomendaciones de la IA</p>
        </div>
        <button type="button" className="cw-button" onClick={onNewPosition}>
          <Plus size={16} aria-hidden="true" />
          Nueva Posición
        </button>
      </div>
      <ul className="cw-summary-cards">
        <li className="cw-stat">
          <span className="cw-stat-label">
            <Wallet size={16} aria-hidden="true" /> Valor total
          </span>
          <strong className="cw-stat-value">{formatMoney(summary.totalValue)}</strong>
          <span className="cw-muted">4 activos</span>
        </li>
        <li className="cw-stat">
          <span className="cw-stat-label">
            <TrendingUp size={16} aria-hidden="true" /> Cambio 24 h
          </span>
          <strong className="cw-stat-value">
            <Change value={summary.change24h} />
          </strong>
          <span className="cw-muted">{formatMoney(changeAmount, { signed: true })} hoy</span>
        </li>
        <li className="cw-stat">
          <span className="cw-stat-label">
            <Brain size={16} aria-hidden="true" /> Puntuación IA
          </span>
          <strong className="cw-stat-value">{formatScore(summary.aiScore)}</strong>
          <SentimentBadge score={summary.aiScore} showScore={false} />
        </li>
      </ul>
    </section>
  );
}
