import type { ReactNode } from 'react';

/** A labelled key figure: "Máximo 46.021,12 $". */
export function Figure({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className={className ? `cw-figure ${className}` : 'cw-figure'}>
      <span className="cw-figure-label">{label}</span>
      <strong className="cw-figure-value">{value}</strong>
    </div>
  );
}
