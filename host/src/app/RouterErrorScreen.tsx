import { Component, type ReactNode } from 'react';
import { token } from '@qa/shared/ui/styles/tokens';

interface State {
  error: Error | null;
}

// Plain `style`, not the light layer: this screen must render whatever else failed.
const screenStyle = { padding: '2rem', fontFamily: 'system-ui, sans-serif' } as const;
const messageStyle = { fontStyle: 'italic' } as const;
const stackStyle = { padding: '0.5rem', background: token('colors-gray-200'), overflow: 'auto' } as const;

/**
 * docs/behaviour.md: a router failure shows the library's default screen, titled
 * 'Unexpected Application Error!'. The declarative router has no errorElement,
 * so this boundary renders the same screen. The stack is for developers: production builds leave it
 * out, and offer a reload instead.
 */
export class RouterErrorScreen extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main style={screenStyle}>
        <h2>Unexpected Application Error!</h2>
        <h3 style={messageStyle}>{error.message}</h3>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        {process.env.NODE_ENV !== 'production' && error.stack && <pre style={stackStyle}>{error.stack}</pre>}
      </main>
    );
  }
}
