import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remote: string;
  onRetry: () => void;
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
      return (
        <RemoteFallback
          title="This page failed to display"
          error={new Error(`The ${this.props.remote} app hit an error: ${this.state.error.message}`)}
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}
