import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import type { RecommendedPort, RecommendedRate } from '../../../contract/rates/curationCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { curationWords } from './words';

export type Entry = RecommendedPort | RecommendedRate;

/** The hot ports or featured rates in their order: a featured rate says whether the home page shows it today; each moved up, down or removed. */
export function CurationTable(props: { entries: Entry[]; ports: boolean; label: string; onMove(e: Entry, by: -1 | 1): void; onRemove(e: Entry): void }) {
  const lang = useLanguage();
  const w = useWords(curationWords);
  const { entries, ports } = props;
  return (
    <HTMLTable compact striped aria-label={props.label} data-testid="curation-list">
      <tbody>
        {entries.map((e) => (
          <tr key={e.Id}>
            {'Kind' in e ? (
              <>
                <td>{e.Kind === 'POL' ? w.pol : w.pod}</td>
                <td>
                  {e.PortCode} {lang === 'zh' ? e.PortName : e.PortNameEn}
                </td>
              </>
            ) : (
              <>
                <td>
                  {e.PolCode} {e.PolName} → {e.PodCode} {e.PodName}
                </td>
                <td>{e.RateNo ?? e.CarrierCode ?? w.anyCarrier}</td>
                <td>{e.Badge ? <Tag minimal>{e.Badge}</Tag> : null}</td>
                <td>
                  {e.Showing ? (
                    <Tag intent="success">
                      {w.showing} · {w.until(e.ValidUntil ?? '')}
                    </Tag>
                  ) : (
                    <Tag intent="warning">{w.hidden}</Tag>
                  )}
                </td>
              </>
            )}
            <td>
              <Gate access={ports ? RATES_ACCESS.curationPortsEdit : RATES_ACCESS.curationRatesEdit}>
                <Button size="small" minimal icon="arrow-up" aria-label={w.up} onClick={() => props.onMove(e, -1)} />
                <Button size="small" minimal icon="arrow-down" aria-label={w.down} onClick={() => props.onMove(e, 1)} />
                <Button size="small" minimal icon="trash" text={w.remove} onClick={() => props.onRemove(e)} />
              </Gate>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
