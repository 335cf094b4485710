import { Button, Callout, Card, H2, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { deliveryErrorWords } from '../../contract/deliveryError';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ManifestParty, ManifestRecord } from '../../contract/manifest';
import { CONTAINER_EVENT_PAGES } from '../../contract/containerEvents/module';
import { manifestFieldWords as F } from '../../contract/manifest/words';
import { MANIFEST_ACCESS as A } from '../../contract/manifest/module';
import { formatDate } from '../../domain/dates';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useIdParam } from '../../lib/useIdParam';
import { useCan } from '../../session/access';
import { ApiError } from '../../streams/callApi';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { amendManifest, manifestQuery, retryManifest, verifyManifest } from './api/manifest';
import { refreshManifestQueries } from './manifestQueries';
import {
  DeadlineClock,
  DueLine,
  MftLog,
  MftProblems,
  MftStageTag,
  MftStatusTag,
  ReceiptsTable,
  SiDiffPanel,
  SimulatedBadge,
  TransmissionsTable,
  filingTable,
  customsCodeTable,
  receiptTable as RECEIPTS,
  useCodeWords,
} from './MftParts';
import { INFO_VIEW, pagesOf, sideOf, type InfoView } from './pages';
import { pathWords, pointer } from './problemText';
import { payloadDiff, prettyPayload } from './payloadDiff';
import { ReturnDialog } from './ReturnDialog';
import { useSendFlow } from './SendFlow';
import { ShareDialog } from './ShareDialog';
import { suggestedFix } from './suggestedFix';
import { STAGE_ORDER, stageTimeline } from './stages';
import { CUSTOMS_CODE_WORDS, manifestWords } from './words';
import './manifest.css';

const FIELD = F as Record<string, { zh: string; en: string }>;

/**
 * Every one-manifest page but the editor (§7.5 submitInfo, verifyInfo, sendInfo, sendFailInfo,
 * sendEditInfo, trackInfo, and the customer's and "new version" ones): the bill, parties, containers
 * with VGM and goods read-only, and what the page is about — the check and SI difference
 * (submit/verify, with verify and return), the transmissions with their frozen payload and the
 * receipts (send), the rejection words with the fields they point at, retry or amend (send failed),
 * the before/after of an amendment, or the customs stages' timeline (track). History at the end.
 */
export default function ManifestInfoScreen() {
  const id = useIdParam();
  const w = useWords(manifestWords);
  const record = useQuery(manifestQuery(id ?? 0));
  if (!id || (record.error instanceof ApiError && record.error.status === 404)) return <NonIdealState icon="search" title={w.gone} />;
  if (record.isPending) return <Spinner />;
  if (!record.data) return <Callout intent="danger">{record.error?.message}</Callout>;
  return <Info record={record.data} />;
}

function Info({ record }: { record: ManifestRecord }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const say = useCodeWords();
  const side = sideOf(route.path);
  const view: InfoView = INFO_VIEW[route.path] ?? 'submit';
  const staff = side === 'staff';
  const mayVerify = useCan(A.manifestVerify) && staff && record.Moves.includes('verify');
  const maySend = useCan(A.manifestSend) && staff && record.Moves.includes('send');
  const mayRetry = useCan(A.manifestRetry) && staff && record.Moves.includes('retry');
  const mayAmend = useCan(A.manifestAmend) && staff && record.Moves.includes('amend');
  const mayShare = useCan(A.manifestShare) && record.Moves.includes('share');
  const flow = useSendFlow();
  const [returning, setReturning] = useState(false);
  const [code, setCode] = useState('');
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const [sharing, setSharing] = useState(false);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      void showToast({ intent: 'success', message: done });
      return true;
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
      return false;
    } finally {
      setBusy(false);
      void refreshManifestQueries();
    }
  };
  const amend = async () => {
    if (await act(() => amendManifest(record.Id), w.amendOpened)) navigate(`${pagesOf(side).sendEdit}?id=${record.Id}`);
  };

  const tx = record.Transmissions;
  const rejection = [...record.Receipts].reverse().find((r) => r.Kind === 'REJECTED');
  // customs' own words (English from the foreign customs), after its code and what the code means in the reader's language
  const codeWords = rejection && rejection.Code in CUSTOMS_CODE_WORDS ? ` ${say(customsCodeTable, rejection.Code)}：` : '';
  // a rule's name the simulated foreign customs answer with (isf.number) is said by its words alone
  const shownCode = rejection && !rejection.Code.includes('.') ? rejection.Code : '';
  const failure = rejection ? `${shownCode}${codeWords || ' '}${rejection.Text}`.trim() : deliveryErrorWords(record.LastError)[lang];
  // the fields customs named (its code mapped to paths), and what the check finds there now
  // the foreign customs name the fields themselves; the single window's codes are mapped to them
  const pointed = rejection ? (rejection.Fields.length ? rejection.Fields : suggestedFix(rejection.Code, rejection.Text)) : [];
  // a hold or a request after acceptance (Do Not Load, request for information): what customs says now
  const disposition = [...record.Receipts].reverse().find((r) => r.Kind === 'HOLD' || r.Kind === 'RFI');
  const fixes = pointed.map((path) => ({ path, problems: record.Problems.filter((p) => pointer(p.Path).startsWith(path)) }));
  const accepted = [...tx].reverse().find((t) => t.Outcome === 'ACCEPTED' && t !== tx.at(-1));
  const amendment = tx.at(-1);
  const diff = accepted && amendment ? payloadDiff(accepted.Payload, amendment.Payload) : [];
  const vgm = new Map(record.Vgm.map((v) => [v.CNNO, v.VGM_KG]));

  return (
    <section className="admin-screen mft-info" data-testid="mft-info" data-view={view} data-status={record.MFT_STATUS} data-stage={record.MFT_STAGE}>
      <div className="mft-titlebar">
        <H2>
          {route.title[lang]} {record.MFT_NO}
        </H2>
        <MftStatusTag status={record.MFT_STATUS} />
        {/* the terminal stages (运抵 …) are China's single window's: a foreign filing has none */}
        {record.MFT_FILING.startsWith('CN_') && (record.MFT_STATUS >= 9 || record.MFT_STAGE !== 'NONE') ? <MftStageTag stage={record.MFT_STAGE} /> : null}
        {disposition ? (
          <Tag intent="danger" data-testid="mft-disposition-tag">
            {say(RECEIPTS, disposition.Kind)}
          </Tag>
        ) : null}
        <Tag minimal>{say(filingTable, record.MFT_FILING)}</Tag>
        {record.MFT_LATE ? <Tag intent="danger">{w.late}</Tag> : null}
        {record.MFT_STATUS < 5 ? <DeadlineClock deadline={record.Deadline} /> : null}
        {record.Simulated ? <SimulatedBadge /> : null}
      </div>
      <DueLine cgoId={record.MFT_CGO_ID} bl={record.MFT_HBL_NO || record.MFT_MBL_NO} />
      <div className="mft-actions">
        {mayVerify ? (
          <>
            <Button
              intent="success"
              icon="tick"
              text={w.verifyIt}
              loading={busy}
              onClick={() => void act(() => verifyManifest({ Id: record.Id, Approve: true }), w.decidedVerify(record.MFT_NO))}
            />
            <Button intent="danger" icon="undo" text={w.returnIt} onClick={() => setReturning(true)} />
          </>
        ) : null}
        {maySend ? <Button intent="primary" icon="send-message" text={w.send} loading={flow.busy} onClick={() => void flow.send([record.Id])} /> : null}
        {mayRetry ? <Button icon="refresh" text={w.retry} loading={busy} onClick={() => void act(() => retryManifest(record.Id), w.retried)} /> : null}
        {mayAmend ? <Button intent="warning" icon="edit" text={w.amend} loading={busy} onClick={() => void amend()} /> : null}
        {record.Moves.includes('save') ? <Button icon="edit" text={w.edit} onClick={() => navigate(`${pagesOf(side).edit}?id=${record.Id}`)} /> : null}
        {mayShare ? <Button icon="link" text={w.shareLink} onClick={() => setSharing(true)} /> : null}
      </div>
      {record.MFT_STATUS === 4 && record.MFT_VERIFY_REMARKS ? (
        <Callout intent="warning">{w.returnedWith(record.MFT_VERIFY_REMARK_CODE, record.MFT_VERIFY_REMARKS)}</Callout>
      ) : null}

      {disposition ? (
        <Callout intent="danger" data-testid="mft-disposition" data-kind={disposition.Kind}>
          <strong>{w.customsSays(say(RECEIPTS, disposition.Kind))}</strong> {disposition.Text}
          {disposition.Fields.length ? <div>{w.fieldsNamed(disposition.Fields.map((f) => pathWords(f, lang) || f).join('、'))}</div> : null}
        </Callout>
      ) : null}

      {view === 'sendFail' && failure ? <FailureCard failure={failure} fixes={fixes} /> : null}

      {view === 'track' ? <TrackTimeline record={record} /> : null}

      {view === 'sendEdit' ? <AmendDiffCard diff={diff} /> : null}

      {view === 'submit' || view === 'verify' ? (
        <div className="mft-two">
          <Card className="mft-card">
            <H4>{w.liveCheck}</H4>
            <MftProblems problems={record.Problems} reviewing={view === 'verify'} />
          </Card>
          <SiDiffPanel diff={record.SiDiff} fromSi={!!record.MFT_SI_ID} />
        </div>
      ) : null}

      <Facts record={record} vgm={vgm} />

      {tx.length ? <TransmissionsCard transmissions={tx} view={view} /> : null}
      {tx.length || record.Receipts.length ? (
        <Card className="mft-card">
          <H4>{w.receipts}</H4>
          <ReceiptsTable receipts={record.Receipts} />
        </Card>
      ) : null}
      <MftLog id={record.Id} />

      <ReturnDialog
        isOpen={returning}
        code={code}
        remarks={remarks}
        onCode={setCode}
        onRemarks={setRemarks}
        busy={busy}
        onCancel={() => setReturning(false)}
        onConfirm={() =>
          void act(
            () => verifyManifest({ Id: record.Id, Approve: false, RemarkCode: code, ...(remarks.trim() ? { Remarks: remarks.trim() } : {}) }),
            w.decidedReturn(record.MFT_NO),
          ).then((ok) => ok && setReturning(false))
        }
      />
      {flow.dialog}
      {mayShare ? <ShareDialog id={record.Id} isOpen={sharing} onClose={() => setSharing(false)} /> : null}
      {/* the staff's link to the container events of the boxes (the stages' counterpart on the terminal side) */}
      {staff && view === 'track' ? (
        <p className="mft-muted">
          {w.containerEvents}:{' '}
          {record.Containers.map((c) => (
            <Link key={c.MFC_CNNO} to={`${CONTAINER_EVENT_PAGES.query}?CNNO=${c.MFC_CNNO}`} style={{ marginRight: 8 }}>
              {c.MFC_CNNO}
            </Link>
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** A send failure: customs' rejection (or the transport's error) and the fields it points at, with what the check finds there now. */
function FailureCard({ failure, fixes }: { failure: string; fixes: { path: string; problems: ManifestRecord['Problems'] }[] }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  return (
    <Card className="mft-card" data-testid="mft-failure">
      <H4>{w.rejection}</H4>
      <Callout intent="danger">{failure}</Callout>
      <H4>{w.suggestedFix}</H4>
      {fixes.length ? (
        <ul>
          {fixes.map((f) => (
            <li key={f.path} data-path={f.path}>
              {w.fixAt(pathWords(f.path, lang) || f.path)}
              {f.problems.length ? ` — ${f.problems.map((p) => p.Message).join(' · ')}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mft-muted">{w.noSuggestion}</p>
      )}
    </Card>
  );
}

/** An amendment: what customs held before and what it holds now, field by field. */
function AmendDiffCard({ diff }: { diff: ReturnType<typeof payloadDiff> }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  return (
    <Card className="mft-card" data-testid="mft-amend-diff">
      <H4>
        {w.before} → {w.after}
      </H4>
      {!diff.length ? (
        <p className="mft-muted">{w.noChange}</p>
      ) : (
        <HTMLTable compact striped className="mft-table">
          <thead>
            <tr>
              <th>{w.field}</th>
              <th>{w.before}</th>
              <th>{w.after}</th>
            </tr>
          </thead>
          <tbody>
            {diff.map((d) => (
              <tr key={d.Path}>
                <td>{pathWords(d.Path, lang) || d.Path}</td>
                <td className="mft-diff__si">{d.Before}</td>
                <td className="mft-diff__mine">{d.After}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}

/** The transmissions, one picked (the last by default) with its frozen payload on the send pages. */
function TransmissionsCard({ transmissions: tx, view }: { transmissions: ManifestRecord['Transmissions']; view: InfoView }) {
  const w = useWords(manifestWords);
  const [picked, setPicked] = useState<number>();
  const shownTx = tx.find((t) => t.Id === picked) ?? tx.at(-1);
  return (
    <Card className="mft-card">
      <H4>{w.transmissions}</H4>
      <TransmissionsTable transmissions={tx} picked={shownTx?.Id} onPick={setPicked} />
      {shownTx && (view === 'send' || view === 'sendFail' || view === 'sendEdit') ? (
        <details open={view === 'send'} data-testid="mft-payload">
          <summary>
            {w.payload} · v{shownTx.PayloadVersion}
          </summary>
          <pre className="mft-payload">{prettyPayload(shownTx.Payload)}</pre>
        </details>
      ) : null}
    </Card>
  );
}

/** The customs stages in their order, each with the receipt that reached it. */
function TrackTimeline({ record }: { record: ManifestRecord }) {
  const w = useWords(manifestWords);
  const say = useCodeWords();
  const steps = stageTimeline(record.Receipts);
  // the foreign customs send no terminal stages: their dispositions, in customs' order, are the timeline
  if (!record.MFT_FILING.startsWith('CN_'))
    return (
      <Card className="mft-card" data-testid="mft-track">
        <H4>{w.dispositions}</H4>
        <ol className="mft-timeline">
          {record.Receipts.filter((r) => r.Kind !== 'ACK').map((r) => (
            <li key={`${r.ExternalRef}-${r.Seq}`} className="is-done" data-kind={r.Kind} data-done>
              <strong>{say(RECEIPTS, r.Kind)}</strong> <span>{formatDate(r.At, 'dateTime')}</span> {r.Code}
              {r.Code in CUSTOMS_CODE_WORDS ? ` ${say(customsCodeTable, r.Code)}` : ''} <span className="mft-muted">{r.Text}</span>{' '}
              {r.Simulated ? <SimulatedBadge /> : null}
            </li>
          ))}
        </ol>
      </Card>
    );
  return (
    <Card className="mft-card" data-testid="mft-track">
      <H4>{w.timeline}</H4>
      <ol className="mft-timeline">
        {STAGE_ORDER.map((s) => {
          const r = steps.get(s);
          return (
            <li key={s} className={r ? 'is-done' : ''} data-stage={s} data-done={!!r}>
              <strong>{say(RECEIPTS, s)}</strong>{' '}
              {r ? (
                <>
                  <span>{formatDate(r.At, 'dateTime')}</span> {r.Text} {r.Simulated ? <SimulatedBadge /> : null}
                </>
              ) : (
                <span className="mft-muted">{w.notYet}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

const partyLine = (p: ManifestParty) =>
  [p.NAME, p.ADDRESS, p.COUNTRY, p.CODE, p.PHONE_TYPE && p.PHONE ? `${p.PHONE_TYPE} ${p.PHONE}` : ''].filter(Boolean).join(' · ');

/** The manifest's content read-only: bill, parties, containers with VGM, goods and their allocation. */
export function Facts({ record, vgm }: { record: ManifestRecord; vgm: Map<string, number | null> }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const facts: [string, string][] = [
    [FIELD.MFT_CGO_ID![lang], record.MFT_CGO_ID],
    [FIELD.MFT_MBL_NO![lang], record.MFT_MBL_NO],
    [FIELD.MFT_HBL_NO![lang], record.MFT_HBL_NO],
    [FIELD.MFT_CARRIER![lang], record.MFT_CARRIER],
    [`${FIELD.MFT_VESSEL![lang]} / ${FIELD.MFT_VOYAGE![lang]}`, `${record.MFT_VESSEL} / ${record.MFT_VOYAGE}`],
    [`${FIELD.MFT_LOADING_CODE![lang]} → ${FIELD.MFT_DISCHARGE_CODE![lang]}`, `${record.MFT_LOADING_CODE} → ${record.MFT_DISCHARGE_CODE}`],
    [FIELD.MFT_LOADING_AT![lang], placeTime(record.MFT_LOADING_AT, record.LoadingZone)],
    [FIELD.MFT_CUSTOMS_CODE![lang], record.MFT_CUSTOMS_CODE],
    [FIELD.MFT_PAYMENT_TERM![lang], record.MFT_PAYMENT_TERM],
    [w.sums, `${record.MFT_TOTAL_PKGS} ${record.MFT_PACKAGE} · ${record.MFT_TOTAL_KG} kg · ${record.MFT_TOTAL_CBM} m³`],
    [w.customer, record.CompanyName],
  ];
  return (
    <Card className="mft-card" data-testid="mft-facts">
      <dl className="mft-facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v || '—'}</dd>
          </div>
        ))}
      </dl>
      <H4>{w.parties}</H4>
      <dl className="mft-facts mft-facts--wide">
        {(['Shipper', 'Consignee', 'Notify'] as const).map((k) => (
          <div key={k}>
            <dt>{FIELD[k]![lang]}</dt>
            <dd>{partyLine(record[k]) || '—'}</dd>
          </div>
        ))}
      </dl>
      <H4>{w.containers}</H4>
      <HTMLTable compact striped className="mft-table">
        <thead>
          <tr>
            {['MFC_CNNO', 'MFC_SIZE_TYPE', 'MFC_SEALNO', 'MFC_VGM_KG'].map((f) => (
              <th key={f}>{FIELD[f]![lang]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {record.Containers.map((c) => (
            <tr key={c.MFC_CNNO}>
              <td>{c.MFC_CNNO}</td>
              <td>{c.MFC_SIZE_TYPE}</td>
              <td>{c.MFC_SEALNO}</td>
              <td>{((k) => (k === null || k === undefined ? w.vgmNone : `${k} kg`))(vgm.get(c.MFC_CNNO) ?? c.MFC_VGM_KG)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H4>{w.goods}</H4>
      <HTMLTable compact striped className="mft-table">
        <thead>
          <tr>
            {['MFG_SEQ', 'MFG_DESC', 'MFG_HSCODE', 'MFG_PKGS', 'MFG_PACKAGE', 'MFG_GROSS_KG', 'MFG_CBM', 'Allocation'].map((f) => (
              <th key={f}>{FIELD[f]![lang]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {record.Items.map((i) => (
            <tr key={i.MFG_SEQ}>
              <td>{i.MFG_SEQ}</td>
              <td>{i.MFG_DESC}</td>
              <td>{i.MFG_HSCODE}</td>
              <td>{i.MFG_PKGS}</td>
              <td>{i.MFG_PACKAGE}</td>
              <td>{i.MFG_GROSS_KG}</td>
              <td>{i.MFG_CBM ?? ''}</td>
              <td>{i.Allocation.map((a) => `${a.CNNO} ${a.PKGS}/${a.KG}kg`).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
