import { Callout, Card, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ManifestRecord } from '../../contract/manifest';
import { CONTAINER_EVENT_PAGES } from '../../contract/containerEvents/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useIdParam } from '../../lib/useIdParam';
import { ApiError } from '../../streams/callApi';
import { useRoute } from '../../ui/routeContext';
import { manifestQuery } from './api/manifest';
import { customsAnswer } from './customsAnswer';
import { Facts } from './MftFacts';
import { MftLog, ReceiptsTable } from './MftHistory';
import { AmendDiffCard, DispositionCallout, FailureCard, TransmissionsCard } from './MftInfoCards';
import { MftInfoActions, MftReturnDialog } from './MftInfoActions';
import { MftInfoTitle } from './MftInfoTitle';
import { DueLine, MftProblems, SiDiffPanel, useCodeWords } from './MftParts';
import { MftTrackTimeline } from './MftTrackTimeline';
import { INFO_VIEW, sideOf, type InfoView } from './pages';
import { ShareDialog } from './ShareDialog';
import { useManifestMoves } from './useManifestMoves';
import { manifestWords } from './words';
import './manifest.css';

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

/** One manifest's page, its parts chosen by the view its path names. */
function Info({ record }: { record: ManifestRecord }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const route = useRoute();
  const say = useCodeWords();
  const side = sideOf(route.path);
  const view: InfoView = INFO_VIEW[route.path] ?? 'submit';
  const staff = side === 'staff';
  const moves = useManifestMoves(record, side);
  const { mayShare, flow } = moves;
  const [returning, setReturning] = useState(false);
  const [sharing, setSharing] = useState(false);

  const tx = record.Transmissions;
  const { failure, fixes, disposition, diff } = customsAnswer(record, lang, say);
  const vgm = new Map(record.Vgm.map((v) => [v.CNNO, v.VGM_KG]));

  return (
    <section className="admin-screen mft-info" data-testid="mft-info" data-view={view} data-status={record.MFT_STATUS} data-stage={record.MFT_STAGE}>
      <MftInfoTitle record={record} title={route.title[lang]} disposition={disposition} />
      <DueLine cgoId={record.MFT_CGO_ID} bl={record.MFT_HBL_NO || record.MFT_MBL_NO} />
      <MftInfoActions record={record} side={side} moves={moves} onReturn={() => setReturning(true)} onShare={() => setSharing(true)} />
      {record.MFT_STATUS === 4 && record.MFT_VERIFY_REMARKS ? (
        <Callout intent="warning">{w.returnedWith(record.MFT_VERIFY_REMARK_CODE, record.MFT_VERIFY_REMARKS)}</Callout>
      ) : null}

      {disposition ? <DispositionCallout disposition={disposition} /> : null}

      {view === 'sendFail' && failure ? <FailureCard failure={failure} fixes={fixes} /> : null}

      {view === 'track' ? <MftTrackTimeline record={record} /> : null}

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

      <MftReturnDialog record={record} moves={moves} isOpen={returning} onClose={() => setReturning(false)} />
      {flow.dialog}
      {mayShare ? <ShareDialog id={record.Id} isOpen={sharing} onClose={() => setSharing(false)} /> : null}
      {/* the staff's link to the container events of the boxes (the stages' counterpart on the terminal side) */}
      {staff && view === 'track' ? <ContainerEventLinks record={record} /> : null}
    </section>
  );
}

/** The staff's links to the container events of the manifest's boxes. */
function ContainerEventLinks({ record }: { record: ManifestRecord }) {
  const w = useWords(manifestWords);
  return (
    <p className="mft-muted">
      {w.containerEvents}:{' '}
      {record.Containers.map((c) => (
        <Link key={c.MFC_CNNO} to={`${CONTAINER_EVENT_PAGES.query}?CNNO=${c.MFC_CNNO}`} style={{ marginRight: 8 }}>
          {c.MFC_CNNO}
        </Link>
      ))}
    </p>
  );
}
