// "¿Cómo se calcula?": a disclosure (a button with aria-expanded and aria-controls, closed at first) with the
// sources, the counts, the method in one sentence and the texts behind the figure, each linked to its source.
// A coin's texts are that coin's (the ones that name it); the market's are said to be the whole market's.
// Texts are React text nodes: whatever a source wrote is shown as text, never as HTML; so are the words behind each
// text's score, highlighted in it (EvidenceText.tsx) with a legend above the lists.

import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import {
  MEASURED_PLATFORM_LABELS,
  type MeasuredEvidence,
  type MeasuredEvidenceLists,
  type MeasuredSentiment,
} from '../../core/measured/types.ts';
import { useFormats, useLocale } from '../ui/formats.ts';
import { MarkedText, OtherWords, wordsOf } from './EvidenceText.tsx';
import { placeWords } from './place-words.ts';
import { agoText, countsText, MIN_ITEMS_FOR_SCORE, signedScore, stateOf } from './words.ts';

/** The method's page (docs/sentimiento.md in the project's repository). */
export const METHOD_URL = 'https://github.com/criptopulso/crypto-widgets/blob/main/docs/sentimiento.md';

const EVIDENCE_SHOWN = 3;
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

function Evidence({ item, now }: { item: MeasuredEvidence; now: number }) {
  const formats = useFormats();
  const locale = useLocale();
  // The words behind the score (a feed may have none): marked in the text, or named after it when not in it.
  const { placed, unplaced } = placeWords(item.text, wordsOf(item.words));
  return (
    <li className="cw-evidence" part="evidence">
      {isWebLink(item.url) ? (
        <a className="cw-evidence-text" href={item.url} target="_blank" rel="noopener noreferrer">
          <MarkedText text={item.text} placed={placed} />
          <span className="cw-visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      ) : (
        <span className="cw-evidence-text">
          <MarkedText text={item.text} placed={placed} />
        </span>
      )}
      <OtherWords words={unplaced} />
      <span className="cw-evidence-meta">
        {MEASURED_PLATFORM_LABELS[item.platform]} · {item.source} · {agoText(item.publishedAt, now, locale)} ·{' '}
        <span className={item.score > 0 ? 'cw-change-up' : item.score < 0 ? 'cw-evidence-down' : undefined}>
          puntuación {signedScore(item.score, formats)}
        </span>
      </span>
    </li>
  );
}

/** Whether any text shown names the words behind its score (the legend is for those). */
const hasWords = (lists: MeasuredEvidenceLists) =>
  [...lists.positive.slice(0, EVIDENCE_SHOWN), ...lists.negative.slice(0, EVIDENCE_SHOWN)].some(
    (item) => wordsOf(item.words).length > 0,
  );

/** The texts shown and whose they are: the coin's own when the feed has them, else the whole market's, said so. */
function evidenceOf(measured: MeasuredSentiment, symbol: string | undefined) {
  const coin = symbol ? measured.coins.find((c) => c.coin === symbol) : undefined;
  if (symbol && coin?.evidence) {
    return { title: `Textos sobre ${symbol}`, about: ` sobre ${symbol}`, lists: coin.evidence, figure: coin };
  }
  return { title: 'Textos de todo el mercado', about: '', lists: measured.evidence, figure: measured.overall };
}

/** "Textos medidos: …"; for a coin, said to be the whole market's, with how many name it. */
function countsLine(measured: MeasuredSentiment, symbol: string | undefined, formats: ReturnType<typeof useFormats>) {
  if (stateOf(measured.overall) === 'none') return 'Aún no hay textos medidos en las últimas 24\u00a0h.';
  const counts = `${countsText(measured.counts, formats)} en 24\u00a0h`;
  if (!symbol) return `Textos medidos: ${counts}.`;
  const naming = measured.coins.find((c) => c.coin === symbol)?.mentions ?? 0;
  const coinPart =
    naming === 0
      ? `ninguno nombra ${symbol}`
      : `${formats.formatNumber(naming)} ${naming === 1 ? 'nombra' : 'nombran'} ${symbol}`;
  return `Textos medidos en todo el mercado: ${counts}; ${coinPart}.`;
}

export function HowItIsMeasured({
  measured,
  now,
  symbol,
}: {
  measured: MeasuredSentiment;
  now: number;
  /** The coin the widget shows, when it shows one. */
  symbol?: string | undefined;
}) {
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const bodyId = `cw-method-${useId().replace(/[^\w-]/g, '')}`;
  const evidence = evidenceOf(measured, symbol);
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
        <p>{countsLine(measured, symbol, formats)}</p>
        <h4 className="cw-method-title">{symbol ? 'Fuentes (todo el mercado)' : 'Fuentes'}</h4>
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
        <h4 className="cw-method-title cw-evidence-heading">{evidence.title}</h4>
        {hasWords(evidence.lists) && (
          <p className="cw-muted cw-words-legend">
            Resaltadas, las palabras que <mark className="cw-word cw-word-up">suben</mark> o{' '}
            <mark className="cw-word cw-word-down">bajan</mark> la puntuación de cada texto.
          </p>
        )}
        <EvidenceColumns {...evidence} now={now} />
      </div>
    </div>
  );
}

/** The most positive beside the most negative; or why there are none to show (never another coin's instead). */
function EvidenceColumns({
  lists,
  about,
  figure,
  now,
}: {
  lists: MeasuredEvidenceLists;
  about: string;
  figure: { mentions: number; state?: MeasuredSentiment['overall']['state'] };
  now: number;
}) {
  if (stateOf(figure) === 'none') {
    return (
      <p className="cw-muted">
        Aún no hay textos{about} en las últimas 24{'\u00a0'}h.
      </p>
    );
  }
  if (lists.positive.length === 0 && lists.negative.length === 0) {
    return (
      <p className="cw-muted">
        Ningún texto{about} con puntuación positiva o negativa en 24{'\u00a0'}h.
      </p>
    );
  }
  return (
    <div className="cw-evidence-columns">
      <EvidenceList title="Los más positivos" items={lists.positive} now={now} />
      <EvidenceList title="Los más negativos" items={lists.negative} now={now} />
    </div>
  );
}

function EvidenceList({ title, items, now }: { title: string; items: readonly MeasuredEvidence[]; now: number }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h5 className="cw-method-title">{title}</h5>
      <ul className="cw-evidence-list">
        {items.slice(0, EVIDENCE_SHOWN).map((item) => (
          <Evidence key={item.url + item.publishedAt} item={item} now={now} />
        ))}
      </ul>
    </div>
  );
}
