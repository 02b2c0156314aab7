import { useEffect, useState } from 'react';
import { PROVIDER_CREDITS, type Provenance, type Provider } from '../../core/provenance.ts';

const AGE_TICK_MS = 15_000;

/** "hace 20 s", "hace 6 min", "hace 2 h": how old an answer is. */
export function ageText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `hace ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `hace ${minutes} min`;
  return `hace ${Math.round(minutes / 60)} h`;
}

/** The line under a card's figures: which provider gave them, how old they are, and what is still sample. */
export function ProvenanceLine({ items }: { items: readonly Provenance[] }) {
  const [now, setNow] = useState(Date.now);
  const live = items.filter((item) => item.providers.length > 0);
  useEffect(() => {
    if (live.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, [live.length]);
  if (items.length === 0) return null;
  if (live.length === 0) return <p className="cw-provenance">Datos de ejemplo</p>;
  const providers: Provider[] = [...new Set(live.flatMap((item) => item.providers))];
  const oldest = Math.min(...live.map((item) => item.updatedAt ?? now));
  const sampleParts = [...new Set(items.flatMap((item) => item.sampleParts ?? []))];
  const allLive = live.length === items.length;
  return (
    <p className="cw-provenance">
      Datos:{' '}
      {providers.map((provider, i) => (
        <span key={provider}>
          {i > 0 ? ', ' : ''}
          <a href={PROVIDER_CREDITS[provider].url} target="_blank" rel="noopener noreferrer">
            {PROVIDER_CREDITS[provider].name}
          </a>
        </span>
      ))}{' '}
      · {ageText(now - oldest)}
      {sampleParts.length > 0 || !allLive ? (
        <span className="cw-provenance-sample">
          {' '}
          · De ejemplo: {sampleParts.length > 0 ? sampleParts.join(', ') : 'el resto'}
        </span>
      ) : null}
    </p>
  );
}
