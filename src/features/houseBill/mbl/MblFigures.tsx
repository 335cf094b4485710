import { Callout, H4, HTMLTable, Tag } from '@blueprintjs/core';
import type { CallAnswer } from '../../../contract/call';
import type { mblCalls } from '../../../contract/houseBill/calls';
import { diffFieldText } from '../../../contract/houseBill/words';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { billWords, hblStatusWords } from '../words';

/** A master bill's houses, its consolidation per container (the houses' sums against the master's), its problems and, once the carrier answered, what differs from ours. */
export function MblFigures({ m }: { m: CallAnswer<typeof mblCalls.get> }) {
  const w = useWords(billWords);
  const lang = useLanguage();
  return (
    <>
      <H4>{w.houses}</H4>
      <HTMLTable compact>
        <tbody>
          {m.HouseBills.map((h) => (
            <tr key={h.Id}>
              <td>{h.HBL_NO}</td>
              <td>{h.CGO_ID}</td>
              <td>{hblStatusWords[h.HBL_STATUS]?.[lang]}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H4>{w.consolidation}</H4>
      <HTMLTable compact data-testid="mbl-consolidation">
        <thead>
          <tr>
            <th>{w.cnno}</th>
            <th>{w.housesTotal}</th>
            <th>{w.masterTotal}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {m.Consolidation.map((r) => (
            <tr key={r.CNNO}>
              <td>{r.CNNO}</td>
              <td>{`${r.Houses.PKGS} / ${r.Houses.KG} kg / ${r.Houses.CBM} m³`}</td>
              <td>{`${r.Master.PKGS} / ${r.Master.KG} kg / ${r.Master.CBM} m³`}</td>
              <td>
                <Tag intent={r.Equal ? 'success' : 'danger'}>{r.Equal ? w.equal : w.differs}</Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {m.Problems.length ? (
        <Callout intent="danger">
          <ul>
            {m.Problems.map((p, i) => (
              <li key={i}>{p.Words[lang]}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {m.CarrierDraft ? (
        <>
          <H4>{w.carrierDiff}</H4>
          {m.Differences.length ? (
            <HTMLTable compact data-testid="mbl-diff">
              <thead>
                <tr>
                  <th>{w.field}</th>
                  <th>{w.ours}</th>
                  <th>{w.theirs}</th>
                </tr>
              </thead>
              <tbody>
                {m.Differences.map((d) => (
                  <tr key={d.Field}>
                    <td>{diffFieldText(d.Field)[lang]}</td>
                    <td>{d.Ours}</td>
                    <td>{d.Carrier}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <Callout intent="success">{w.noDiff}</Callout>
          )}
        </>
      ) : null}
    </>
  );
}
