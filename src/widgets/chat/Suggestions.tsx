// The suggested questions. Narrow, they make one row that scrolls sideways; the row says so: the edge with more
// to see fades, and two buttons beside the title move it a page at a time (a mouse cannot swipe). Wide enough,
// the questions wrap and the buttons go.

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';

interface Overflow {
  before: boolean;
  after: boolean;
}

/**
 * Whether the row hides questions before or after what it shows, followed as it scrolls and resizes; measured
 * before the first paint, so the paging buttons and faded edge are there from the start (as in the shell).
 */
function useOverflow(row: React.RefObject<HTMLUListElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });
  useLayoutEffect(() => {
    const list = row.current;
    if (!list) return;
    const measure = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollWidth - list.clientWidth - list.scrollLeft > 1;
      setOverflow((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [row]);
  return overflow;
}

export function Suggestions({
  questions,
  onPick,
}: {
  questions: readonly string[];
  onPick: (question: string) => void;
}) {
  const row = useRef<HTMLUListElement>(null);
  const { before, after } = useOverflow(row);
  const page = (direction: 1 | -1) => {
    const list = row.current;
    if (!list) return;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: reduced ? 'auto' : 'smooth' });
  };
  const classes = ['cw-suggestion-row', before ? 'cw-more-before' : '', after ? 'cw-more-after' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="cw-suggestions" part="suggestions">
      <div className="cw-suggestions-head">
        <h3 className="cw-suggestions-title">Preguntas sugeridas</h3>
        {before || after ? (
          <div className="cw-suggestions-paging">
            <button
              type="button"
              className="cw-icon-button cw-page-button"
              disabled={!before}
              onClick={() => page(-1)}
              aria-label="Preguntas anteriores"
            >
              <ChevronLeft size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="cw-icon-button cw-page-button"
              disabled={!after}
              onClick={() => page(1)}
              aria-label="Más preguntas"
            >
              <ChevronRight size={16} aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
      <ul className={classes} ref={row}>
        {questions.map((q) => (
          <li key={q}>
            <button type="button" className="cw-suggestion" onClick={() => onPick(q)}>
              {q}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
