// The last line of defence around the whole app, for errors outside any route's boundary.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback, reloadPage } from './error-fallback';

interface State {
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <main id="main" className="min-h-dvh">
          <ErrorFallback onRetry={reloadPage} />
        </main>
      );
    }
    return this.props.children;
  }
}
