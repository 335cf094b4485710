import { Button, Callout, Card, FormGroup, H2, H4, HTMLSelect, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ManifestRecord } from '../../contract/manifest';
import { manifestFieldWords as F } from '../../contract/manifest/words';
import { MANIFEST_ACCESS as A, MANIFEST_PAGES as P } from '../../contract/manifest/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useConfirm } from '../../lib/useConfirm';
import { useIdParam } from '../../lib/useIdParam';
import { saveDownload } from '../../lib/saveFile';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { ApiError } from '../../streams/callApi';
import { checkManifest, deleteManifest, manifestKeys, manifestQuery, saveManifest, sendAmendment, submitManifests } from './api/manifest';
import {
  ALLOCATION_COLUMNS,
  CONTAINER_COLUMNS,
  HEADER_FIELDS,
  IMMUTABLE_CONTAINER,
  ITEM_COLUMNS,
  allocationRowOf,
  blankAllocation,
  blankContainer,
  blankItem,
  draftOf,
  editOf,
  loadingAtOfInput,
  loadingInputOf,
  loadingZoneText,
  perContainer,
  totalsOf,
  type Draft,
} from './editorModel';
import { SheetGrid } from '../../ui/grid/SheetGrid';
import { refreshManifestQueries } from './manifestQueries';
import { DeadlineClock, DueLine, MftLog, MftProblems, MftStatusTag, SiDiffPanel, filingTable, useCodeWords } from './MftParts';
import { pagesOf, sideOf } from './pages';
import { IsfEditor } from './IsfEditor';
import { PartyEditor } from './PartyEditor';
import { overridableCode, pointer } from './problemText';
import { ShareDialog } from './ShareDialog';
import { TemplatePicker } from './TemplatePicker';
import { useRemarkChoices } from './remarks';
import { manifestWords } from './words';
import './manifest.css';
import { newIdempotencyKey } from '../../lib/idempotencyKey';

const FIELD = F as Record<string, { zh: string; en: string }>;

/**
 * /mainifest/edit, /external/workbench/mainifest/edit, /workbench/mainifest/edit and /mainifest/sendEdit
 * (one screen): a draft, a returned or failed manifest, or an amendment of a sent one. Bill, parties
 * (with the live enterprise-code check), containers with their declared VGM, goods and their
 * container allocation in spreadsheet grids (Excel paste), the live check as one types, the SI
 * difference, the deadline clock in hours, the share link; save, submit, or — amending — send the
 * amendment with a change-reason code (vessel and container numbers read-only: delete and send again).
 */
export default function ManifestEditScreen() {
  const id = useIdParam();
  const w = useWords(manifestWords);
  const record = useQuery(manifestQuery(id ?? 0));
  if (!id || (record.error instanceof ApiError && record.error.status === 404)) return <NonIdealState icon="search" title={w.gone} />;
  if (record.isPending) return <Spinner />;
  if (!record.data) return <Callout intent="danger">{record.error?.message}</Callout>;
  return <Editor key={record.data.Id} record={record.data} />;
}

function Editor({ record }: { record: ManifestRecord }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const client = useQueryClient();
  const say = useCodeWords();
  const side = sideOf(route.path);
  const confirm = useConfirm();
  const amending = record.MFT_STATUS === 10 || route.path === P.sendEdit;
  const editable = record.Moves.includes('save');
  const mayShare = useCan(A.manifestShare) && record.Moves.includes('share');
  const maySubmit = useCan(A.manifestSubmit) && record.Moves.includes('submit');
  const mayAmend = useCan(A.manifestAmend);
  const mayCancel = useCan(A.manifestDelete) && record.Moves.includes('cancel');

  const [draft, setDraft] = useState<Draft>(() => draftOf(record));
  const [version, setVersion] = useState(record.VERSION);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [check, setCheck] = useState({ Problems: record.Problems, SiDiff: record.SiDiff, Deadline: record.Deadline });
  const [checking, setChecking] = useState(false);
  const [changeReason, setChangeReason] = useState('');
  const [amendRemarks, setAmendRemarks] = useState('');
  const [staleNote, setStaleNote] = useState('');
  const changeReasons = useRemarkChoices('CHANGE_REASON', amending);

  // someone else saved (or a share link's holder filled a party): without unsaved edits here the new content shows
  useEffect(() => {
    if (record.VERSION === version) return;
    if (!dirty) {
      setDraft(draftOf(record));
      setVersion(record.VERSION);
      setCheck({ Problems: record.Problems, SiDiff: record.SiDiff, Deadline: record.Deadline });
    } else setStaleNote(w.stale);
  }, [record, version, dirty, w.stale]);

  const change = (next: Draft) => {
    setDraft(next);
    setDirty(true);
  };

  // the live check: a moment after typing stops, the draft as it is now
  const edit = useMemo(() => editOf(draft), [draft]);
  const editJson = JSON.stringify(edit);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let live = true;
    const t = setTimeout(() => {
      setChecking(true);
      checkManifest({ Id: record.Id, ...(JSON.parse(editJson) as typeof edit) })
        .then((a) => live && setCheck(a))
        .catch(() => undefined)
        .finally(() => live && setChecking(false));
    }, 600);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [editJson, record.Id]);

  const errors = useMemo(() => new Set(check.Problems.filter((p) => p.Severity !== 'warning').map((p) => pointer(p.Path))), [check.Problems]);
  const warnings = useMemo(() => new Set(check.Problems.filter((p) => p.Severity === 'warning').map((p) => pointer(p.Path))), [check.Problems]);
  // allocation problems (`/Items/1/Allocation/0/KG`) on the flat grid's rows
  const allocationMarks = useMemo(() => {
    const mark = (paths: ReadonlySet<string>) =>
      new Set(
        [...paths].flatMap((p) => {
          const m = /^\/Items\/(\d+)\/Allocation\/(\d+)\/(\w+)$/.exec(p);
          return m ? [`/A/${allocationRowOf(edit.Items ?? [], Number(m[1]), Number(m[2]))}/${m[3]}`] : [];
        }),
      );
    return { errors: mark(errors), warnings: mark(warnings) };
  }, [errors, warnings, edit.Items]);
  const problemAt = (path: string) => {
    const p = check.Problems.find((x) => pointer(x.Path) === path);
    return p ? { message: p.Message, warning: p.Severity === 'warning', overridable: overridableCode(p) } : undefined;
  };

  const save = async (quiet = false): Promise<number | undefined> => {
    try {
      const a = await saveManifest({ Id: record.Id, VERSION: version, ...edit });
      setVersion(a.VERSION);
      setDirty(false);
      setStaleNote('');
      setCheck((c) => ({ ...c, Problems: a.Problems }));
      if (!quiet) void showToast({ intent: 'success', message: w.saved });
      void client.invalidateQueries({ queryKey: manifestKeys.detail(record.Id) });
      return a.VERSION;
    } catch (e) {
      if (e instanceof ApiError && /stale/i.test(e.code ?? '')) setStaleNote(e.message);
      void showToast({ intent: 'danger', message: (e as Error).message });
      return undefined;
    }
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
      void refreshManifestQueries();
    }
  };
  const submit = () =>
    run(async () => {
      if (dirty && !(await save(true))) return;
      try {
        const a = await submitManifests([record.Id]);
        if (a.Failed.length) {
          setCheck((c) => ({ ...c, Problems: a.Failed[0]!.Problems }));
          void showToast({ intent: 'warning', message: w.submitFailed(1) });
        } else {
          void showToast({ intent: 'success', message: w.submitted(1) });
          navigate(`${pagesOf(side).submit}?id=${record.Id}`);
        }
      } catch (e) {
        void showToast({ intent: 'danger', message: (e as Error).message });
      }
    });
  const sendAmend = () =>
    run(async () => {
      const v = dirty ? await save(true) : version;
      if (!v) return;
      try {
        await sendAmendment(
          { Id: record.Id, VERSION: v, ChangeReasonCode: changeReason.trim(), ...(amendRemarks.trim() ? { Remarks: amendRemarks.trim() } : {}) },
          newIdempotencyKey('manifest-amendment'),
        );
        void showToast({ intent: 'success', message: w.amendmentSent });
        navigate(`${pagesOf(side).amended}?id=${record.Id}`);
      } catch (e) {
        void showToast({ intent: 'danger', message: (e as Error).message });
      }
    });
  const deleteAndResend = () =>
    run(async () => {
      if (!(await confirm.ask({ text: w.deleteAsk, confirm: w.deleteAndResend, cancel: w.back, intent: 'danger' }))) return;
      try {
        await deleteManifest({ Id: record.Id, ChangeReasonCode: changeReason.trim() || undefined });
        void showToast({ intent: 'success', message: w.deleteSent });
      } catch (e) {
        void showToast({ intent: 'danger', message: (e as Error).message });
      }
    });
  const cancelDraft = () =>
    run(async () => {
      if (!(await confirm.ask({ text: w.cancelAsk, confirm: w.cancelDraft, cancel: w.back, intent: 'danger' }))) return;
      try {
        await deleteManifest({ Id: record.Id });
        void showToast({ intent: 'success', message: w.cancelDraft });
      } catch (e) {
        void showToast({ intent: 'danger', message: (e as Error).message });
      }
    });

  const readOnly = !editable;
  const vgm = new Map(record.Vgm.map((v) => [v.CNNO, v.VGM_KG]));
  const loaded = perContainer(draft.allocations);
  const totals = totalsOf(draft.items);
  const header = (f: (typeof HEADER_FIELDS)[number]) => {
    const locked = readOnly || (amending && f === 'MFT_VESSEL');
    const p = problemAt(`/${f}`);
    return (
      <FormGroup key={f} label={FIELD[f]![lang]} helperText={p?.message} intent={p ? (p.warning ? 'warning' : 'danger') : 'none'}>
        {f === 'MFT_PAYMENT_TERM' ? (
          <HTMLSelect
            aria-label={FIELD[f]![lang]}
            value={draft.header[f] ?? ''}
            disabled={locked}
            options={['', 'PP', 'CC']}
            onChange={(e) => change({ ...draft, header: { ...draft.header, [f]: e.target.value as 'PP' } })}
          />
        ) : (
          <InputGroup
            aria-label={FIELD[f]![lang]}
            value={(draft.header[f] as string | undefined) ?? ''}
            disabled={locked}
            intent={p ? (p.warning ? 'warning' : 'danger') : 'none'}
            onChange={(e) => change({ ...draft, header: { ...draft.header, [f]: f === 'MFT_REMARK' ? e.target.value : e.target.value.toUpperCase() } })}
          />
        )}
      </FormGroup>
    );
  };
  // typed and shown on the loading port's clock, the zone and offset named (issue 45 item 9)
  const loadingAt = loadingInputOf(draft.header.MFT_LOADING_AT, record.LoadingZone);

  return (
    <section className="admin-screen mft-edit" data-testid="mft-edit" data-status={record.MFT_STATUS} data-version={version} data-dirty={dirty}>
      <div className="mft-titlebar">
        <H2>
          {route.title[lang]} {record.MFT_NO}
        </H2>
        <MftStatusTag status={record.MFT_STATUS} />
        <Tag minimal>{say(filingTable, record.MFT_FILING)}</Tag>
        <Tag minimal>{record.MFT_LEVEL === 'HOUSE' ? w.house : w.master}</Tag>
        <DeadlineClock deadline={check.Deadline} />
        {checking ? <Spinner size={14} /> : null}
      </div>
      <DueLine cgoId={record.MFT_CGO_ID} bl={record.MFT_HBL_NO || record.MFT_MBL_NO} />
      {staleNote ? (
        <Callout intent="warning" data-testid="mft-stale">
          {staleNote}{' '}
          <Button
            size="small"
            text={w.reload}
            icon="refresh"
            onClick={() => {
              setDraft(draftOf(record));
              setVersion(record.VERSION);
              setDirty(false);
              setStaleNote('');
            }}
          />
        </Callout>
      ) : null}
      {record.MFT_STATUS === 4 && record.MFT_VERIFY_REMARKS ? (
        <Callout intent="warning" data-testid="mft-returned">
          {w.returnedWith(record.MFT_VERIFY_REMARK_CODE, record.MFT_VERIFY_REMARKS)}
        </Callout>
      ) : null}
      <div className="mft-actions">
        {editable ? (
          <Button
            intent="primary"
            icon="floppy-disk"
            text={w.save}
            loading={busy}
            disabled={!dirty}
            onClick={() => void run(async () => void (await save()))}
          />
        ) : null}
        {maySubmit && !amending ? <Button intent="success" icon="send-message" text={w.submit} loading={busy} onClick={() => void submit()} /> : null}
        {mayShare ? <Button icon="link" text={w.shareLink} onClick={() => setSharing(true)} /> : null}
        <Button
          icon="document"
          text={w.print}
          onClick={() => void saveDownload(`${P_PRINT}?Id=${record.Id}`).catch((e: Error) => showToast({ intent: 'danger', message: e.message }))}
        />
        {mayCancel ? <Button icon="trash" intent="danger" variant="minimal" text={w.cancelDraft} onClick={() => void cancelDraft()} /> : null}
      </div>
      {amending && editable ? (
        <Card className="mft-card" data-testid="mft-amend">
          <H4>{w.sendAmendment}</H4>
          <Callout intent="primary" icon="lock">
            {w.immutable}{' '}
            {mayAmend && record.Moves.includes('delete') ? (
              <Button size="small" intent="danger" text={w.deleteAndResend} onClick={() => void deleteAndResend()} />
            ) : null}
          </Callout>
          {record.MFT_STAGE === 'RELEASED' || record.MFT_STAGE === 'LOADED' ? <Callout intent="warning">{w.stageWarning}</Callout> : null}
          <div className="mft-row">
            <FormGroup label={w.changeReason}>
              {changeReasons.length ? (
                <HTMLSelect
                  aria-label={w.changeReason}
                  value={changeReason}
                  onChange={(e) => setChangeReason(e.target.value)}
                  options={[{ value: '', label: w.pickChangeReason }, ...changeReasons.map((r) => ({ value: r.code, label: `${r.code} ${r.text}` }))]}
                />
              ) : (
                <InputGroup
                  aria-label={w.changeReason}
                  placeholder={w.pickChangeReason}
                  value={changeReason}
                  onChange={(e) => setChangeReason(e.target.value.toUpperCase())}
                />
              )}
            </FormGroup>
            <FormGroup label={F.Remarks[lang]}>
              <InputGroup aria-label={F.Remarks[lang]} value={amendRemarks} onChange={(e) => setAmendRemarks(e.target.value)} />
            </FormGroup>
            {mayAmend ? (
              <Button
                intent="warning"
                icon="send-message"
                text={w.sendAmendment}
                loading={busy}
                disabled={!changeReason.trim()}
                onClick={() => void sendAmend()}
              />
            ) : null}
          </div>
        </Card>
      ) : null}
      <div className="mft-edit__grid">
        <div>
          <Card className="mft-card" data-testid="mft-header">
            <H4>{w.header}</H4>
            <div className="mft-form">
              {HEADER_FIELDS.map(header)}
              <FormGroup
                label={F.MFT_LOADING_AT[lang]}
                labelInfo={<span data-testid="mft-loading-zone">{loadingZoneText(draft.header.MFT_LOADING_AT, record.LoadingZone)}</span>}
                helperText={problemAt('/MFT_LOADING_AT')?.message}
              >
                <input
                  className="bp6-input"
                  type="datetime-local"
                  aria-label={F.MFT_LOADING_AT[lang]}
                  value={loadingAt}
                  disabled={readOnly}
                  onChange={(e) => change({ ...draft, header: { ...draft.header, MFT_LOADING_AT: loadingAtOfInput(e.target.value, record.LoadingZone) } })}
                />
              </FormGroup>
            </div>
          </Card>
          <div className="mft-party__head">
            <h3 className="mft-section">{w.parties}</h3>
            {readOnly ? null : <TemplatePicker onPick={(parties) => change({ ...draft, ...parties })} />}
          </div>
          {(['Shipper', 'Consignee', 'Notify'] as const).map((k) => (
            <PartyEditor key={k} which={k} party={draft[k]} readOnly={readOnly} problemAt={problemAt} onChange={(p) => change({ ...draft, [k]: p })} />
          ))}
          {record.MFT_FILING === 'US_ISF' ? (
            <IsfEditor isf={draft.Isf} readOnly={readOnly} problemAt={problemAt} onChange={(Isf) => change({ ...draft, Isf })} />
          ) : null}
          <Card className="mft-card">
            <H4>
              {w.containers} · {w.vgmPerContainer}
            </H4>
            <SheetGrid
              testId="mft-containers"
              rows={draft.Containers}
              columns={CONTAINER_COLUMNS}
              title={(f) => FIELD[f]?.[lang] ?? f}
              onChange={(rows) => change({ ...draft, Containers: rows })}
              blank={blankContainer}
              pathOf={(r, f) => `/Containers/${r}/${f}`}
              errors={errors}
              warnings={warnings}
              readOnly={readOnly}
              locked={amending ? IMMUTABLE_CONTAINER : undefined}
              extra={[
                {
                  name: F.MFC_VGM_KG[lang],
                  width: 110,
                  text: (r) => ((k) => (k === null || k === undefined ? w.vgmNone : `${k} kg`))(vgm.get(draft.Containers[r]?.MFC_CNNO ?? '')),
                },
                {
                  name: w.allocation,
                  width: 150,
                  text: (r) => ((x) => (x ? w.allocated(x.pkgs, x.kg) : ''))(loaded.get(draft.Containers[r]?.MFC_CNNO ?? '')),
                },
              ]}
            />
          </Card>
          <Card className="mft-card">
            <H4>{w.goods}</H4>
            {readOnly ? null : <p className="mft-muted">{w.gridHint}</p>}
            <SheetGrid
              testId="mft-items"
              rows={draft.items}
              columns={ITEM_COLUMNS}
              title={(f) => FIELD[f]?.[lang] ?? f}
              onChange={(rows) => change({ ...draft, items: rows })}
              blank={blankItem}
              pathOf={(r, f) => `/Items/${r}/${f}`}
              errors={errors}
              warnings={warnings}
              readOnly={readOnly}
            />
            <p className="mft-muted" data-testid="mft-totals">
              {w.sums}: {totals.MFT_TOTAL_PKGS} {totals.MFT_PACKAGE} · {totals.MFT_TOTAL_KG} kg · {totals.MFT_TOTAL_CBM} m³
            </p>
            <H4>{w.allocation}</H4>
            {readOnly ? null : <p className="mft-muted">{w.allocationHint}</p>}
            <SheetGrid
              testId="mft-allocation"
              rows={draft.allocations}
              columns={ALLOCATION_COLUMNS}
              title={(f) => (f === 'ITEM' ? FIELD.MFG_SEQ![lang] : (FIELD[f]?.[lang] ?? f))}
              onChange={(rows) => change({ ...draft, allocations: rows })}
              blank={blankAllocation}
              pathOf={(r, f) => `/A/${r}/${f}`}
              errors={allocationMarks.errors}
              warnings={allocationMarks.warnings}
              readOnly={readOnly}
            />
          </Card>
        </div>
        <aside className="mft-edit__side">
          <Card className="mft-card" data-testid="mft-live-check">
            <H4>{w.liveCheck}</H4>
            <MftProblems problems={check.Problems} />
          </Card>
          <SiDiffPanel diff={check.SiDiff} fromSi={!!record.MFT_SI_ID} />
          <MftLog id={record.Id} />
        </aside>
      </div>
      {mayShare ? <ShareDialog id={record.Id} isOpen={sharing} onClose={() => setSharing(false)} /> : null}
      {confirm.dialog}
    </section>
  );
}

const P_PRINT = '/api/Manifest/Print';
