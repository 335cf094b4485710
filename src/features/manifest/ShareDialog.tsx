import { Button, Callout, Checkbox, Classes, FormGroup, HTMLTable, InputGroup, NumericInput, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShareScope } from '../../contract/manifest';
import { formatDate } from '../../domain/dates';
import { useWords, type WordsIn } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { AppDialog } from '../../ui/AppDialog';
import { showToast } from '../../ui/toaster';
import { createShare, manifestKeys, manifestSharesQuery, revokeShare } from './api/manifest';
import { manifestWords } from './words';

const SCOPES: ShareScope[] = ['VIEW', 'EDIT_PARTIES', 'EDIT_GOODS'];

/** What a scope lets the link's holder do, in words. */
const scopeWordOf = (w: WordsIn<typeof manifestWords>, s: string) => (w as unknown as Record<string, string>)[`scope${s}`] ?? s;

const useShares = (id: number, isOpen: boolean) => useQuery({ ...manifestSharesQuery(id), enabled: isOpen });

/**
 * The share link of a manifest (§7.4 ManifestShare): what the holder may do (view, fill the parties,
 * fill the goods), how many days it lasts (1–30) and an optional six-digit access code; the link
 * made is shown once to copy; the links given out are listed with how often they were opened, each
 * revocable.
 */
export function ShareDialog({ id, isOpen, onClose }: { id: number; isOpen: boolean; onClose(): void }) {
  const w = useWords(manifestWords);
  const c = useWords(commonWords);
  const client = useQueryClient();
  const shares = useShares(id, isOpen);
  const [scope, setScope] = useState<ShareScope[]>(['EDIT_PARTIES']);
  const [days, setDays] = useState(7);
  const [code, setCode] = useState('');
  const [made, setMade] = useState<string>();
  const [busy, setBusy] = useState(false);
  const scopeWord = (s: string) => scopeWordOf(w, s);

  const make = async () => {
    setBusy(true);
    try {
      const a = await createShare({ Id: id, Scope: scope, ExpiresDays: days, ...(code ? { AccessCode: code } : {}) });
      setMade(new URL(a.Url, window.location.origin).href);
      await client.invalidateQueries({ queryKey: manifestKeys.shares(id) });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={w.shareLink} canEscapeKeyClose style={{ width: 640 }}>
      <div className={Classes.DIALOG_BODY} data-testid="mft-share-dialog">
        <FormGroup label={w.shareAsk}>
          {SCOPES.map((s) => (
            <Checkbox
              key={s}
              inline
              label={scopeWord(s)}
              checked={scope.includes(s)}
              onChange={(e) => setScope((now) => (e.currentTarget.checked ? [...now, s] : now.filter((x) => x !== s)))}
            />
          ))}
        </FormGroup>
        <div className="mft-row">
          <FormGroup label={w.expiresDays}>
            <NumericInput aria-label={w.expiresDays} min={1} max={30} value={days} onValueChange={(n) => setDays(Math.max(1, Math.min(30, n || 1)))} />
          </FormGroup>
          <FormGroup label={w.accessCode} helperText={w.accessCodeHint}>
            <InputGroup aria-label={w.accessCode} value={code} maxLength={6} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          </FormGroup>
        </div>
        <Button
          intent="primary"
          text={w.makeLink}
          loading={busy}
          disabled={!scope.length || (code.length > 0 && code.length !== 6)}
          onClick={() => void make()}
        />
        {made ? <MadeLink made={made} /> : null}
        {shares.data?.length ? <SharesGiven id={id} shares={shares.data} /> : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={c.close} onClick={onClose} />
        </div>
      </div>
    </AppDialog>
  );
}

/** The links given out, with how often each was opened; each revocable. */
function SharesGiven({ id, shares }: { id: number; shares: NonNullable<ReturnType<typeof useShares>['data']> }) {
  const w = useWords(manifestWords);
  const client = useQueryClient();
  const scopeWord = (s: string) => scopeWordOf(w, s);
  const revoke = async (shareId: number) => {
    try {
      await revokeShare(shareId);
      void showToast({ intent: 'success', message: w.revoked });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
    await client.invalidateQueries({ queryKey: manifestKeys.shares(id) });
  };
  return (
    <HTMLTable compact striped className="mft-table" style={{ marginTop: 12 }}>
      <caption>{w.links}</caption>
      <thead>
        <tr>
          <th>{w.shareAsk}</th>
          <th>{w.expiresAt}</th>
          <th>{w.uses}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {shares.map((s) => (
          <tr key={s.Id}>
            <td>
              {s.Scope.map(scopeWord).join('、')} {s.WithCode ? <Tag minimal icon="lock" /> : null}
            </td>
            <td>{formatDate(s.ExpiresAt, 'dateTime')}</td>
            <td>{s.Uses}</td>
            <td>{s.RevokedAt ? w.revoked : <Button size="small" intent="danger" variant="minimal" text={w.revoke} onClick={() => void revoke(s.Id)} />}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The link just made, shown once to copy. */
function MadeLink({ made }: { made: string }) {
  const w = useWords(manifestWords);
  return (
    <Callout intent="success" style={{ marginTop: 8 }} title={w.linkMade}>
      <InputGroup readOnly value={made} data-testid="mft-share-url" />
      <Button
        size="small"
        icon="link"
        text={w.copy}
        onClick={() => void navigator.clipboard?.writeText(made).then(() => showToast({ intent: 'success', message: w.copied }))}
      />
    </Callout>
  );
}
