import { Component, lazy, type ReactNode, Suspense } from 'react';
import messages from '@/locales/en-US';

const Result = lazy(() => import('antd/es/result'));

type State = { hasError: boolean; errorInfo: string };

/**
 * pro-components' error boundary (around ProLayout's content, every ProTable and ProDescriptions) draws
 * antd's Result, whose 403/404/500 illustrations would otherwise ride in every screen's first load though
 * a boundary draws only after a screen has crashed. .umirc.ts swaps pro-utils' boundary for this one: the
 * same boundary, with Result loaded when it is drawn (its title shows while it loads).
 */
export class ErrorBoundary extends Component<{ children?: ReactNode }, State> {
  state: State = { hasError: false, errorInfo: '' };

  static getDerivedStateFromError(error: Error): State {
    return { hasError: true, errorInfo: error.message };
  }

  componentDidCatch(error: Error, errorInfo: unknown) {
    console.error(error, errorInfo);
  }

  render() {
    if (!this.state.hasError) return this.props.children;
    const title = messages['exception.generic'];
    return (
      <Suspense fallback={<div role="alert">{title}</div>}>
        <Result status="error" title={title} extra={this.state.errorInfo} />
      </Suspense>
    );
  }
}
