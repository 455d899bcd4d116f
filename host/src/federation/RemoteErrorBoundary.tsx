import { Component, type ReactNode } from 'react';
import { BareFrame } from './BareFrame';
import { LazyRemoteFallback as RemoteFallback } from './LazyRemoteFallback';

interface Props {
  remote: string;
  onRetry: () => void;
  /** A page without the site's frame: the fallback gets the bare frame (logo, way home). */
  bare?: boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote page that throws while rendering, so it cannot take the shell down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[${this.props.remote}] page failed while rendering`, error);
  }

  override render() {
    if (this.state.error) {
      const fallback = (
        <RemoteFallback
          title="This page failed to display"
          error={this.state.error}
          remote={this.props.remote}
          onRetry={this.props.onRetry}
        />
      );
      return this.props.bare ? <BareFrame>{fallback}</BareFrame> : fallback;
    }
    return this.props.children;
  }
}
