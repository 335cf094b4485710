import { HTMLTable, H4, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { docActorWords } from '../../contract/docActor';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { vgmLogQuery } from './api/vgm';
import { VGM_EVENT_WORDS, vgmWords } from './words';

/** The booking's receipts from the carrier and the terminal, and the versions' history with who did what. */
export function VgmLog({ cgoId }: { cgoId: string }) {
  const w = useWords(vgmWords);
  const lang = useLanguage();
  const log = useQuery(vgmLogQuery(cgoId));
  if (!log.data) return null;
  // the gateway's id is a channel name (CARRIER_VGM): said as the outside system it is
  const who = (kind: string, name: string) => docActorWords(kind, kind === 'gateway' ? name : null, name)[lang];
  return (
    <div data-testid="vgm-log">
      <H4>{w.receipts}</H4>
      <HTMLTable compact striped>
        <tbody>
          {log.data.Receipts.map((r, i) => (
            <tr key={i}>
              <td>{formatDate(r.At, 'dateTime')}</td>
              <td>
                {r.CNNO} v{r.VGM_VERSION}
              </td>
              <td>
                <Tag minimal intent={r.Code === 'ACCEPTED' || r.Code === 'ACK' ? 'success' : r.Code === 'REJECTED' || r.Code === 'NACK' ? 'danger' : 'none'}>
                  {r.Channel === 'TERMINAL_VGM' ? w.terminal : w.carrier} {r.Seq}. {r.Code}
                </Tag>{' '}
                {r.Simulated ? (
                  <Tag minimal intent="warning">
                    {w.simulated}
                  </Tag>
                ) : null}
              </td>
              <td>{r.Text}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H4>{w.history}</H4>
      <HTMLTable compact striped>
        <tbody>
          {log.data.Events.map((e, i) => (
            <tr key={i}>
              <td>{formatDate(e.At, 'dateTime')}</td>
              <td>{e.Container}</td>
              <td>{VGM_EVENT_WORDS[e.Type]?.[lang] ?? e.Type}</td>
              <td>{who(e.ActorKind, e.ActorName)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
