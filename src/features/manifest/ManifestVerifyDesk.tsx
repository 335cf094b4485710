import { Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useMemo, useRef, useState } from 'react';
import type { ManifestRecord, ManifestRow } from '../../contract/manifest';
import { MANIFEST_ACCESS as A } from '../../contract/manifest/module';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords, type WordsIn } from '../../i18n/words';
import { useCan } from '../../session/access';
import { KeyboardDesk, useFetchAhead, type DeskColumn } from '../../ui/desk/KeyboardDesk';
import { useReviewDesk } from '../../ui/desk/useReviewDesk';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { manifestDeskQuery, manifestKeys, verifyManifest, verifyQueueQuery } from './api/manifest';
import { Facts } from './MftFacts';
import { refreshManifestQueries } from './manifestQueries';
import { MftLog } from './MftHistory';
import { DeadlineClock, MftProblems, MftStatusTag, SiDiffPanel, filingTable, useCodeWords } from './MftParts';
import { ReturnDialog } from './ReturnDialog';
import { manifestWords } from './words';
import './manifest.css';

/** A time in a narrow queue: month, day, hour and minute. */
const shortTime = (iso: string) => formatDate(iso, 'dateTime').slice(5, 16);

/** The queue's columns: manifest, customer, B/L, deadline, waiting since. */
const queueColumns = (w: WordsIn<typeof manifestWords>): DeskColumn<ManifestRow>[] => [
  { title: w.mftNo, cell: (r) => r.MFT_NO },
  { title: w.customer, cell: (r) => r.CompanyName, tip: (r) => r.CompanyName },
  { title: w.blNo, cell: (r) => r.MFT_HBL_NO || r.MFT_MBL_NO },
  { title: w.deadline, cell: (r) => (r.DeadlineAt ? shortTime(r.DeadlineAt) : '') },
  { title: w.waitingSince, cell: (r) => shortTime(r.UpdatedAt) },
];

/**
 * The review machine on the verify queue: a verify or a return (its remark code, and the free words
 * kept in `wordsRef`) goes to the server, a refusal reloads the manifest, a decision refreshes the lists.
 */
function useVerifyReview(rows: ManifestRow[], wordsRef: RefObject<string>) {
  const w = useWords(manifestWords);
  const queries = useQueryClient();
  return useReviewDesk<ManifestRow>({
    rows,
    decide: (input) =>
      verifyManifest({
        Id: input.siId,
        Approve: input.decision === 'approve',
        ...(input.decision === 'return' ? { RemarkCode: input.remarks, ...(wordsRef.current.trim() ? { Remarks: wordsRef.current.trim() } : {}) } : {}),
      }),
    reload: (id) => void queries.invalidateQueries({ queryKey: manifestKeys.detail(id) }),
    decided: async (id, decision) => {
      const row = rows.find((r) => r.Id === id);
      const returned = decision === 'return';
      void showToast({ intent: returned ? 'warning' : 'success', message: returned ? w.decidedReturn(row?.MFT_NO ?? '') : w.decidedVerify(row?.MFT_NO ?? '') });
      await queries.invalidateQueries({ queryKey: manifestKeys.queue('verify') });
      await queries.invalidateQueries({ queryKey: manifestKeys.detail(id) });
      void refreshManifestQueries();
      return queries.getQueryData<{ Items: ManifestRow[] }>(manifestKeys.queue('verify'))?.Items ?? [];
    },
    sendLeftApproval: (id) => verifyManifest({ Id: id, Approve: true }).catch((e: Error) => void showToast({ intent: 'danger', message: e.message })),
  });
}

/**
 * /mainifest/verifyList: the manifest verifier's keyboard queue, the shared keyboard desk worked as
 * the SI review (the same review machine): j/k move, Enter opens, `a` verifies (sent after a few
 * seconds' undo window; `u` undoes), `r` returns with a remark code in a dialog that only its own
 * buttons close; the next manifest opens by itself. A refusal (the manifest changed state
 * meanwhile) reloads what is shown.
 */
export default function ManifestVerifyDesk() {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const route = useRoute();
  const queries = useQueryClient();
  const mayVerify = useCan(A.manifestVerify);
  const queue = useQuery(verifyQueueQuery());
  const rows = queue.data?.Items ?? [];
  // the return's free words beside its code (the machine carries the code as its remarks)
  const wordsRef = useRef('');
  const [freeWords, setFreeWords] = useState('');

  const { review, state, ctx, cursor, deskProps } = useVerifyReview(rows, wordsRef);
  const detail = useQuery({ ...manifestDeskQuery(ctx.siId ?? 0, queries), enabled: !!ctx.siId && state !== 'idle' });
  const shown = detail.data && detail.data.Id === ctx.siId ? detail.data : undefined;
  useFetchAhead(rows, cursor, (r) => queries.prefetchQuery(manifestDeskQuery(r.Id, queries)));

  const columns = useMemo(() => queueColumns(w), [w]);
  const mayDecide = !!shown && mayVerify;
  const approve = () => (shown && mayVerify ? review.send({ type: 'review.approve', version: shown.VERSION }) : false);
  const giveBack = () => {
    if (!shown || !mayVerify) return false;
    wordsRef.current = '';
    setFreeWords('');
    review.send({ type: 'review.return', version: shown.VERSION });
  };

  return (
    <KeyboardDesk
      testId="mft-desk"
      part="mft"
      title={route.title[lang]}
      hints={{ move: w.keysHint, open: w.keysOpen, approve: w.keysVerify, undo: w.keysUndo, refuse: w.keysReturn }}
      rows={rows}
      loading={queue.isPending}
      empty={w.queueEmpty}
      columns={columns}
      {...deskProps}
      shownId={shown?.Id}
      onApprove={approve}
      onReturn={giveBack}
      undo={state === 'undoable' ? { says: (left) => w.verifyingIn(shown?.MFT_NO ?? '', left), button: w.undoU } : undefined}
      stale={ctx.stale ? `${ctx.error} ${w.stale}` : undefined}
      loadingDetail={state !== 'idle' && !!ctx.siId && detail.isPending}
      actions={
        shown && state !== 'idle'
          ? {
              lead: <ShownLead shown={shown} />,
              ...(mayDecide && state === 'viewing'
                ? { approve: { text: w.verifyIt, onClick: () => void approve() }, refuse: { text: w.returnIt, onClick: () => void giveBack() } }
                : {}),
            }
          : undefined
      }
      detail={shown && state !== 'idle' ? <ShownDetail shown={shown} /> : undefined}
    >
      <ReturnDialog
        isOpen={state === 'deciding'}
        code={ctx.remarks}
        remarks={freeWords}
        onCode={(code) => review.send({ type: 'review.remarks', remarks: code })}
        onRemarks={(t) => {
          wordsRef.current = t;
          setFreeWords(t);
        }}
        onCancel={() => review.send({ type: 'review.cancel' })}
        onConfirm={() => review.send({ type: 'review.confirm' })}
      />
    </KeyboardDesk>
  );
}

type Shown = ManifestRecord;

/** The manifest open in the desk, in its action bar: number, state, filing, deadline. */
function ShownLead({ shown }: { shown: Shown }) {
  const say = useCodeWords();
  return (
    <>
      <strong>{shown.MFT_NO}</strong>
      <MftStatusTag status={shown.MFT_STATUS} />
      <Tag minimal>{say(filingTable, shown.MFT_FILING)}</Tag>
      <DeadlineClock deadline={shown.Deadline} />
    </>
  );
}

/** What the verifier decides on: the live check, the SI difference, the content, the history. */
function ShownDetail({ shown }: { shown: Shown }) {
  return (
    <>
      <MftProblems problems={shown.Problems} reviewing />
      <SiDiffPanel diff={shown.SiDiff} fromSi={!!shown.MFT_SI_ID} />
      <Facts record={shown} vgm={new Map(shown.Vgm.map((v) => [v.CNNO, v.VGM_KG]))} />
      <MftLog id={shown.Id} />
    </>
  );
}
