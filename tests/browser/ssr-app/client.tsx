// The browser side: our script starts at once (it reserves each widget's space and defines the tags), and
// React hydrates later, as a large app's bundle does; by then every widget has rendered.

import { load } from 'crypto-widgets';
import { hydrateRoot } from 'react-dom/client';
import { ARTICLE_TAGS, Article } from './Article.tsx';

const root = document.getElementById('root') as HTMLElement;
const ready = Promise.all(ARTICLE_TAGS.map(load)).then(
  () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
);
(window as unknown as { hydrated: Promise<void> }).hydrated = ready.then(() => {
  hydrateRoot(root, <Article />);
});
