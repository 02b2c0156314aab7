// Whether an element is on screen or close to it, so costly parts (a chart) mount when the reader can see them,
// in a task of their own, rather than in the same task as every widget's first paint.

import { type RefObject, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** How far outside the viewport counts as near: a chart is drawn before it scrolls in. */
const NEAR = '300px 0px';

/**
 * True once `ref`'s element has come near the viewport (or the page prints); it stays true. Without `watch`,
 * true from the start.
 */
export function useNearViewport(ref: RefObject<Element | null>, watch = true): boolean {
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    // Printing shows the whole page: draw now, before the browser lays out the printed pages.
    const print = () => flushSync(() => setNear(true));
    addEventListener('beforeprint', print);
    return () => {
      observer.disconnect();
      removeEventListener('beforeprint', print);
    };
  }, [near, ref]);
  return near;
}
