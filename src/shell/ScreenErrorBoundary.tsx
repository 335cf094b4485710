import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { translate } from '../i18n/useT';
import { language } from '../i18n/language';
import { reportClientError } from '../streams/clientLog';
import { logEvent } from '../streams/eventLog';

interface Props {
  children: ReactNode;
}
interface State {
  error?: Error;
}

/** One failing screen never blanks the whole app: it shows a retry and is reported to the server. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error, info.componentStack ?? undefined);
    logEvent({ type: 'v1.ScreenFailed', message: error.message });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const lang = language.get();
    return (
      <NonIdealState
        icon="error"
        title={translate('errorBoundaryTitle', lang)}
        description={translate('errorBoundaryBody', lang)}
        action={<Button text={translate('retry', lang)} onClick={() => this.setState({ error: undefined })} />}
      />
    );
  }
}
