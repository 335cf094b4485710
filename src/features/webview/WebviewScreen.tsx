import { useState } from 'react';
import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';

/** Accepts only http(s) addresses: no javascript:, data: or file: in the frame. */
export function parseWebAddress(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /internal/webview: browse a carrier's or port's site inside the platform. A keepAlive route,
 * so the typed address and the loaded page stay while the person works elsewhere.
 */
export default function WebviewScreen() {
  const t = useT();
  const [address, setAddress] = useState('');
  const [shown, setShown] = useState<string>();
  const [error, setError] = useState(false);

  const open = () => {
    const url = parseWebAddress(address);
    setError(!url);
    if (url) setShown(url);
  };

  return (
    <section className="webview">
      <FormGroup
        label={t('webviewAddress')}
        labelFor="webview-address"
        helperText={error ? t('webviewInvalid') : t('webviewHint')}
        intent={error ? 'danger' : 'none'}
      >
        <ControlGroup fill>
          <InputGroup
            id="webview-address"
            value={address}
            placeholder="https://"
            intent={error ? 'danger' : 'none'}
            onValueChange={setAddress}
            onKeyDown={(e) => e.key === 'Enter' && open()}
          />
          <Button icon="arrow-right" intent="primary" text={t('webviewOpen')} onClick={open} />
        </ControlGroup>
      </FormGroup>
      {shown && (
        <iframe
          className="webview__frame"
          title={shown}
          src={shown}
          sandbox="allow-scripts allow-forms allow-popups allow-same-origin"
          referrerPolicy="no-referrer"
        />
      )}
    </section>
  );
}
