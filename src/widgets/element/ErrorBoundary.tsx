import { Component, type ReactNode } from 'react';

interface Props {
  /** The element's tag, to name it in the warning. */
  tag: string;
  children?: ReactNode;
}

/** Keeps a failing widget inside its own box: a short Spanish message, and the page goes on. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[crypto-widgets] <${this.props.tag}> no se ha podido mostrar:`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="cw-failure" role="alert">
        <strong>No se ha podido mostrar este módulo.</strong>
        <span>El resto de la página funciona con normalidad. Recarga para intentarlo de nuevo.</span>
      </div>
    );
  }
}
