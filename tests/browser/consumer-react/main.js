// A React 19 app after `npm install crypto-widgets`: it renders the tags from its own components. The suite
// builds it twice, importing `crypto-widgets` (which carries its own React) and `crypto-widgets/react` (which
// uses the app's). `?tags=a,b` renders those tags too, each once (the suite passes every tag of the registry).
import { load } from 'crypto-widgets/react';
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

const OWN = ['crypto-sentiment', 'crypto-chat'];
const others = (new URLSearchParams(location.search).get('tags')?.split(',') ?? []).filter((t) => !OWN.includes(t));

function App() {
  const [asked, setAsked] = useState([]);
  return h(
    'main',
    null,
    h('h1', null, 'Una app de React 19'),
    h('crypto-sentiment', { coin: 'ETH' }),
    h('crypto-chat', {
      theme: 'dark',
      'oncrypto-chat-send': (event) => setAsked([...asked, event.detail.message.content]),
    }),
    h('p', { id: 'asked' }, asked.join(' | ') || 'Nada preguntado'),
    ...others.map((tag) => h(tag, { key: tag })),
  );
}

createRoot(document.getElementById('root')).render(h(App));
window.widgetsReady = Promise.allSettled([...OWN, ...others].map(load));
