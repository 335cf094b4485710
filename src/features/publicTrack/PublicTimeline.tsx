import { Card, H4, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import type { PublicMilestone, PublicTrackAnswer } from '../../contract/publicTrack/calls';
import type { MilestoneKey } from '../../domain/tracking/milestoneRanks';
import { classifierWords, milestoneWords } from '../../domain/tracking/words';
import type { Bilingual } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { publicTrackWords } from './words';

const milestoneText = (key: string, lang: 'zh' | 'en') => (milestoneWords as Record<string, Bilingual>)[key]?.[lang] ?? key;

/** One milestone: what, where, and the time that counts (actual over estimated over planned), its kind named. */
function MilestoneRow({ m }: { m: PublicMilestone }) {
  const lang = useLanguage();
  const shown = m.Actual ?? m.Estimated ?? m.Planned;
  const kind = classifierWords[m.Actual ? 'ACT' : m.Estimated ? 'EST' : 'PLN'][lang];
  return (
    <li className={m.Actual ? 'ptrk-done' : 'ptrk-ahead'} data-milestone={m.Key}>
      <strong>{milestoneText(m.Key, lang)}</strong>{' '}
      <span className="ptrk-place">
        {lang === 'en' ? m.LocationNameEn : m.LocationName} ({m.Location})
      </span>{' '}
      <Tag minimal intent={m.Actual ? Intent.SUCCESS : Intent.NONE}>
        {kind}
      </Tag>{' '}
      <span className="ptrk-time">{shown?.Local}</span>
    </li>
  );
}

/**
 * A shipment's public timeline (trk.public_fields): the B/L, carrier, vessel and voyage, the ports,
 * the vessel's departure and arrival times, and each container's milestones along the voyage.
 */
export function PublicTimeline({ a }: { a: PublicTrackAnswer }) {
  const lang = useLanguage();
  const w = useWords(publicTrackWords);
  const time = (t: { Local: string } | undefined) => t?.Local ?? w.notYet;
  return (
    <div className="ptrk-result" data-testid="public-timeline">
      <Card className="ptrk-summary">
        <H4>
          {a.BlNo ? `${w.blNo} ${a.BlNo}` : a.No}
          {a.Milestone ? (
            <Tag className="ptrk-stage" intent={Intent.PRIMARY} large>
              {w.shipmentStage}: {milestoneText(a.Milestone as MilestoneKey, lang)}
            </Tag>
          ) : null}
        </H4>
        <HTMLTable compact className="ptrk-facts">
          <tbody>
            <tr>
              <th>{w.carrier}</th>
              <td>
                {a.CarrierName} ({a.Carrier})
              </td>
              <th>{w.vesselVoyage}</th>
              <td>
                {a.Vessel} {a.Voyage}
              </td>
            </tr>
            <tr>
              <th>{w.route}</th>
              <td colSpan={3}>
                {lang === 'en' ? a.PolNameEn : a.PolName} ({a.Pol}) → {lang === 'en' ? a.PodNameEn : a.PodName} ({a.Pod})
              </td>
            </tr>
            <tr>
              <th>{w.etd}</th>
              <td>{time(a.Etd)}</td>
              <th>{w.atd}</th>
              <td>{time(a.Atd)}</td>
            </tr>
            <tr>
              <th>{w.eta}</th>
              <td data-testid="public-eta">{time(a.Eta)}</td>
              <th>{w.ata}</th>
              <td>{time(a.Ata)}</td>
            </tr>
          </tbody>
        </HTMLTable>
        <p className="ptrk-note">{w.timeNote}</p>
      </Card>
      {a.Containers.map((c) => (
        <Card key={c.Cnno} className="ptrk-container" data-testid={`public-container-${c.Cnno}`}>
          <H4>{w.container(c.Cnno)}</H4>
          {c.Milestones.length ? (
            <ol className="ptrk-milestones">
              {c.Milestones.map((m) => (
                <MilestoneRow key={`${m.Key}${m.Location}`} m={m} />
              ))}
            </ol>
          ) : (
            <p>{w.noMilestoneYet}</p>
          )}
        </Card>
      ))}
    </div>
  );
}
