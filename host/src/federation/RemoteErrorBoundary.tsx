import { Component, type ReactNode } from 'react';
import { BareFrame } from './BareFrame';
import { LazyRemoteFallback as RemoteFallback } from './LazyRemoteFallback';

interface Props {
  remote: string;
  onRetry: () => void;
  /** A page without the site's frame: the fallback gets the bare frame (logo, way home). */
  bare?: boolean;
  /**
   * Told of the error; resolves true when it moved the remote to another version (the page then
   * renders again from it, under a new boundary). The placeholder shows while it decides, so the
   * fallback is never shown on the way to another version.
   */
  onCaught?: (error: Error) => Promise<boolean>;
  placeholder?: ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The error could not be recovered from: the fallback shows. */
  settled?: boolean;
}

/** Catches a remote page that throws while rendering, so it cannot take the shell down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[${this.props.remote}] page failed while rendering`, error);
    void Promise.resolve(this.props.onCaught?.(error)).then((moved) => {
      if (!moved) this.setState({ settled: true });
    });
  }

  override render() {
    if (this.state.error && !this.state.settled) return this.props.placeholder ?? null;
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
