import { Component, type ErrorInfo, type ReactNode, isValidElement } from 'react';
import { reportClientError } from '@/lib/analytics/load-sentry';

type Fallback = ReactNode | ((props: { error: Error; reset(): void }) => ReactNode);

type Props = { fallback: Fallback; onError?(error: Error, info: ErrorInfo): void; children: ReactNode };
type State = { error: Error | null };

/**
 * Catches render errors below it and shows `fallback`. A fallback that is not a valid React element (SPEC §8) is
 * reported with a console warning and nothing is rendered, instead of a second crash. Every caught error goes to
 * Sentry when it is configured.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, info.componentStack);
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    const element = typeof fallback === 'function' ? fallback({ error, reset: this.reset }) : fallback;
    if (!isValidElement(element)) {
      console.warn('ErrorBoundary: the fallback did not produce a valid React element; rendering nothing.');
      return null;
    }
    return element;
  }
}
