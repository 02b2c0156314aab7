// Pages build: demo/clasico.html, the demo article on the classic script.

import type { Plugin } from 'vite';

/** Replaces `from` in `text` once; a missing marker fails the build rather than shipping a broken page. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`demo/clasico.html: marker not found: ${from}`);
  return next;
}

/** demo/clasico.html: the built article, loading the single-file classic script instead of the module. */
export function classicArticle(): Plugin {
  return {
    name: 'crypto-widgets:classic-article',
    apply: 'build',
    // After Vite has written the HTML pages into the bundle.
    enforce: 'post',
    generateBundle(_, bundle) {
      const article = bundle['demo/index.html'];
      if (article?.type !== 'asset') return;
      let page = String(article.source);
      page = replaceOnce(
        page,
        /<script type="module" src="\.\.\/crypto-widgets\.js"[^>]*><\/script>/,
        '<script defer src="../crypto-widgets.iife.js"></script>',
      );
      page = replaceOnce(page, '<title>', '<title>Script clásico · ');
      page = replaceOnce(page, '<a href="./" aria-current="page">', '<a href="./">');
      page = replaceOnce(page, '<a href="./clasico.html">', '<a href="./clasico.html" aria-current="page">');
      page = replaceOnce(
        page,
        /(<p data-build-note>)[\s\S]*?(<\/p>)/,
        '$1Esta página carga <code>crypto-widgets.iife.js</code>: todo en un único script clásico, para sitios que no pueden usar módulos.$2',
      );
      this.emitFile({ type: 'asset', fileName: 'demo/clasico.html', source: page });
    },
  };
}
