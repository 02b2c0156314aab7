// What only a chat connected to a partner's assistant needs: the connection itself, its replies as markdown,
// "Detener", a question's failure with "Reintentar", and their styles. One chunk, fetched by chats with an
// `endpoint` or a `handler` as soon as they render; a chat with the sample replies never fetches it.

import { RotateCcw, Square } from 'lucide-react';
import { useContext } from 'react';
import { HostContext } from '../element/context.ts';
import { adoptStyles } from '../element/styles.ts';
import styles from './connected.css?inline';

import MarkdownText from './Markdown.tsx';

export { ask } from './backend.ts';
export { plainText } from './Markdown.tsx';

const styled = new WeakSet<ShadowRoot>();

/** This chunk's styles join the chat's own in its shadow root, once. */
function useConnectedStyles(): void {
  const root = useContext(HostContext)?.shadowRoot;
  if (root && !styled.has(root)) {
    styled.add(root);
    adoptStyles(root, [styles]);
  }
}

export function StopButton({ onStop }: { onStop: () => void }) {
  useConnectedStyles();
  return (
    <button
      type="button"
      className="cw-button cw-send cw-stop"
      // "Detener" takes the place of "Enviar": the second click of a double click on "Enviar" lands here. A
      // click that is not the first of its gesture (detail 2, 3…) does not stop what the first one sent.
      onClick={(event) => {
        if (event.detail > 1) return;
        onStop();
      }}
    >
      <Square size={16} aria-hidden="true" />
      <span className="cw-send-text">Detener</span>
    </button>
  );
}

export function FailureNote({ message, onRetry }: { message: string; onRetry: () => void }) {
  useConnectedStyles();
  return (
    <div className="cw-message-failure" role="alert">
      <span>{message}</span>
      <button type="button" className="cw-button cw-retry" onClick={onRetry}>
        <RotateCcw size={14} aria-hidden="true" /> Reintentar
      </button>
    </div>
  );
}

export function Markdown(props: React.ComponentProps<typeof MarkdownText>) {
  useConnectedStyles();
  return <MarkdownText {...props} />;
}
