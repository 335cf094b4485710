import { Button, H2, Tab, Tabs } from '@blueprintjs/core';
import { deliveryErrorWords } from '../../contract/deliveryError';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ManifestRow, MftListStage } from '../../contract/manifest';
import { manifestListCalls } from '../../contract/manifest/calls';
import { MANIFEST_ACCESS as A, MANIFEST_PAGES as P } from '../../contract/manifest/module';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords, wordsIn } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { DataTable, type DataColumn } from '../../lib/DataTable';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { amendManifest, retryManifest, submitManifests, verifyManifest } from './api/manifest';
import { deadlineClock } from './deadlineClock';
import { refreshManifestQueries } from './manifestQueries';
import { filingTable, stageTable, statusTable } from './MftParts';
import { LIST_STAGES, pagesOf, rowHref, sideOf } from './pages';
import { useSendFlow } from './SendFlow';
import { LIST_STAGE_WORDS, MFT_FILING_WORDS, MFT_STAGE_WORDS, MFT_STATUS_WORDS, manifestWords } from './words';
import './manifest.css';

const options = (table: Record<string, { zh: string; en: string }>) => Object.entries(table).map(([value, label]) => ({ value, label }));

/**
 * Every manifest list of §7.5 (submit, submit failed, verify failed, send, send failed, track; the
 * customer's and the "new version" paths): one table over the list kit (search, sort, Excel export)
 * with the list's stage fixed, its columns and its batch moves — submit the ticked drafts, verify
 * the ticked submissions, send the ticked verified ones (with the override dialog) — and on a
 * failure's row retry or amend. Rows open on the page of their step.
 */
export default function ManifestListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const navigate = useNavigate();
  const w = useWords(manifestWords);
  const side = sideOf(route.path);
  const stages = LIST_STAGES[route.path] ?? ['all'];
  const [stage, setStage] = useState<MftListStage>(stages[0]!);
  const staff = side === 'staff';
  const maySubmit = useCan(A.manifestSubmit);
  const mayVerify = useCan(A.manifestVerify) && staff;
  const maySend = useCan(A.manifestSend) && staff;
  const mayRetry = useCan(A.manifestRetry) && staff;
  const mayAmend = useCan(A.manifestAmend) && staff;
  const flow = useSendFlow();
  const [busy, setBusy] = useState(false);

  const submitTicked = async (rows: ManifestRow[]) => {
    setBusy(true);
    try {
      const a = await submitManifests(rows.map((r) => r.Id));
      void showToast({
        intent: a.Failed.length ? 'warning' : 'success',
        message: [w.submitted(a.Submitted.length), ...(a.Failed.length ? [w.submitFailed(a.Failed.length)] : [])].join(' · '),
      });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    } finally {
      setBusy(false);
      void refreshManifestQueries();
    }
  };
  const verifyTicked = async (rows: ManifestRow[]) => {
    setBusy(true);
    const refused: string[] = [];
    for (const r of rows) await verifyManifest({ Id: r.Id, Approve: true }).catch((e: Error) => refused.push(`${r.MFT_NO} ${e.message}`));
    void showToast({ intent: refused.length ? 'warning' : 'success', message: [w.decidedVerify(String(rows.length - refused.length)), ...refused].join('；') });
    setBusy(false);
    void refreshManifestQueries();
  };
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void showToast({ intent: 'success', message: done });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    } finally {
      void refreshManifestQueries();
    }
  };

  const failureList = stage === 'sendFail' || stage === 'submitFailed' || stage === 'verifyFailed';
  const columns: DataColumn<ManifestRow>[] = [
    { key: 'MFT_NO', title: manifestWords.mftNo, width: 130, sortable: true, filter: 'text' },
    {
      key: 'MFT_STATUS',
      title: manifestWords.status,
      width: 120,
      sortable: true,
      text: (r, l) => statusTable[r.MFT_STATUS]?.[l] ?? String(r.MFT_STATUS),
      filter: stage === 'all' ? options(MFT_STATUS_WORDS) : undefined,
    },
    ...(stage === 'track' || stage === 'send'
      ? [
          {
            key: 'MFT_STAGE',
            title: manifestWords.stage,
            width: 110,
            text: (r: ManifestRow, l: 'zh' | 'en') => stageTable[r.MFT_STAGE]?.[l] ?? r.MFT_STAGE,
            filter: stage === 'track' ? options(MFT_STAGE_WORDS) : undefined,
          },
        ]
      : []),
    {
      key: 'MFT_FILING',
      title: manifestWords.filing,
      width: 130,
      text: (r, l) => filingTable[r.MFT_FILING]?.[l] ?? r.MFT_FILING,
      filter: options(MFT_FILING_WORDS),
    },
    { key: 'MFT_CGO_ID', title: manifestWords.cgoId, width: 150, sortable: true, filter: 'text' },
    { key: 'MFT_MBL_NO', title: manifestWords.mblNo, width: 130, filter: 'text' },
    { key: 'MFT_HBL_NO', title: manifestWords.hblNo, width: 110 },
    { key: 'MFT_VESSEL', title: manifestWords.vessel, width: 120, filter: 'text', text: (r) => `${r.MFT_VESSEL} ${r.MFT_VOYAGE}`.trim() },
    { key: 'MFT_LOADING_CODE', title: manifestWords.pol, width: 70 },
    { key: 'MFT_DISCHARGE_CODE', title: manifestWords.pod, width: 70 },
    {
      key: 'DeadlineAt',
      title: manifestWords.deadline,
      width: 150,
      sortable: true,
      text: (r, l) => {
        if (!r.DeadlineAt) return '';
        const c = deadlineClock(r.DeadlineAt, Date.now());
        const t = wordsIn(manifestWords, l);
        return `${formatDate(r.DeadlineAt, 'dateTime').slice(5, 16)} ${r.MFT_STATUS < 5 ? (c.late ? t.clockLate(-c.hours, c.minutes) : t.clockLeft(c.hours, c.minutes)) : ''}`.trim();
      },
      intent: (r) => (r.MFT_LATE || (r.MFT_STATUS < 5 && !!r.DeadlineAt && Date.parse(r.DeadlineAt) < Date.now()) ? 'danger' : undefined),
    },
    ...(failureList
      ? [{ key: 'LastError', title: manifestWords.lastError, width: 280, text: (r: ManifestRow, l: 'zh' | 'en') => deliveryErrorWords(r.LastError)[l] }]
      : []),
    ...(staff ? [{ key: 'CompanyName', title: commonWords.customer, width: 160, filter: 'text' as const, sortable: true }] : []),
    { key: 'UpdatedAt', title: manifestWords.updatedAt, width: 140, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
  ];

  const canTick = (r: ManifestRow) => (maySubmit && [0, 2, 4].includes(r.MFT_STATUS)) || (mayVerify && r.MFT_STATUS === 1) || (maySend && r.MFT_STATUS === 3);
  const pick = {
    key: (r: ManifestRow) => r.Id,
    can: canTick,
    bar: (rows: ManifestRow[]) => {
      const drafts = rows.filter((r) => [0, 2, 4].includes(r.MFT_STATUS));
      const submitted = rows.filter((r) => r.MFT_STATUS === 1);
      const verified = rows.filter((r) => r.MFT_STATUS === 3);
      return (
        <>
          {maySubmit && drafts.length ? (
            <Button icon="send-message" disabled={busy} text={w.submitSelected(drafts.length)} onClick={() => void submitTicked(drafts)} />
          ) : null}
          {mayVerify && submitted.length ? (
            <Button icon="tick" intent="success" disabled={busy} text={`${w.verifyIt} (${submitted.length})`} onClick={() => void verifyTicked(submitted)} />
          ) : null}
          {maySend && verified.length ? (
            <Button
              icon="send-message"
              intent="primary"
              disabled={flow.busy}
              text={w.sendSelected(verified.length)}
              onClick={() => void flow.send(verified.map((r) => r.Id))}
            />
          ) : null}
        </>
      );
    },
  };

  const actions = (r: ManifestRow) => (
    <>
      {maySend && r.MFT_STATUS === 3 ? (
        <Button size="small" intent="primary" text={w.send} aria-label={`${w.send} ${r.MFT_NO}`} onClick={() => void flow.send([r.Id])} />
      ) : null}
      {mayRetry && r.MFT_STATUS === 7 ? <Button size="small" text={w.retry} onClick={() => void act(() => retryManifest(r.Id), w.retried)} /> : null}
      {mayAmend && (r.MFT_STATUS === 8 || r.MFT_STATUS === 9) && stage !== 'track' ? (
        <Button
          size="small"
          intent="warning"
          text={w.amend}
          onClick={() =>
            void act(async () => {
              await amendManifest(r.Id);
              navigate(`${pagesOf(side).sendEdit}?id=${r.Id}`);
            }, w.amendOpened)
          }
        />
      ) : null}
    </>
  );

  const createPage = side === 'staff' ? P.create : pagesOf(side).create;
  return (
    <section className="admin-screen mft-list" data-testid="mft-list" data-stage={stage}>
      <H2>{route.title[lang]}</H2>
      {stages.length > 1 ? (
        <Tabs id="mft-stages" selectedTabId={stage} onChange={(t) => setStage(t as MftListStage)}>
          {stages.map((s) => (
            <Tab key={s} id={s} title={LIST_STAGE_WORDS[s][lang]} />
          ))}
        </Tabs>
      ) : null}
      <DataTable<ManifestRow>
        key={stage}
        list={manifestListCalls.list}
        fixed={{ Stage: stage }}
        label={route.title[lang]}
        exportAccess={A.manifestRead}
        columns={columns}
        onOpen={(r) => navigate(rowHref(side, r))}
        pick={pick}
        actions={actions}
        actionsWidth={170}
        actionsFirst
        toolbar={maySubmit && offersCreate(stage) ? <Button icon="add" text={w.createIt} onClick={() => navigate(createPage)} /> : null}
      />
      {flow.dialog}
    </section>
  );
}

/** The lists of drafts offer a new one. */
const offersCreate = (stage: MftListStage) => stage === 'all' || stage === 'draft' || stage === 'submit';
