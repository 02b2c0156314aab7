// crypto-widgets.iife.js: the classic script. It starts the loader with every tag built in, and offers the
// module's API (configure, load, loadAll) as `CryptoWidgets` without declaring a global of its own: a page that already has a
// `CryptoWidgets` (even a `const`) keeps it, and this script still runs.

import { configure } from './configure.ts';
import { load, loadAll, startLoader } from './loader.ts';

startLoader();
const page = globalThis as typeof globalThis & { CryptoWidgets?: unknown };
page.CryptoWidgets ??= Object.freeze({ configure, load, loadAll });
