// What an app does after `npm install crypto-widgets`: import the package, then use the tags, from HTML and
// from script (a property set before the widget's code has arrived). `?tags=a,b` adds those tags too, each once
// (the suite passes every tag of the registry).
import { load } from 'crypto-widgets';
import 'crypto-widgets/placeholders.css';

const app = document.getElementById('app');
const chat = document.createElement('crypto-chat');
chat.theme = 'dark';
app.append(chat);
const asked = new URLSearchParams(location.search).get('tags')?.split(',') ?? [];
for (const tag of asked) if (!document.querySelector(tag)) app.append(document.createElement(tag));
const tags = [...new Set(['crypto-sentiment', 'crypto-price-chart', 'crypto-chat', ...asked])];
window.widgetsReady = Promise.allSettled(tags.map(load));
