// crypto-widgets.js: the one script a site adds. It starts the autoloader; the exports let a page load
// tags itself (for instance elements inside its own shadow roots, which the autoloader cannot see).

import { configure } from './configure.ts';
import { load, loadAll, SHELLS, startLoader } from './loader.ts';

export { configure, load, loadAll };

SHELLS['crypto-chat'] = () => import('./chat/shell.ts');
startLoader();
