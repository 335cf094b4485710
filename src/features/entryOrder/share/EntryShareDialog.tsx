import { Button, Callout, Classes, FormGroup, HTMLTable, InputGroup, NumericInput, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EntryShare } from '../../../contract/entryOrder/shareCalls';
import { useWords } from '../../../i18n/words';
import { AppDialog } from '../../../ui/AppDialog';
import { showToast } from '../../../ui/toaster';
import { makeShare, revokeShare, type ShareTarget, shareKeys, sharesQuery } from '../api/shares';
import { when } from '../parts';
import { shareWords } from './words';

/** The share button of a supplement or of an order's second half, with its dialog. */
export function EntryShareButton({ target, small }: { target: ShareTarget; small?: boolean }) {
  const w = useWords(shareWords);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={small ? 'small' : undefined}
        icon="share"
        text={small ? undefined : w.shareLink}
        aria-label={w.shareLink}
        title={w.shareLink}
        onClick={() => setOpen(true)}
        data-testid={`entry-share-${target.kind}-${target.id}`}
      />
      {open ? <EntryShareDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * A link for someone without an account (operations.md §9.7): how many days it lasts (1–30) and an
 * optional six-digit access code; the link made is shown once to copy (only its hash is kept); the
 * links given out are listed with how often each was opened, each revocable. The manifest's share
 * dialog, without its scopes: a supplement's link fills it, a second-half link records milestones.
 */
export function EntryShareDialog({ target, onClose }: { target: ShareTarget; onClose(): void }) {
  const w = useWords(shareWords);
  const client = useQueryClient();
  const shares = useQuery(sharesQuery(target, true));
  const [days, setDays] = useState(7);
  const [code, setCode] = useState('');
  const [made, setMade] = useState<string>();
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try {
      const a = await makeShare(target, { Days: days, ...(code ? { AccessCode: code } : {}) });
      setMade(new URL(a.Url, window.location.origin).href);
      await client.invalidateQueries({ queryKey: shareKeys.links(target) });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog isOpen onClose={onClose} title={w.shareLink} canEscapeKeyClose style={{ width: 640 }}>
      <div className={Classes.DIALOG_BODY} data-testid="entry-share-dialog">
        <p className={Classes.TEXT_MUTED}>{target.kind === 'supplement' ? w.supplementHint : w.secondHalfHint}</p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <FormGroup label={w.days}>
            <NumericInput aria-label={w.days} min={1} max={30} value={days} onValueChange={(n) => setDays(Math.max(1, Math.min(30, n || 1)))} />
          </FormGroup>
          <FormGroup label={w.accessCode} helperText={w.accessCodeHint}>
            <InputGroup aria-label={w.accessCode} value={code} maxLength={6} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          </FormGroup>
        </div>
        <Button
          intent="primary"
          text={w.make}
          loading={busy}
          disabled={code.length > 0 && code.length !== 6}
          onClick={() => void make()}
          data-testid="entry-share-make"
        />
        {made ? <MadeLink made={made} /> : null}
        {shares.data?.length ? <LinksGiven target={target} links={shares.data} /> : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={w.close} onClick={onClose} />
        </div>
      </div>
    </AppDialog>
  );
}

/** The link just made, shown once to copy. */
function MadeLink({ made }: { made: string }) {
  const w = useWords(shareWords);
  return (
    <Callout intent="success" style={{ marginTop: 8 }} title={w.madeOnce}>
      <InputGroup readOnly value={made} data-testid="entry-share-url" onFocus={(e) => e.currentTarget.select()} />
      <Button
        size="small"
        icon="duplicate"
        text={w.copy}
        onClick={() => void navigator.clipboard?.writeText(made).then(() => showToast({ intent: 'success', message: w.copied }))}
      />
    </Callout>
  );
}

/** The links given out, with how often each was opened; a live one revocable. */
function LinksGiven({ target, links }: { target: ShareTarget; links: EntryShare[] }) {
  const w = useWords(shareWords);
  const client = useQueryClient();
  const revoke = async (id: number) => {
    try {
      await revokeShare(target, id);
      void showToast({ intent: 'success', message: w.revokedToast });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
    await client.invalidateQueries({ queryKey: shareKeys.links(target) });
  };
  return (
    <HTMLTable compact striped style={{ marginTop: 12, width: '100%' }} data-testid="entry-share-links">
      <caption>{w.given}</caption>
      <thead>
        <tr>
          <th>{w.until}</th>
          <th>{w.opened}</th>
          <th>{w.madeBy}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {links.map((l) => (
          <tr key={l.Id}>
            <td>
              {when(l.ExpiresAt)} {l.WithCode ? <Tag minimal icon="lock" title={w.codeTag} /> : null}
            </td>
            <td>{l.Uses}</td>
            <td>{l.CreatedBy}</td>
            <td>
              {l.RevokedAt ? (
                <Tag minimal>{w.revokedTag}</Tag>
              ) : Date.parse(l.ExpiresAt) <= Date.now() ? (
                <Tag minimal>{w.endedTag}</Tag>
              ) : (
                <Button size="small" variant="minimal" intent="danger" text={w.revokeIt} onClick={() => void revoke(l.Id)} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
