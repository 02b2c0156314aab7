// The chat's shell: its card as the chat first draws it (greeting, suggestions, the field and "Enviar"), drawn
// by the loader into the chat's placeholder as soon as this small chunk arrives, and the chat itself until the
// reader shows intent on it (facade.ts): only then are React and the chat's code fetched. The reader can type at
// once; the mounted chat takes over what they typed (`adoptShell`), with the caret and the focus, and the shell
// goes in the same frame. No React here: only the DOM, the chat's texts and styles. The markup is the one Chat.tsx
// renders; a browser test compares them node by node.

import baseStyles from '../ui/base.css?inline';
import { shellCanDraw, whenWanted } from './facade.ts';
import { controlsOf, offerShell, type ShellState } from './handover.ts';

// The chat takes the shell over from here, so the shell's chunk holds what both need (texts, styles, handover).
export { adoptShell, controlsOf } from './handover.ts';

import styles from './styles.css?inline';
import {
  BRANDING_LIMITS,
  CHAT_GREETING,
  CHAT_HEADING,
  CHAT_PLACEHOLDER,
  CHAT_SHORT_PLACEHOLDER,
  CHAT_STATUS,
  SUGGESTED_QUESTIONS,
} from './texts.ts';

// Mirrors of the chat's constants (attributes.ts, core/chat.ts, Composer.tsx), which live in chunks that need
// React; the browser test that compares the shell with the mounted chat keeps them equal.
const THEMES = ['light', 'dark', 'auto'];
const MAX_QUESTION_LENGTH = 1000;
const LONG_PLACEHOLDER_WIDTH = 330;
const canSend = (text: string) => text.replace(/[\s\p{Cf}]/gu, '').length > 0;

// lucide's drawings of the icons the chat shows at first (lucide-react 1.x: bot, send-horizontal, chevrons).
type IconNode = [tag: string, attributes: Record<string, string>][];
const BOT: IconNode = [
  ['path', { d: 'M12 8V4H8' }],
  ['rect', { width: '16', height: '12', x: '4', y: '8', rx: '2' }],
  ['path', { d: 'M2 14h2' }],
  ['path', { d: 'M20 14h2' }],
  ['path', { d: 'M15 13v2' }],
  ['path', { d: 'M9 13v2' }],
];
const SEND: IconNode = [
  [
    'path',
    {
      d: 'M3.714 3.048a.498.498 0 0 0-.683.627l2.843 7.627a2 2 0 0 1 0 1.396l-2.842 7.627a.498.498 0 0 0 .682.627l18-8.5a.5.5 0 0 0 0-.904z',
    },
  ],
  ['path', { d: 'M6 12h16' }],
];
const CHEVRON_LEFT: IconNode = [['path', { d: 'm15 18-6-6 6-6' }]];
const CHEVRON_RIGHT: IconNode = [['path', { d: 'm9 18 6-6-6-6' }]];

const SVG = 'http://www.w3.org/2000/svg';

function icon(name: string, node: IconNode, size: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes: Record<string, string> = {
    xmlns: SVG,
    width: String(size),
    height: String(size),
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    class: `lucide lucide-${name}`,
    'aria-hidden': 'true',
  };
  for (const [key, value] of Object.entries(attributes)) svg.setAttribute(key, value);
  for (const [tag, shape] of node) {
    const child = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(shape)) child.setAttribute(key, value);
    svg.append(child);
  }
  return svg;
}

type Child = Node | string;

/** An element with attributes (`class` included) and children. */
function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  el.append(...children);
  return el;
}

// The settings the shell draws, read as the chat reads them (element/parse-attribute.ts): trimmed, blank or
// invalid meaning the default.

/** A partner's header name, status line or placeholder; undefined for the default. */
function brandingOf(host: Element, name: keyof typeof BRANDING_LIMITS): string | undefined {
  const value = host.getAttribute(name)?.trim();
  return value && value.length <= BRANDING_LIMITS[name] ? value : undefined;
}

function greetingOf(host: Element): string {
  const value = host.getAttribute('greeting')?.trim();
  return value && value.length <= 500 ? value : CHAT_GREETING;
}

function suggestionsOf(host: Element): readonly string[] {
  const value = host.getAttribute('suggestions')?.trim();
  if (!value) return SUGGESTED_QUESTIONS;
  try {
    const list: unknown = JSON.parse(value);
    if (!Array.isArray(list) || list.length === 0 || list.length > 8) return SUGGESTED_QUESTIONS;
    const items = list.map((item) => (typeof item === 'string' ? item.trim() : ''));
    return items.every((item) => item.length > 0 && item.length <= 200) ? items : SUGGESTED_QUESTIONS;
  } catch {
    return SUGGESTED_QUESTIONS;
  }
}

function themeOf(host: Element): string {
  const value = host.getAttribute('theme')?.trim().toLowerCase() ?? '';
  return THEMES.includes(value) ? value : 'light';
}

/** "23:05": the greeting's time, as the chat's es-ES formatter writes it (another locale: through Intl). */
function timeOf(date: Date, locale: string | null): string {
  if (locale?.trim()) {
    try {
      return new Intl.DateTimeFormat(locale.trim(), { hour: '2-digit', minute: '2-digit' }).format(date);
    } catch {
      // An invalid locale: the chat falls back to es-ES, as here.
    }
  }
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

interface Shell {
  host: Element;
  input: HTMLInputElement;
  section: HTMLElement;
  submitted: boolean;
  sheets: CSSStyleSheet[];
  /** Resolves when the chat's code is wanted (facade.ts); `want()` resolves it and stops listening. */
  wanted: Promise<void>;
  want: () => void;
  /** Watches the placeholder: a load failure replaces the shell there. */
  replaced: MutationObserver;
  /** The suggestions' row, and where its paging is taking it (a smooth scroll still under way at the handover). */
  row: HTMLElement;
  scrollTarget?: number;
}

const shells = new WeakMap<ShadowRoot, Shell>();
/** The shells on screen, to name each chat's landmark among the page's chats as the chat does. */
const drawn = new Set<Shell>();

/** "Chat con el asistente de IA (2 de 3)" with several chats on the page, as Chat.tsx names its landmark. */
function nameLandmarks(): void {
  for (const { host, section } of drawn) {
    const chats = [...host.ownerDocument.getElementsByTagName(host.localName)];
    section.setAttribute(
      'aria-label',
      chats.length > 1
        ? `Chat con el asistente de IA (${chats.indexOf(host) + 1} de ${chats.length})`
        : 'Chat con el asistente de IA',
    );
  }
}

/**
 * Draws the shell into the chat's placeholder (the first child of its shadow root, still showing its slot), if
 * the chat can start as the shell draws it (facade.ts), and resolves when the chat's code is wanted: at once
 * without a shell; with one, at the reader's intent, with `loading="eager"`, or with `others` (React coming for
 * another widget). Never before the shell's first frame (or soon in a tab that draws no frames): the chat's code
 * (React's parse above all) would otherwise hold the main thread while the shell waits to paint.
 */
export function drawShell(host: Element, root: ShadowRoot | undefined, others: Promise<void>): Promise<unknown> {
  const shell = draw(host, root);
  return Promise.all([
    shell && Promise.race([shell.wanted, others]),
    new Promise((frame) => {
      requestAnimationFrame(frame);
      setTimeout(frame, 100);
    }),
  ]);
}

/** The shell of this root, drawn now if it can be; undefined when the chat must start otherwise. */
function draw(host: Element, root: ShadowRoot | undefined): Shell | undefined {
  const existing = root && shells.get(root);
  if (existing) return existing;
  const box = root?.firstElementChild;
  if (
    !root ||
    !(box instanceof HTMLElement) ||
    box.getAttribute('part') !== 'placeholder' ||
    !box.querySelector('slot') ||
    !shellCanDraw(host)
  ) {
    return undefined;
  }
  let sheets: CSSStyleSheet[] = [];
  try {
    sheets = [baseStyles, styles].map((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  } catch {
    // No constructable stylesheets: the grey placeholder stays until the chat renders.
    return;
  }
  const now = new Date();
  const inputId = 'cw-shell-input';
  const send = h(
    'button',
    { type: 'submit', class: 'cw-button cw-send', disabled: '', 'aria-label': 'Enviar' },
    icon('send-horizontal lucide-send-horizonal', SEND, 18),
    h('span', { class: 'cw-send-text' }, 'Enviar'),
  );
  const input = h('input', {
    id: inputId,
    class: 'cw-input',
    autocomplete: 'off',
    enterkeyhint: 'send',
    maxlength: String(MAX_QUESTION_LENGTH),
    placeholder: brandingOf(host, 'placeholder') ?? CHAT_PLACEHOLDER,
    type: 'text',
  }) as HTMLInputElement;
  const form = h(
    'form',
    { class: 'cw-composer', part: 'composer' },
    h('label', { for: inputId, class: 'cw-visually-hidden' }, 'Escribe tu pregunta'),
    h('div', { class: 'cw-field' }, input),
    h('p', { class: 'cw-visually-hidden', 'aria-live': 'polite' }),
    send,
  );
  const row = h(
    'ul',
    { class: 'cw-suggestion-row' },
    ...suggestionsOf(host).map((q) => h('li', {}, h('button', { type: 'button', class: 'cw-suggestion' }, q))),
  );
  const head = h(
    'div',
    { class: 'cw-suggestions-head' },
    h('h3', { class: 'cw-suggestions-title' }, 'Preguntas sugeridas'),
  );
  const section = h(
    'section',
    { class: 'cw-card cw-chat', part: 'card', 'aria-label': 'Chat con el asistente de IA' },
    h(
      'header',
      { class: 'cw-chat-header' },
      h('span', { class: 'cw-card-icon', 'aria-hidden': 'true' }, icon('bot', BOT, 18)),
      h(
        'div',
        {},
        h('h2', { class: 'cw-title' }, brandingOf(host, 'heading') ?? CHAT_HEADING),
        h(
          'p',
          { class: 'cw-subtitle' },
          h('span', { class: 'cw-online', 'aria-hidden': 'true' }),
          ` ${brandingOf(host, 'status') ?? CHAT_STATUS}`,
        ),
      ),
    ),
    h(
      'div',
      {
        class: 'cw-messages',
        part: 'messages',
        role: 'log',
        'aria-live': 'off',
        'aria-label': 'Conversación',
        tabindex: '0',
      },
      h(
        'ol',
        { class: 'cw-message-list' },
        h(
          'li',
          { class: 'cw-message cw-message-ai' },
          h('span', { class: 'cw-avatar', 'aria-hidden': 'true' }, icon('bot', BOT, 16)),
          h(
            'div',
            { class: 'cw-bubble' },
            h('span', { class: 'cw-visually-hidden' }, 'Asistente:'),
            h('p', { class: 'cw-message-text' }, greetingOf(host)),
            h(
              'time',
              { class: 'cw-message-time', datetime: now.toISOString() },
              timeOf(now, host.getAttribute('locale')),
            ),
          ),
        ),
      ),
    ),
    h('p', { class: 'cw-visually-hidden', 'aria-live': 'polite' }),
    h('div', { class: 'cw-suggestions', part: 'suggestions' }, head, row),
    form,
  );
  const card = h('div', { class: 'cw-root', 'data-theme': themeOf(host), lang: 'es', dir: 'ltr' }, section);
  const { wanted, want } = whenWanted(host);
  // If the chat's code then fails to load, the loader's message replaces the card in the box: the box is the
  // grey box of every widget's failure again, without the chat's styles.
  const replaced = new MutationObserver(() => {
    if (card.isConnected) return;
    replaced.disconnect();
    drawn.delete(shell);
    box.style.removeProperty('display');
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
  });
  const shell: Shell = { host, input, section, submitted: false, sheets, wanted, want, replaced, row };
  shells.set(root, shell);
  offerShell(root, (field) => adopt(root, shell, field));
  drawn.add(shell);
  nameLandmarks();
  // The box gives way to the card: no grey, no centring, the card's own height (the reserved one).
  box.style.setProperty('display', 'contents');
  box.replaceChildren(card);
  replaced.observe(box, { childList: true });

  const update = () => send.toggleAttribute('disabled', !canSend(input.value));
  input.addEventListener('input', update);
  form.addEventListener('submit', (event) => {
    // Never the page's own navigation; the chat sends it once it is there.
    event.preventDefault();
    if (canSend(input.value)) shell.submitted = true;
    want();
  });
  row.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('.cw-suggestion');
    if (!button) return;
    input.value = button.textContent ?? '';
    update();
    input.focus();
    want();
  });
  // Laid out now, as the chat lays itself out before its first paint: the placeholder's words for the field's
  // width, and the suggestions' paging when they do not fit.
  if (input.clientWidth < LONG_PLACEHOLDER_WIDTH && !brandingOf(host, 'placeholder')) {
    input.placeholder = CHAT_SHORT_PLACEHOLDER;
  }
  if (row.scrollWidth - row.clientWidth > 1) {
    const previous = h(
      'button',
      { type: 'button', class: 'cw-icon-button cw-page-button', disabled: '', 'aria-label': 'Preguntas anteriores' },
      icon('chevron-left', CHEVRON_LEFT, 16),
    );
    const next = h(
      'button',
      { type: 'button', class: 'cw-icon-button cw-page-button', 'aria-label': 'Más preguntas' },
      icon('chevron-right', CHEVRON_RIGHT, 16),
    );
    head.append(h('div', { class: 'cw-suggestions-paging' }, previous, next));
    pageable(shell, previous, next);
  }
  return shell;
}

/**
 * The paging buttons page in the shell as in the chat (Suggestions.tsx): a tap is also the intent that loads the
 * chat, and the chat shows the page the reader went to (`scroll` in the handover).
 */
function pageable(shell: Shell, previous: Element, next: Element): void {
  const { row } = shell;
  const measure = () => {
    const before = row.scrollLeft > 1;
    const after = row.scrollWidth - row.clientWidth - row.scrollLeft > 1;
    row.classList.toggle('cw-more-before', before);
    row.classList.toggle('cw-more-after', after);
    previous.toggleAttribute('disabled', !before);
    next.toggleAttribute('disabled', !after);
  };
  measure();
  row.addEventListener('scroll', measure, { passive: true });
  row.addEventListener('scrollend', () => {
    shell.scrollTarget = undefined;
  });
  const page = (direction: 1 | -1) => {
    const left = direction * row.clientWidth * 0.8;
    const end = row.scrollWidth - row.clientWidth;
    shell.scrollTarget = Math.min(end, Math.max(0, (shell.scrollTarget ?? row.scrollLeft) + left));
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollTo({ left: shell.scrollTarget, behavior: reduced ? 'auto' : 'smooth' });
  };
  previous.addEventListener('click', () => page(-1));
  next.addEventListener('click', () => page(1));
}

/**
 * The mounted chat takes over (handover.ts): what the reader did in the shell, and the shell's styles leave the
 * shadow root (the chat's own are there). Text or Enter that still reaches the shell's field (a key pressed in the
 * very frame of the handover) goes on to `field`, the chat's.
 */
function adopt(root: ShadowRoot, shell: Shell, field?: HTMLInputElement): ShellState {
  shells.delete(root);
  drawn.delete(shell);
  shell.replaced.disconnect();
  shell.want();
  const { input } = shell;
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !shell.sheets.includes(sheet));
  if (field) forwardLateInput(input, field);
  const selection =
    input.selectionStart === null || input.selectionEnd === null
      ? undefined
      : ([input.selectionStart, input.selectionEnd, input.selectionDirection ?? 'none'] as ShellState['selection']);
  const control = controlsOf(shell.section).indexOf(root.activeElement as HTMLElement);
  const scroll = shell.scrollTarget ?? shell.row.scrollLeft;
  return {
    draft: input.value,
    selection,
    focused: root.activeElement === input,
    submitted: shell.submitted,
    ...(control >= 0 && root.activeElement !== input ? { control } : {}),
    ...(scroll > 0 ? { scroll } : {}),
  };
}

/**
 * From now on, what would change the shell's field changes the chat's: typed or pasted text and deletions at the
 * chat's caret (announced to React as the browser's own input is), and Enter sends from the chat's form.
 */
function forwardLateInput(old: HTMLInputElement, field: HTMLInputElement): void {
  old.addEventListener('beforeinput', (event) => {
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
    if (event.inputType.startsWith('insert') && text) field.setRangeText(text, start, end, 'end');
    else if (event.inputType === 'deleteContentBackward')
      field.setRangeText('', start === end ? Math.max(0, start - 1) : start, end, 'end');
    else if (event.inputType === 'deleteContentForward') field.setRangeText('', start, Math.max(end, start + 1), 'end');
    else return;
    event.preventDefault();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.focus({ preventScroll: true });
  });
  old.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    field.form?.requestSubmit();
  });
}
