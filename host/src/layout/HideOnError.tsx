import { Component, type ReactNode } from 'react';

/**
 * Renders nothing when its content throws: for optional parts of the frame (the footer),
 * whose failure must not replace the whole site with the error screen (docs/behaviour.md: a footer
 * that fails is simply not shown).
 */
export class HideOnError extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[${this.props.name}] hidden after an error:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
