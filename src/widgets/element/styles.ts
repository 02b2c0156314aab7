// Widget styles live in constructable stylesheets: built once per document, shared by every instance and
// adopted into each shadow root. Nothing is written into the host page, and CSP `style-src` is not involved.

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

const canAdopt = typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;

/** Adds the widget's sheets after those already there (the loader's placeholder rules). */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (canAdopt && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...cssTexts.map(sheetFor)];
    return;
  }
  // Browsers without constructable stylesheets get a <style> inside the shadow root (never in the page).
  const style = document.createElement('style');
  style.textContent = cssTexts.join('\n');
  root.prepend(style);
}
