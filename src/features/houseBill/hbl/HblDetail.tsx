import { AnchorButton, Button, ButtonGroup, Callout, Card, H4, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS } from '../../../contract/access';
import { hblTypeWords, releaseTypeWords } from '../../../contract/houseBill/words';
import { HBL_STATUS } from '../../../domain/houseBill/status';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { usePageKeys } from '../../../lib/pageKeys';
import { saveDownload } from '../../../lib/saveFile';
import { useCan } from '../../../session/access';
import { hblQuery, printHref, revokeHblDraftShare, sendHblDraft } from '../api';
import { billWords, hblStatusWords } from '../words';
import { type HblAsk, HblAskDialogs } from './HblAskDialogs';

/** The PDF the server answered, saved as its file (the reader's viewer prints it). */
export async function openPdf(path: string): Promise<void> {
  await saveDownload(path);
}

/** The house bill open: its state in words, what stands between it and its issue, the draft's share link and its moves. */
export function HblDetail({ id, run }: { id: number; run(f: () => Promise<unknown>): Promise<void> }) {
  const w = useWords(billWords);
  const lang = useLanguage();
  const q = useQuery(hblQuery(id));
  const [ask, setAsk] = useState<HblAsk>();
  const [url, setUrl] = useState<string>();
  const [revoked, setRevoked] = useState<number>();
  const can = { send: useCan(ACCESS.hblSendDraft), issue: useCan(ACCESS.hblIssue), void: useCan(ACCESS.hblVoid), decide: useCan(ACCESS.hblDecide) };
  const h = q.data;
  const S = HBL_STATUS;
  const send = () => (h && h.HBL_STATUS === S.DRAFT ? void run(() => sendHblDraft({ Id: h.Id, VERSION: h.VERSION, Channel: 'WORKBENCH' })) : false);
  const print = (copy: 'ORIGINAL' | 'COPY' | 'DRAFT') => void run(() => openPdf(printHref(id, copy)));
  // the shipper's answer ends the links by itself; this is for taking them back before (sent to the wrong person)
  const revoke = () =>
    void run(async () => {
      const r = await revokeHblDraftShare({ Id: id });
      setUrl(undefined);
      setRevoked(r.Revoked);
    });
  usePageKeys({
    s: send,
    i: () => (h?.HBL_STATUS === S.APPROVED ? setAsk('issue') : false),
    p: () => print('DRAFT'),
    l: () => setAsk('log'),
  });
  if (!h) return null;
  const issued = h.HBL_STATUS >= S.ISSUED && h.HBL_STATUS !== S.VOIDED;
  const close = () => setAsk(undefined);
  return (
    <Card className="hbl-detail" data-testid="hbl-detail">
      <H4>
        {h.HBL_NO} <Tag intent={h.HBL_STATUS === S.VOIDED ? 'danger' : issued ? 'success' : 'primary'}>{hblStatusWords[h.HBL_STATUS]?.[lang]}</Tag>
        {h.HBL_AMENDMENT > 0 ? <Tag intent="warning">AMENDED {h.HBL_AMENDMENT}</Tag> : null}
      </H4>
      <p>
        {h.Customer} · {h.HBL_CGO_ID} · {hblTypeWords[h.HBL_TYPE]?.[lang] ?? h.HBL_TYPE} · {releaseTypeWords[h.HBL_RELEASE_TYPE]?.[lang] ?? h.HBL_RELEASE_TYPE}{' '}
        · {w.originals} {h.HBL_ORIGINALS}
      </p>
      <pre className="hbl-parties">{`${h.Shipper}\n\n${h.Consignee}\n\n${h.Notify}`}</pre>
      {h.HBL_DRAFT_COMMENT ? <Callout intent="warning">{h.HBL_DRAFT_COMMENT}</Callout> : null}
      {h.HBL_STATUS < S.ISSUED ? <Prerequisites prerequisites={h.Prerequisites} /> : null}
      {url ? (
        <Callout intent="primary" data-testid="hbl-share-link">
          {w.linkMade} <code>{`${window.location.origin}${url}`}</code>{' '}
          <Button small icon="duplicate" text={w.copyLink} onClick={() => void navigator.clipboard?.writeText(`${window.location.origin}${url}`)} />{' '}
          <AnchorButton small icon="share" text={w.openLink} href={url} target="_blank" />{' '}
          {can.send ? <Button small icon="disable" intent="danger" text={w.revokeLink} onClick={revoke} data-testid="hbl-share-revoke" /> : null}
        </Callout>
      ) : null}
      {revoked !== undefined ? <RevokedLinks revoked={revoked} /> : null}
      <ButtonGroup className="hbl-actions">
        {can.send && h.HBL_STATUS === S.DRAFT ? <Button icon="send-message" text={w.sendWorkbench} onClick={send} /> : null}
        {can.send && h.HBL_STATUS === S.DRAFT ? (
          <Button
            icon="link"
            text={w.sendShare}
            onClick={() => void run(async () => setUrl((await sendHblDraft({ Id: h.Id, VERSION: h.VERSION, Channel: 'SHARE' })).Url))}
          />
        ) : null}
        {can.send && h.HBL_STATUS === S.PENDING && !url ? <Button icon="disable" text={w.revokeLink} onClick={revoke} /> : null}
        {can.decide && h.HBL_STATUS === S.PENDING ? <Button icon="envelope" text={w.recordEmail} onClick={() => setAsk('email')} /> : null}
        {can.issue && h.HBL_STATUS === S.APPROVED ? <Button intent="primary" icon="endorsed" text={w.issue} onClick={() => setAsk('issue')} /> : null}
        <Button icon="print" text={w.printDraft} onClick={() => print('DRAFT')} />
        {issued ? <Button icon="print" text={w.printOriginal} onClick={() => print('ORIGINAL')} /> : null}
        {issued ? <Button icon="print" text={w.printCopy} onClick={() => print('COPY')} /> : null}
        {can.issue && (h.HBL_STATUS === S.ISSUED || h.HBL_STATUS === S.SURRENDERED) ? (
          <Button icon="edit" text={w.amend} onClick={() => setAsk('amend')} />
        ) : null}
        {can.void && h.HBL_STATUS <= S.ISSUED && !h.HBL_ORIGINALS_OUT ? (
          <Button intent="danger" icon="disable" text={w.voidIt} onClick={() => setAsk('void')} />
        ) : null}
        <Button icon="history" text={w.log} onClick={() => setAsk('log')} />
      </ButtonGroup>
      <HblAskDialogs h={h} ask={ask} close={close} run={run} />
    </Card>
  );
}

/** What stands between the draft and its issue, or that it is ready. */
function Prerequisites({ prerequisites }: { prerequisites: readonly { Code: string; Words: { zh: string; en: string } }[] }) {
  const w = useWords(billWords);
  const lang = useLanguage();
  return (
    <Callout intent={prerequisites.length ? 'warning' : 'success'} title={w.prerequisites} data-testid="hbl-prerequisites">
      {prerequisites.length ? (
        <ul>
          {prerequisites.map((p) => (
            <li key={p.Code}>{p.Words[lang]}</li>
          ))}
        </ul>
      ) : (
        w.ready
      )}
    </Callout>
  );
}

/** How many share links the revoke took back (none: there was none to take). */
function RevokedLinks({ revoked }: { revoked: number }) {
  const w = useWords(billWords);
  return (
    <Callout intent={revoked ? 'success' : 'none'} data-testid="hbl-share-revoked">
      {revoked ? w.linksRevoked : w.noLinkToRevoke}
    </Callout>
  );
}
