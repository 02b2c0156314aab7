import { Component, type ReactNode } from 'react';

interface Props {
  /** The element's tag, to name it in the warning. */
  tag: string;
  /** The element, whose height the message keeps (the page around it does not move). */
  host?: HTMLElement;
  children?: ReactNode;
}

/** Keeps a failing widget inside its own box: a short Spanish message, and the page goes on. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  /** The element's height when its widget failed: reserved or drawn, the message keeps it. */
  private keptHeight: number | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[crypto-widgets] <${this.props.tag}> no se ha podido mostrar:`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Read before this render is committed: the placeholder or the widget's last content still sizes the host.
    this.keptHeight ??= this.props.host?.getBoundingClientRect().height || undefined;
    return (
      <div className="cw-failure" role="alert" style={this.keptHeight ? { minHeight: this.keptHeight } : undefined}>
        <strong>No se ha podido mostrar este módulo.</strong>
        <span>El resto de la página funciona con normalidad. Recarga para intentarlo de nuevo.</span>
      </div>
    );
  }
}
