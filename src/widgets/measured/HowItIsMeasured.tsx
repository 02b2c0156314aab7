// "¿Cómo se calcula?": a disclosure (a button with aria-expanded and aria-controls, closed at first) with the
// sources, the counts, the method in one sentence and the texts behind the figure, each linked to its source.
// Texts are React text nodes: whatever a source wrote is shown as text, never as HTML.

import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { MEASURED_PLATFORM_LABELS, type MeasuredEvidence, type MeasuredSentiment } from '../../core/measured/types.ts';
import { useFormats, useLocale } from '../ui/formats.ts';
import { agoText, countsText, MIN_ITEMS_FOR_SCORE } from './words.ts';

/** The method's page (docs/sentimiento.md in the project's repository). */
export const METHOD_URL = 'https://github.com/criptopulso/crypto-widgets/blob/main/docs/sentimiento.md';

const EVIDENCE_SHOWN = 3;
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

function Evidence({ item, now }: { item: MeasuredEvidence; now: number }) {
  const { formatNumber } = useFormats();
  const locale = useLocale();
  const score = `${item.score > 0 ? '+' : ''}${formatNumber(item.score, 2)}`;
  return (
    <li className="cw-evidence" part="evidence">
      {isWebLink(item.url) ? (
        <a className="cw-evidence-text" href={item.url} target="_blank" rel="noopener noreferrer">
          {item.text}
          <span className="cw-visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      ) : (
        <span className="cw-evidence-text">{item.text}</span>
      )}
      <span className="cw-evidence-meta">
        {MEASURED_PLATFORM_LABELS[item.platform]} · {item.source} · {agoText(item.publishedAt, now, locale)} ·{' '}
        <span className={item.score > 0 ? 'cw-change-up' : item.score < 0 ? 'cw-evidence-down' : undefined}>
          puntuación {score}
        </span>
      </span>
    </li>
  );
}

export function HowItIsMeasured({ measured, now }: { measured: MeasuredSentiment; now: number }) {
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const bodyId = `cw-method-${useId().replace(/[^\w-]/g, '')}`;
  const { positive, negative } = measured.evidence;
  return (
    <div className="cw-method" part="method">
      <button
        type="button"
        className="cw-method-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        ¿Cómo se calcula?
        <ChevronDown size={16} aria-hidden="true" className="cw-method-chevron" />
      </button>
      <div id={bodyId} className="cw-method-body" hidden={!open}>
        <p>
          Cada texto se puntúa con nuestro analizador léxico bilingüe (español e inglés), de −1 a 1, y la media de las
          últimas 24{'\u00a0'}h se lleva a la escala 0{'\u2060–\u2060'}100; con menos de {MIN_ITEMS_FOR_SCORE} textos
          una cifra dice «pocos datos».{' '}
          <a href={METHOD_URL} target="_blank" rel="noopener noreferrer">
            El método completo
            <span className="cw-visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </p>
        <p>
          Textos medidos: {countsText(measured.counts, formats)} en 24{'\u00a0'}h.
        </p>
        <h4 className="cw-method-title">Fuentes</h4>
        {measured.sources.length > 0 ? (
          <ul className="cw-method-sources">
            {measured.sources.map((source) => (
              <li key={`${source.platform} ${source.name}`}>
                <span className="cw-method-source">{source.name}</span>
                <span className="cw-muted">
                  {MEASURED_PLATFORM_LABELS[source.platform]} · {formats.formatNumber(source.items)}{' '}
                  {source.items === 1 ? 'texto' : 'textos'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="cw-muted">Ninguna fuente con textos en 24 h.</p>
        )}
        <div className="cw-evidence-columns">
          <EvidenceList title="Los más positivos" items={positive} now={now} />
          <EvidenceList title="Los más negativos" items={negative} now={now} />
        </div>
      </div>
    </div>
  );
}

function EvidenceList({ title, items, now }: { title: string; items: readonly MeasuredEvidence[]; now: number }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="cw-method-title">{title}</h4>
      <ul className="cw-evidence-list">
        {items.slice(0, EVIDENCE_SHOWN).map((item) => (
          <Evidence key={item.url + item.publishedAt} item={item} now={now} />
        ))}
      </ul>
    </div>
  );
}
