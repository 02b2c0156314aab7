import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { SENTIMENT_BAND_LABELS, sentimentBand } from '../../core/bands.ts';
import type { Trend } from '../../core/types.ts';
import { useFormats } from './formats.ts';

/** Class giving an element its sentiment band's colour (--_band, --_band-tint). */
export const bandClass = (score: number) => `cw-band-${sentimentBand(score)}`;

/** A sentiment score as a coloured pill: "72 · Alcista". The word carries the band, not only the colour. */
export function SentimentBadge({ score, showScore = true }: { score: number; showScore?: boolean }) {
  const label = SENTIMENT_BAND_LABELS[sentimentBand(score)];
  return <span className={`cw-badge ${bandClass(score)}`}>{showScore ? `${score} · ${label}` : label}</span>;
}

/** A signed percent change with an arrow; "up" is green, "down" red. */
export function Change({ value, trend }: { value: number; trend?: Trend }) {
  const { formatPercent } = useFormats();
  const up = (trend ?? (value >= 0 ? 'up' : 'down')) === 'up';
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span className={`cw-change ${up ? 'cw-change-up' : 'cw-change-down'}`}>
      <Arrow size={14} strokeWidth={2.5} aria-hidden="true" />
      {formatPercent(value, { signed: true })}
    </span>
  );
}
