import { SENTIMENT_BAND_LABELS, sentimentBand } from '../../core/bands.ts';
import { bandClass } from './Bands.tsx';
import { useFormats } from './formats.ts';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A 0–100 score as a ring in its band's colour, with the number in the middle. */
export function ScoreGauge({ score, label, size = 132 }: { score: number; label: string; size?: number }) {
  const { formatScore } = useFormats();
  const filled = (Math.max(0, Math.min(100, score)) / 100) * CIRCUMFERENCE;
  return (
    <div
      className={`cw-gauge ${bandClass(score)}`}
      part="gauge"
      role="img"
      aria-label={`${label}: ${formatScore(score)}, ${SENTIMENT_BAND_LABELS[sentimentBand(score)].toLowerCase()}`}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 120 120" width={size} height={size} aria-hidden="true">
        <circle className="cw-gauge-track" cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" />
        <circle
          className="cw-gauge-value"
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE - filled}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <div className="cw-gauge-label" aria-hidden="true">
        <span className="cw-gauge-number">{score}</span>
        <span className="cw-gauge-scale">/100</span>
      </div>
    </div>
  );
}
