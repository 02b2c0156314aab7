// What an app does after `npm install crypto-widgets`: import the package, then use the tags, from HTML and
// from script (a property set before the widget's code has arrived).
import { load } from 'crypto-widgets';
import 'crypto-widgets/placeholders.css';

const chat = document.createElement('crypto-chat');
chat.theme = 'dark';
document.getElementById('app').append(chat);
window.widgetsReady = Promise.all(['crypto-sentiment', 'crypto-price-chart', 'crypto-chat'].map(load));
