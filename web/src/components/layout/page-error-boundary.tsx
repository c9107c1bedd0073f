import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of a page that threw. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps the frame alive when a page throws; give it `key={pathname}` so navigating away recovers. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
