import {
  AnchorButton,
  Button,
  ButtonGroup,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H2,
  H4,
  HTMLTable,
  InputGroup,
  Tag,
} from '@blueprintjs/core';
import { hblTypeWords, releaseTypeWords } from '../../contract/houseBill/words';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { type HblRow, hblCalls } from '../../contract/houseBill/calls';
import { HBL_STATUS } from '../../domain/houseBill/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { listKey } from '../../lib/listKey';
import { usePageKeys } from '../../lib/pageKeys';
import { useCan } from '../../session/access';
import { saveDownload } from '../../lib/saveFile';
import { useRoute } from '../../ui/routeContext';
import { amendHbl, billKeys, createHbl, decideHblDraft, hblQuery, issueHbl, printHref, revokeHblDraftShare, sendHblDraft, toMakeQuery, voidHbl } from './api';
import { ApiError } from '../../streams/callApi';
import { BillLog } from './BillLog';
import { billWords, hblStatusWords } from './words';
import { dayIn } from '../../domain/refdata/localTimes';

/** Today on the office's clock (Asia/Shanghai): UTC's day is yesterday there between 00:00 and 08:00. */
const today = () => dayIn();

/** The PDF the server answered, saved as its file (the reader's viewer prints it). */
export async function openPdf(path: string): Promise<void> {
  await saveDownload(path);
}

/**
 * /MakeOrderBusiness/HBLMake (operations.md §10.5): approved SIs waiting for a house bill, the house
 * bills made (searchable, exported to Excel), and the one opened — its state in words, what stands
 * between it and its issue, and its actions: send the draft, record an e-mail approval, issue, print
 * original / copy / draft, amend, void, the log. Keys per src/lib/pageKeys.ts.
 */
export default function HblMakeScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(billWords);
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [at, setAt] = useState(0);
  // ?Id= is the bill open: a link from elsewhere opens it, and a reload keeps it open
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('Id')) || undefined;
  const setOpenId = (id: number) =>
    setParams(
      (p) => {
        p.set('Id', String(id));
        return p;
      },
      { replace: true },
    );
  const [error, setError] = useState<Refusal>();
  const toMake = useQuery(toMakeQuery(search));
  const rows = toMake.data ?? [];
  const mayCreate = useCan(ACCESS.hblCreate);
  // the bill's own queries and the made list (the list keeps its pages under the list's key)
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: billKeys.all }), qc.invalidateQueries({ queryKey: listKey(hblCalls.list.path) })]);
  const run = async (f: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await f();
    } catch (e) {
      setError(refusalOf(e));
    }
    await refresh();
  };
  const make = (siId: number) =>
    run(async () => {
      const made = await createHbl({ SiId: siId, HBL_TYPE: 'BOL', HBL_RELEASE_TYPE: 'ORIGINAL', HBL_ORIGINALS: 3 });
      setOpenId(made.Id);
    });
  const row = rows[Math.min(at, rows.length - 1)];
  usePageKeys({
    j: () => setAt((i) => Math.min(i + 1, rows.length - 1)),
    arrowdown: () => setAt((i) => Math.min(i + 1, rows.length - 1)),
    k: () => setAt((i) => Math.max(i - 1, 0)),
    arrowup: () => setAt((i) => Math.max(i - 1, 0)),
    c: () => (row && mayCreate ? void make(row.SiId) : false),
  });
  return (
    <section className="admin-screen" data-testid="hbl-make">
      <H2>{route.title[lang]}</H2>
      <Callout icon="key">{w.keysHint}</Callout>
      {error ? (
        <Callout intent="danger" role="alert">
          {error.message}
          {error.manifest ? (
            <p>
              <Link to={error.manifest.href}>{w.openManifest(error.manifest.no)}</Link>
            </p>
          ) : null}
        </Callout>
      ) : null}
      <H4>{w.toMake}</H4>
      <InputGroup leftIcon="search" placeholder={w.search} aria-label={w.search} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {rows.length === 0 ? (
        <p>{w.noneToMake}</p>
      ) : (
        <HTMLTable compact striped data-testid="hbl-to-make">
          <thead>
            <tr>
              <th>{w.siBlNo}</th>
              <th>{w.cgoId}</th>
              <th>{w.customer}</th>
              <th>{w.consignee}</th>
              <th>{w.vessel}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.SiId} aria-selected={i === at} className={i === at ? 'bp6-intent-primary' : undefined}>
                <td>{r.BlNo}</td>
                <td>{r.CGO_ID}</td>
                <td>{r.Customer}</td>
                <td>{r.Consignee.split('\n')[0]}</td>
                <td>{`${r.Vessel} ${r.Voyage}`}</td>
                <td>
                  {mayCreate ? <Button size="small" icon="add" text={w.make} aria-label={`${w.make} ${r.BlNo}`} onClick={() => void make(r.SiId)} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <H4>{w.made}</H4>
      <DataTable<HblRow>
        list={hblCalls.list}
        label={w.made}
        exportAccess={ACCESS.hblRead}
        onOpen={(r) => setOpenId(r.Id)}
        actionsWidth={90}
        actions={(r) => <Button size="small" minimal icon="document-open" text={w.open} aria-label={`${w.open} ${r.HBL_NO}`} onClick={() => setOpenId(r.Id)} />}
        columns={[
          { key: 'HBL_NO', title: billWords.hblNo, width: 150, filter: 'text', sortable: true },
          {
            key: 'HBL_STATUS',
            title: billWords.status,
            width: 120,
            text: (r, l) => hblStatusWords[r.HBL_STATUS]?.[l] ?? '',
            filter: Object.entries(hblStatusWords).map(([value, label]) => ({ value, label })),
          },
          { key: 'HBL_CGO_ID', title: billWords.cgoId, width: 170, filter: 'text', sortable: true },
          { key: 'Customer', title: billWords.customer, width: 160, filter: 'text' },
          { key: 'Consignee', title: billWords.consignee, width: 220, filter: 'text', text: (r) => r.Consignee.split('\n')[0] ?? '' },
          { key: 'HBL_RELEASE_TYPE', title: billWords.release, width: 120, text: (r, l) => releaseTypeWords[r.HBL_RELEASE_TYPE]?.[l] ?? r.HBL_RELEASE_TYPE },
          { key: 'HBL_ISSUE_DATE', title: billWords.issueDate, width: 110 },
        ]}
      />
      {openId ? <HblDetail id={openId} run={run} /> : <p>{w.openOne}</p>}
    </section>
  );
}

/** A refusal as the page shows it: its words, and the manifest to open when the bill's number waits on one (HBL_NO_FILED). */
interface Refusal {
  message: string;
  manifest?: { no: string; href: string };
}
function refusalOf(e: unknown): Refusal {
  const message = (e as Error).message;
  const d = e instanceof ApiError && e.code === 'HBL_NO_FILED' ? e.detail : undefined;
  return typeof d?.ManifestHref === 'string' && typeof d.ManifestNo === 'string'
    ? { message, manifest: { no: d.ManifestNo, href: d.ManifestHref } }
    : { message };
}

type Ask = 'issue' | 'email' | 'void' | 'amend' | 'log' | undefined;

function HblDetail({ id, run }: { id: number; run(f: () => Promise<unknown>): Promise<void> }) {
  const w = useWords(billWords);
  const lang = useLanguage();
  const q = useQuery(hblQuery(id));
  const [ask, setAsk] = useState<Ask>();
  const [url, setUrl] = useState<string>();
  const [revoked, setRevoked] = useState<number>();
  const [form, setForm] = useState({ place: 'NINGBO', issue: today(), onBoard: today(), text: '' });
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
  const after = (f: () => Promise<unknown>) => () => void run(f).then(close);
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
      {h.HBL_STATUS < S.ISSUED ? (
        <Callout intent={h.Prerequisites.length ? 'warning' : 'success'} title={w.prerequisites} data-testid="hbl-prerequisites">
          {h.Prerequisites.length ? (
            <ul>
              {h.Prerequisites.map((p) => (
                <li key={p.Code}>{p.Words[lang]}</li>
              ))}
            </ul>
          ) : (
            w.ready
          )}
        </Callout>
      ) : null}
      {url ? (
        <Callout intent="primary" data-testid="hbl-share-link">
          {w.linkMade} <code>{`${window.location.origin}${url}`}</code>{' '}
          <Button small icon="duplicate" text={w.copyLink} onClick={() => void navigator.clipboard?.writeText(`${window.location.origin}${url}`)} />{' '}
          <AnchorButton small icon="share" text={w.openLink} href={url} target="_blank" />{' '}
          {can.send ? <Button small icon="disable" intent="danger" text={w.revokeLink} onClick={revoke} data-testid="hbl-share-revoke" /> : null}
        </Callout>
      ) : null}
      {revoked !== undefined ? (
        <Callout intent={revoked ? 'success' : 'none'} data-testid="hbl-share-revoked">
          {revoked ? w.linksRevoked : w.noLinkToRevoke}
        </Callout>
      ) : null}
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
      <Dialog isOpen={ask === 'issue'} onClose={close} title={w.issue}>
        <DialogBody>
          <FormGroup label={w.placeOfIssue}>
            <InputGroup value={form.place} onChange={(e) => setForm({ ...form, place: e.currentTarget.value })} />
          </FormGroup>
          <FormGroup label={w.issueDate}>
            <InputGroup type="date" value={form.issue} onChange={(e) => setForm({ ...form, issue: e.currentTarget.value })} />
          </FormGroup>
          <FormGroup label={w.onBoard}>
            <InputGroup type="date" value={form.onBoard} onChange={(e) => setForm({ ...form, onBoard: e.currentTarget.value })} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              intent="primary"
              text={w.issue}
              onClick={after(() =>
                issueHbl({ Id: h.Id, VERSION: h.VERSION, HBL_ISSUE_DATE: form.issue, HBL_ON_BOARD_DATE: form.onBoard, HBL_PLACE_OF_ISSUE: form.place }),
              )}
            />
          }
        />
      </Dialog>
      <Dialog
        isOpen={ask === 'email' || ask === 'void' || ask === 'amend'}
        onClose={close}
        title={ask === 'email' ? w.recordEmail : ask === 'void' ? w.voidIt : w.amend}
      >
        <DialogBody>
          <FormGroup label={w.reason}>
            <InputGroup autoFocus value={form.text} onChange={(e) => setForm({ ...form, text: e.currentTarget.value })} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              intent={ask === 'void' ? 'danger' : 'primary'}
              disabled={!form.text.trim()}
              text={ask === 'email' ? w.recordEmail : ask === 'void' ? w.voidIt : w.amend}
              onClick={after(() =>
                ask === 'email'
                  ? decideHblDraft({ Id: h.Id, VERSION: h.VERSION, Approve: true, Note: form.text })
                  : ask === 'void'
                    ? voidHbl({ Id: h.Id, VERSION: h.VERSION, Reason: form.text })
                    : amendHbl({ Id: h.Id, VERSION: h.VERSION, Reason: form.text }),
              )}
            />
          }
        />
      </Dialog>
      <Dialog isOpen={ask === 'log'} onClose={close} title={w.log}>
        <DialogBody>{ask === 'log' ? <BillLog bill="hbl" id={h.Id} /> : null}</DialogBody>
        <DialogFooter actions={<Button text={w.cancel} onClick={close} />} />
      </Dialog>
    </Card>
  );
}
