import { Button, H2, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ManifestRow, MftListStage } from '../../contract/manifest';
import { manifestListCalls } from '../../contract/manifest/calls';
import { MANIFEST_ACCESS as A, MANIFEST_PAGES as P } from '../../contract/manifest/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { amendManifest, retryManifest } from './api/manifest';
import { listColumns } from './listColumns';
import { LIST_STAGES, pagesOf, rowHref, sideOf } from './pages';
import { type ManifestListMoves, useManifestListMoves } from './useManifestListMoves';
import { LIST_STAGE_WORDS, manifestWords } from './words';
import './manifest.css';

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
  const moves = useManifestListMoves(side);
  const { staff, maySubmit, mayVerify, maySend, mayRetry, mayAmend, flow, act } = moves;

  const columns = listColumns(stage, staff);

  const canTick = (r: ManifestRow) => (maySubmit && [0, 2, 4].includes(r.MFT_STATUS)) || (mayVerify && r.MFT_STATUS === 1) || (maySend && r.MFT_STATUS === 3);
  const pick = {
    key: (r: ManifestRow) => r.Id,
    can: canTick,
    bar: (rows: ManifestRow[]) => <TickedMoves rows={rows} moves={moves} />,
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

/** The moves on the ticked rows: submit the drafts, verify the submissions, send the verified ones. */
function TickedMoves({ rows, moves }: { rows: ManifestRow[]; moves: ManifestListMoves }) {
  const w = useWords(manifestWords);
  const { maySubmit, mayVerify, maySend, flow, busy, submitTicked, verifyTicked } = moves;
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
}
