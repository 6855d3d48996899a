/**
 * Keeps a failure to load code on demand (a lazy chunk, a shared module) inside the piece that
 * needed it: the page shows `fallback` there instead of unmounting. `resetKey` changing tries the
 * piece again (e.g. the user pressed its button again).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ChunkBoundaryProps {
  fallback: ReactNode;
  resetKey?: unknown;
  children: ReactNode;
}

export class ChunkBoundary extends Component<ChunkBoundaryProps, { failedFor: unknown; failed: boolean }> {
  override state = { failed: false, failedFor: undefined as unknown };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ChunkBoundaryProps, state: { failed: boolean; failedFor: unknown }) {
    // a new resetKey after a failure: try the children again
    if (state.failed && props.resetKey !== state.failedFor) return { failed: false, failedFor: undefined };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedFor: this.props.resetKey });
    console.error('Falha ao carregar uma parte da página', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
