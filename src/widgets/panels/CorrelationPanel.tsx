// The correlation matrix: r for every pair of price, sentiment, volume and whales, each cell with its band by |r|
// (and, for a span, its sign, or "n < 10" where too few pairs), in a real table that scrolls sideways when narrow.

import { Grid3x3 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CORRELATION_BAND_LABELS, correlationBand } from '../../core/bands.ts';
import { CORRELATION_VARIABLES, correlationMatrix } from '../../core/correlation.ts';
import type { ChartPoint } from '../../core/types.ts';
import { Card } from '../ui/Card.tsx';
import { useFormats } from '../ui/formats.ts';
import ownStyles from './correlation.css?inline';

/** This panel's own stylesheet. */
export const correlationPanelStyles = ownStyles;

export const LEGEND = [
  { band: 'strong', range: '≥ 0,7' },
  { band: 'moderate', range: '0,4–0,7' },
  { band: 'weak', range: '0,1–0,4' },
  { band: 'very-weak', range: '< 0,1' },
] as const;

/** The full name where the table has room, an abbreviation where it is narrow. */
function VariableLabel({ variable }: { variable: (typeof CORRELATION_VARIABLES)[number] }) {
  return (
    <>
      <span className="cw-label-long">{variable.label}</span>
      <abbr className="cw-label-short" title={variable.label}>
        {variable.short}
      </abbr>
    </>
  );
}

/**
 * In a column too narrow for five columns of figures and band words, the matrix scrolls sideways (a data table
 * may, under WCAG reflow) instead of letting its words run over each other; then, and only then, the keyboard
 * can reach it to scroll.
 */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth + 1));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

/** A cell: r, or null with the pairs it had (too few, or a variable that does not vary). */
export type MatrixCell = { r: number | null; n?: number };

export interface MatrixCardProps {
  subtitle: string;
  /** The cell of the i-th and j-th variables (CORRELATION_VARIABLES' order). */
  cell: (i: number, j: number) => MatrixCell;
  /** The table's caption, for screen readers. */
  caption: string;
  /** r with its sign always ("+0,42"): a span's changes, whose bands are by |r|. */
  signed?: boolean;
  /**
   * The pairs r needs: a cell without r says "n < 10" under it and, with as many, that one of its variables never
   * moved.
   */
  minPairs?: number;
  /** Under the table: how r was computed ("Pearson sobre cambios horarios · n = 167"). */
  method?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
}

function Cell({ cell, signed, minPairs }: { cell: MatrixCell; signed?: boolean; minPairs?: number }) {
  const { formatCorrelation, formatNumber } = useFormats();
  const { r } = cell;
  if (r === null) {
    const pairs = formatNumber(cell.n ?? 0);
    const flat = minPairs !== undefined && (cell.n ?? 0) >= minPairs;
    return (
      <td
        className="cw-cell cw-cell-none"
        title={
          flat ? `Una de las dos series no cambia en sus ${pairs} pares de cambios` : `Solo ${pairs} pares de cambios`
        }
      >
        <span className="cw-cell-value">{flat ? '—' : minPairs !== undefined && `n\u00a0<\u00a0${minPairs}`}</span>
        <span className="cw-cell-band">{flat ? 'sin variación' : 'pocos datos'}</span>
      </td>
    );
  }
  const band = correlationBand(r);
  const text = formatCorrelation(r);
  return (
    <td
      className={`cw-cell cw-cell-${band} ${r < 0 ? 'cw-cell-negative' : ''}`}
      style={{ ['--_strength' as string]: Math.abs(r).toFixed(3) }}
    >
      <span className="cw-cell-value">{signed && r > 0 && !text.startsWith('+') ? `+${text}` : text}</span>
      <span className="cw-cell-band">{CORRELATION_BAND_LABELS[band]}</span>
    </td>
  );
}

export function MatrixCard({ subtitle, cell, caption, signed, minPairs, method, before, after }: MatrixCardProps) {
  const { ref, scrolls } = useScrollsSideways();
  return (
    <Card title="Matriz de correlación" subtitle={subtitle} icon={<Grid3x3 size={18} />} className="cw-panel">
      {before}
      <div
        className="cw-matrix-scroll"
        ref={ref}
        {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': 'Matriz de correlación (desplazable)' } : {})}
      >
        <table className="cw-matrix" part="matrix">
          <caption className="cw-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <td />
              {CORRELATION_VARIABLES.map((v) => (
                <th key={v.key} scope="col">
                  <VariableLabel variable={v} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CORRELATION_VARIABLES.map((row, i) => (
              <tr key={row.key}>
                <th scope="row">
                  <VariableLabel variable={row} />
                </th>
                {CORRELATION_VARIABLES.map((col, j) => (
                  <Cell key={col.key} cell={cell(i, j)} signed={signed} minPairs={minPairs} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {method}
      <ul className="cw-matrix-legend" aria-label="Intensidad según el valor absoluto, y signo">
        {LEGEND.map((l) => (
          <li key={l.band}>
            <span className={`cw-legend-dot cw-cell-${l.band}`} aria-hidden="true" />
            {CORRELATION_BAND_LABELS[l.band]} <span className="cw-muted">{l.range}</span>
          </li>
        ))}
        <li className="cw-legend-negative">
          <span className="cw-legend-dot cw-cell-moderate cw-cell-negative" aria-hidden="true" />
          Negativa <span className="cw-muted">&lt; 0</span>
        </li>
      </ul>
      {after}
    </Card>
  );
}

/**
 * The matrix of the sample's 24 hours, its levels correlated. A live or feed view never correlates a 24-hour series
 * (its sentiment and whales are sample data): span/span-panels.tsx's NoCorrelationPanel says why instead.
 */
export function CorrelationPanel({
  coin,
  series,
  before,
  after,
}: {
  coin: string;
  series: readonly ChartPoint[];
  before?: ReactNode;
  after?: ReactNode;
}) {
  const matrix = correlationMatrix(series);
  return (
    <MatrixCard
      subtitle={`Pearson sobre la serie simulada de 24 h de ${coin}`}
      cell={(i, j) => ({ r: matrix[i]?.[j] ?? 0 })}
      caption={`Correlación de Pearson entre precio, sentimiento, volumen y ballenas de ${coin}, con su intensidad`}
      before={before}
      after={after}
    />
  );
}
