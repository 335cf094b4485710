import { Callout, Card, H4, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import type { ContainerTimeline, EventRow } from '../../contract/containerEvents/calls';
import { classifierWords, milestoneWords } from '../../domain/tracking/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { codeWords } from './codeWords';
import { publisherText } from './publisher';
import { anomalyWords, containerEventWords, stateWords, zoneWords } from './words';
import './containerEvents.css';

/**
 * A time as the place's clock read it, the zone named (evt.tz): `2026-12-01 09:30 +08:00（Asia/Shanghai）`;
 * an offset the zone did not read then is shown as sent, saying so (zoneWords).
 */
export function ZonedTime({ row }: { row: Pick<EventRow, 'LocalTime' | 'Zone' | 'ZoneAgrees'> }) {
  const lang = useLanguage();
  return (
    <span className="evt-zoned">
      {row.LocalTime}
      <small>{zoneWords(row)[lang]}</small>
    </span>
  );
}

/** An event's anomalies as tags (flagged, never reordered away). */
export function AnomalyTags({ kinds }: { kinds: readonly string[] }) {
  const lang = useLanguage();
  return (
    <>
      {kinds.map((k) => (
        <Tag key={k} intent={Intent.DANGER} minimal icon="warning-sign" data-testid="event-anomaly">
          {(anomalyWords[k] ?? { zh: k, en: k })[lang]}
        </Tag>
      ))}
    </>
  );
}

/** The milestones along the voyage, each by what is known of it (ACT over EST over PLN). */
function Milestones({ c }: { c: ContainerTimeline }) {
  const lang = useLanguage();
  const w = useWords(containerEventWords);
  return c.Milestones.length ? (
    <ol className="evt-milestones" data-testid="milestones">
      {c.Milestones.map((m) => {
        const shown = m.actual ?? m.estimated ?? m.planned;
        const word = classifierWords[m.state === 'ACTUAL' ? 'ACT' : m.state === 'ESTIMATED' ? 'EST' : 'PLN'][lang];
        return (
          <li key={`${m.key}${m.location}`}>
            <Tag intent={m.state === 'ACTUAL' ? Intent.SUCCESS : Intent.NONE} minimal>
              {word}
            </Tag>{' '}
            <strong>{milestoneWords[m.key][lang]}</strong> {m.location} {shown?.localTime}
          </li>
        );
      })}
    </ol>
  ) : (
    <p>{w.noMilestone}</p>
  );
}

/**
 * One container's timeline (operations.md §5.4 Containerquerry): the milestones along the voyage
 * (ACT over EST over PLN), then every event as it came — its source, its time on the place's clock
 * with the zone named, retracted and superseded ones struck through, anomalies flagged.
 */
export function Timeline({ c }: { c: ContainerTimeline }) {
  const lang = useLanguage();
  const w = useWords(containerEventWords);
  return (
    <Card className="evt-timeline" data-testid={`timeline-${c.CNNO}`}>
      <H4>
        {w.timelineOf(c.CNNO)} {c.CGO_ID ? <Tag minimal>{c.CGO_ID}</Tag> : null}{' '}
        {c.Pol && c.Pod ? (
          <Tag minimal>
            {c.Pol} → {c.Pod}
          </Tag>
        ) : null}
      </H4>
      {c.Anomalies.length ? (
        <Callout intent="warning" icon="warning-sign" data-testid="timeline-anomalies">
          {w.anomalies}: {[...new Set(c.Anomalies.map((a) => (anomalyWords[a.kind] ?? { zh: a.kind, en: a.kind })[lang]))].join('；')}
        </Callout>
      ) : null}
      <h5>{w.milestones}</h5>
      <Milestones c={c} />
      <h5>{w.rawEvents}</h5>
      <HTMLTable compact striped className="evt-raw" data-testid="raw-events">
        <thead>
          <tr>
            <th>{w.at}</th>
            <th>{w.code}</th>
            <th>{w.classifier}</th>
            <th>{w.location}</th>
            <th>{w.source}</th>
            <th>{w.state}</th>
            <th>{w.anomalies}</th>
            <th>{w.remark}</th>
          </tr>
        </thead>
        <tbody>
          {c.Events.map((t) => {
            const struck = t.State === 'RETRACTED' || t.State === 'SUPERSEDED' || t.State === 'DUPLICATE';
            const e = t.Event;
            return (
              <tr key={e.EVT_ID} className={struck ? 'evt-struck' : t.Anomalies.length ? 'evt-anomalous' : undefined} data-state={t.State}>
                <td>
                  <ZonedTime row={e} />
                </td>
                <td>
                  {e.EVT_CODE} {codeWords(e.EVT_CODE)[lang]}
                  {e.EVT_EMPTY ? ` · ${e.EVT_EMPTY}` : ''}
                  {e.EVT_VESSEL_NAME ? ` · ${e.EVT_VESSEL_NAME} ${e.EVT_VOYAGE}` : ''}
                </td>
                <td>{e.EVT_CLASSIFIER}</td>
                <td>{e.EVT_LOCATION}</td>
                <td title={e.EVT_PUBLISHER}>{publisherText(e.EVT_PUBLISHER, lang)}</td>
                <td>{stateWords[t.State][lang]}</td>
                <td>
                  <AnomalyTags kinds={[...new Set([...t.Anomalies, ...e.EVT_ANOMALIES])]} />
                </td>
                <td>{e.EVT_REMARK}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
