import { Button, Callout, Card, H2, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { deliveryErrorWords } from '../../contract/deliveryError';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import type { TrackDetail } from '../../contract/freightTrack/calls';
import { trkStatusWords, type TrkStatus } from '../../domain/freightTrack/status';
import { trackExceptionWords } from '../../domain/freightTrack/words';
import { mftFilingWords, mftStageWords, mftStatusWords } from '../../domain/manifest/words';
import type { MftStatus } from '../../domain/manifest/status';
import { milestoneWords } from '../../domain/tracking/words';
import type { MilestoneKey } from '../../domain/tracking/milestoneRanks';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCan } from '../../session/access';
import { ApiError } from '../../streams/callApi';
import { showToast } from '../../ui/toaster';
import { useRoute } from '../../ui/routeContext';
import { Timeline } from '../../ui/tracking/Timeline';
import { useDetail, useRefresh, useStop } from './api/track';
import { shortTime } from './columns';
import { pagesOf } from './pages';
import { documentKindWords, docTypeWords, trackWords } from './words';
import './freightTrack.css';

type Lang = 'zh' | 'en';

/** The shipment's vessel legs: each voyage from where it left to where it arrived, with its times. */
function VesselLegs({ d }: { d: TrackDetail }) {
  const w = useWords(trackWords);
  if (!d.VesselLegs.length) return <p>{w.noLegs}</p>;
  return (
    <HTMLTable compact striped data-testid="vessel-legs">
      <thead>
        <tr>
          <th>{w.vessel}</th>
          <th>{w.from}</th>
          <th>{w.departed}</th>
          <th>{w.to}</th>
          <th>{w.arrived}</th>
          <th>{w.estimatedArrival}</th>
        </tr>
      </thead>
      <tbody>
        {d.VesselLegs.map((l) => (
          <tr key={`${l.Vessel}${l.Voyage}`}>
            <td>
              {l.Vessel} {l.Voyage}
            </td>
            <td>{l.From}</td>
            <td>{shortTime(l.Departed)}</td>
            <td>{l.To}</td>
            <td>{shortTime(l.Arrived)}</td>
            <td>{shortTime(l.EstimatedArrival)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The forwarder's own document milestones (SI, VGM, manifest) and the carrier's document events, then each manifest's customs stage. */
function Documents({ d, lang }: { d: TrackDetail; lang: Lang }) {
  const w = useWords(trackWords);
  return (
    <>
      {d.Documents.length || d.CarrierDocuments.length ? (
        <HTMLTable compact striped data-testid="document-events">
          <thead>
            <tr>
              <th>{w.at}</th>
              <th>{w.docKind}</th>
              <th>{w.ref}</th>
              <th>{w.event}</th>
            </tr>
          </thead>
          <tbody>
            {d.Documents.map((e, i) => (
              <tr key={`d${i}`}>
                <td>{shortTime(e.At)}</td>
                <td>{docTypeWords[e.DocType]?.[lang] ?? e.DocType}</td>
                <td>{e.Ref}</td>
                <td>{documentKindWords[e.Type]?.[lang] ?? e.Type}</td>
              </tr>
            ))}
            {d.CarrierDocuments.map((t) => (
              <tr key={t.Event.EVT_ID} className={t.State === 'RETRACTED' ? 'evt-struck' : undefined}>
                <td>{t.Event.LocalTime}</td>
                <td>{w.carrierDocuments}</td>
                <td>{t.Event.EVT_DOC_REF}</td>
                <td>{documentKindWords[`CARRIER_${t.Event.EVT_CODE}`]?.[lang] ?? t.Event.EVT_CODE}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>{w.noDocuments}</p>
      )}
      {d.Customs.length ? (
        <HTMLTable compact data-testid="customs-stage">
          <thead>
            <tr>
              <th>{w.filing}</th>
              <th>{w.blNo}</th>
              <th>{w.status}</th>
              <th>{w.stage}</th>
            </tr>
          </thead>
          <tbody>
            {d.Customs.map((c) => (
              <tr key={`${c.Filing}${c.BlNo}`}>
                <td>{(mftFilingWords as Record<string, { zh: string; en: string }>)[c.Filing]?.[lang] ?? c.Filing}</td>
                <td>{c.BlNo}</td>
                <td>{mftStatusWords[c.Status as MftStatus]?.[lang]}</td>
                <td>{mftStageWords[c.Stage]?.[lang] ?? c.Stage}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </>
  );
}

/** The shipment's facts: carrier, vessel and voyage, ports, the sailing's times, the booking, the last poll and its error. */
function TrackFacts({ s }: { s: TrackDetail['Subscription'] }) {
  const lang = useLanguage();
  const w = useWords(trackWords);
  return (
    <dl className="trk-facts">
      {(
        [
          [w.carrier, s.Carrier],
          [w.vessel, `${s.Vessel} ${s.Voyage}`.trim()],
          [w.pol, s.POL],
          [w.pod, s.POD],
          [w.etd, shortTime(s.ETD)],
          [w.atd, shortTime(s.ATD)],
          [w.eta, shortTime(s.ETA)],
          [w.ata, shortTime(s.ATA)],
          [w.booking, s.CGO_ID],
          [w.lastPolled, shortTime(s.LastPolledAt)],
          ...(s.LastError
            ? [[w.lastError, s.LastError === 'not found' ? w.carrierNotFound : `${w.carrierFailed}（${deliveryErrorWords(s.LastError)[lang]}）`]]
            : []),
        ] as [string, string][]
      ).map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /internal/freightTrack/FreightTrackDetail and the workbench's (operations.md §8.4): one tracked
 * shipment — its facts, then per container the timeline (milestones, then every event with its
 * source and its place's clock, retractions struck through, anomalies flagged), the vessel legs,
 * the document events and the customs stage of its manifests. Live: new events refresh it.
 */
export default function TrackDetailScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(trackWords);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('Id') ?? params.get('id') ?? 0);
  const side = pagesOf(route.path);
  const detail = useDetail(id);
  const refresh = useRefresh();
  const stop = useStop();
  const mayRefresh = useCan(ACCESS.freightTrackRefresh);
  const mayStop = useCan(ACCESS.freightTrackStop);
  const act = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      showToast({ intent: 'success', message: done });
    } catch (err) {
      showToast({ intent: 'danger', message: err instanceof ApiError ? err.message : String(err) });
    }
  };
  const back = <Button minimal icon="arrow-left" text={w.back} onClick={() => navigate(side.list)} />;
  if (!id || detail.isError)
    return (
      <section className="admin-screen">
        {back}
        <NonIdealState icon="search" title={detail.error instanceof ApiError ? detail.error.message : w.notFoundDetail} />
      </section>
    );
  if (detail.isPending) return <Spinner />;
  const d = detail.data;
  const s = d.Subscription;
  return (
    <section className="admin-screen" data-testid="track-detail">
      {back}
      <H2>
        {route.title[lang]} · {s.Ref}
      </H2>
      <div className="trk-head">
        <Tag large intent={s.Status === 4 || s.Status === 3 ? 'danger' : s.Status === 2 ? 'primary' : 'none'} data-testid="track-status">
          {trkStatusWords[s.Status as TrkStatus]?.[lang]}
        </Tag>
        {d.Milestone ? (
          <Tag large minimal>
            {milestoneWords[d.Milestone as MilestoneKey][lang]}
          </Tag>
        ) : null}
        {s.Exceptions.map((e) => (
          <Tag key={e} large intent="danger" icon="warning-sign" data-testid="track-exception">
            {(trackExceptionWords as Record<string, { zh: string; en: string }>)[e]?.[lang] ?? e}
          </Tag>
        ))}
        {s.Simulated ? (
          <Tag large intent="warning" minimal>
            {w.simulated}
          </Tag>
        ) : null}
        {mayRefresh ? <Button icon="refresh" text={w.refresh} onClick={() => act(() => refresh.mutateAsync({ Id: id }), w.refreshed)} /> : null}
        {mayStop && s.Status !== 6 ? <Button icon="disable" text={w.stop} onClick={() => act(() => stop.mutateAsync({ Id: id }), w.stopped)} /> : null}
      </div>
      {d.EtaSlipHours && d.EtaSlipHours > 24 ? <Callout intent="warning">{w.slip(d.EtaSlipHours)}</Callout> : null}
      <TrackFacts s={s} />
      {d.Containers.length ? d.Containers.map((c) => <Timeline key={c.CNNO} c={c} />) : <NonIdealState icon="time" description={w.noContainers} />}
      <Card className="trk-section">
        <H4>{w.vesselLegs}</H4>
        <VesselLegs d={d} />
      </Card>
      <Card className="trk-section">
        <H4>{w.documents}</H4>
        <Documents d={d} lang={lang} />
      </Card>
    </section>
  );
}
