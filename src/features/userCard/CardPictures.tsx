import { Button, FileInput, FormGroup } from '@blueprintjs/core';
import type { Card } from '../../contract/userCard/calls';
import { CARD_IMAGE_MAX_BYTES, type CardImageKind } from '../../domain/userCard/image';
import { useWords } from '../../i18n/words';
import { showToast, toastFailure } from '../../ui/toaster';
import { useRemovePicture, useUploadPicture } from './api/card';
import { userCardWords } from './words';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The photo and the WeChat QR code: chosen, checked for size here, judged by their bytes on the server. */
export function CardPictures({ card }: { card: Card }) {
  const w = useWords(userCardWords);
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const saved = card.VERSION > 0;
  const choose = async (kind: CardImageKind, file: File | undefined) => {
    if (!file) return;
    if (file.size > CARD_IMAGE_MAX_BYTES) return void showToast({ intent: 'warning', message: w.pictureTooBig });
    try {
      await upload.mutateAsync({ Kind: kind, Base64: await readAsDataUrl(file) });
      void showToast({ intent: 'success', message: w.pictureSaved });
    } catch (e) {
      toastFailure(e);
    }
  };
  const one = (kind: CardImageKind, label: string, src: string) => (
    <FormGroup label={label} helperText={w.pictureHint} className="user-card-picture">
      <div className="user-card-picture-row">
        {src ? <img src={src} alt={label} className="user-card-thumb" /> : <span className="user-card-thumb user-card-thumb-empty" />}
        <FileInput
          disabled={!saved || upload.isPending}
          text={w.choosePicture}
          buttonText={w.choosePicture}
          inputProps={{ accept: 'image/jpeg,image/png,image/webp', 'aria-label': label }}
          onInputChange={(e) => void choose(kind, e.currentTarget.files?.[0])}
        />
        {src ? (
          <Button
            variant="minimal"
            icon="trash"
            aria-label={`${w.removePicture} ${label}`}
            title={w.removePicture}
            onClick={() => remove.mutate(kind, { onError: toastFailure })}
          />
        ) : null}
      </div>
    </FormGroup>
  );
  return (
    <section className="user-card-panel">
      <h3>{w.picturesTitle}</h3>
      {saved ? null : <p className="bp6-text-muted">{w.notSavedYet}</p>}
      {one('AVATAR', w.avatarLabel, card.Avatar)}
      {one('WECHAT_QR', w.wechatLabel, card.WechatQr)}
    </section>
  );
}
