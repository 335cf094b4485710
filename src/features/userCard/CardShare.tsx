import { Alert, AnchorButton, Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import type { Card, CardShare as Shared } from '../../contract/userCard/calls';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { showToast, toastFailure } from '../../ui/toaster';
import { useShareCard } from './api/card';
import { userCardWords } from './words';

/** The vCard as a file the owner downloads without counting a visitor's save. */
function useVcardFile(vcard: string | undefined): string | undefined {
  const url = useMemo(() => (vcard ? URL.createObjectURL(new Blob([vcard], { type: 'text/vcard;charset=utf-8' })) : undefined), [vcard]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Share: the QR code (a vCard any phone camera reads), the link with a copy button, the .vcf, and a new link when the old one leaked. */
export function CardShare({ card }: { card: Card }) {
  const w = useWords(userCardWords);
  const c = useWords(commonWords);
  const share = useShareCard();
  const [shown, setShown] = useState<Shared>();
  const [confirming, setConfirming] = useState(false);
  const vcf = useVcardFile(shown?.Vcard);
  const ask = (rotate: boolean) => share.mutate(rotate, { onSuccess: setShown, onError: toastFailure });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown?.Url ?? '');
      void showToast({ intent: 'success', message: w.linkCopied });
    } catch {
      void showToast({ intent: 'warning', message: w.copyFailed });
    }
  };
  return (
    <section className="user-card-panel">
      <h3>{w.shareTitle}</h3>
      <p className="bp6-text-muted">{card.VERSION > 0 ? w.shareHint : w.notSavedYet}</p>
      {shown ? (
        <div className="user-card-share">
          <img className="user-card-qr" src={shown.QrPng} alt={w.qrAlt} />
          <div className="user-card-share-actions">
            <ControlGroup fill>
              <InputGroup readOnly value={shown.Url} aria-label={c.copyLink} onFocus={(e) => e.currentTarget.select()} />
              <Button icon="duplicate" text={c.copyLink} onClick={() => void copy()} />
            </ControlGroup>
            <div className="user-card-share-buttons">
              <AnchorButton icon="share" href={shown.Url} target="_blank" rel="noopener" text={w.openLink} />
              <AnchorButton icon="download" href={vcf} download={`${card.CRD_NAME || 'card'}.vcf`} text={w.downloadVcf} />
              <AnchorButton icon="media" href={shown.QrPng} download={`${card.CRD_NAME || 'card'}-qr.png`} text={w.downloadQr} />
              <Button icon="refresh" intent="warning" variant="outlined" text={w.rotateLink} onClick={() => setConfirming(true)} />
            </div>
          </div>
        </div>
      ) : (
        <Button
          intent="primary"
          icon="barcode"
          disabled={card.VERSION === 0}
          loading={share.isPending}
          text={card.Shared ? w.showLink : w.makeLink}
          onClick={() => ask(false)}
        />
      )}
      <Alert
        isOpen={confirming}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={w.rotateLink}
        cancelButtonText={c.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          ask(true);
        }}
      >
        {w.rotateConfirm}
      </Alert>
    </section>
  );
}
