// The shell's handover to the mounted chat: the shell (shell.ts) offers, for its shadow root, what the reader did
// in it; the chat takes it at its first commit. A module of its own so that the chat, and the classic script,
// which draws no shell, carry none of the shell's code.

/** What the reader did in the shell, for the mounted chat to carry on. */
export interface ShellState {
  draft: string;
  selection: [start: number, end: number, direction: 'forward' | 'backward' | 'none'] | undefined;
  focused: boolean;
  /** The reader pressed Enter (or "Enviar") before the chat could send: it sends once it is there. */
  submitted: boolean;
  /** Which of the card's controls (`controlsOf`) had the focus, when it was not the field: a suggestion, a button. */
  control?: number;
  /** How far the reader paged the suggestions' row (px from its start). */
  scroll?: number;
}

/**
 * The controls a reader can be on, in document order: the shell draws the same ones as the chat, so the n-th in
 * one is the n-th in the other (a keyboard reader who tabbed into the suggestions stays on the same one).
 */
export const controlsOf = (card: Element): HTMLElement[] => [
  ...card.querySelectorAll<HTMLElement>('input, button, [tabindex]'),
];

/** Hands over to the chat's field: the shell goes, and anything still reaching its field goes on to `field`. */
type Handover = (field?: HTMLInputElement) => ShellState;

const offered = new WeakMap<ShadowRoot, Handover>();

export function offerShell(root: ShadowRoot, handover: Handover): void {
  offered.set(root, handover);
}

/** The mounted chat takes over from the shell drawn in its shadow root; undefined when there was none. */
export function adoptShell(root: ShadowRoot, field?: HTMLInputElement): ShellState | undefined {
  const handover = offered.get(root);
  offered.delete(root);
  return handover?.(field);
}
