// The app's colour theme: the system's preference until the reader picks one with the switch in the top bar;
// the pick is remembered. Every widget follows it through its `theme` attribute.

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'criptopulso:tema';

/** The reader's pick, if any (storage may be disabled or hold anything). */
export function savedTheme(): Theme | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage disabled: the pick lasts until the page is closed.
  }
}

/** The system's preference, as a media query the app can listen to. */
export function systemDarkQuery(): MediaQueryList | undefined {
  return typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
}

/** The theme in force: the reader's pick, or the system's preference. */
export function currentTheme(picked: Theme | undefined, systemDark: boolean): Theme {
  return picked ?? (systemDark ? 'dark' : 'light');
}

/** Gives the page and every widget inside `root` the theme. */
export function applyTheme(root: ParentNode, theme: Theme, doc: Document = document): void {
  doc.documentElement.dataset.theme = theme;
  for (const el of root.querySelectorAll('*')) if (el.localName.startsWith('crypto-')) el.setAttribute('theme', theme);
}
