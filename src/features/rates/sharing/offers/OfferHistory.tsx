import { Callout, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { OfferWire } from '../../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../../i18n/language';
import { useWords } from '../../../../i18n/words';
import { AppDialog } from '../../../../ui/AppDialog';
import { sharedOfferQueryOptions } from '../../api/reads';
import { OFFER_EVENT_WORDS, sharingWords } from '../words';

/** An offer's history: what happened to it, when, by whom and why. */
export function OfferHistory({ offer, onClose }: { offer: OfferWire; onClose(): void }) {
  const w = useWords(sharingWords);
  const lang = useLanguage();
  const events = useQuery(sharedOfferQueryOptions(offer.Id));
  return (
    <AppDialog isOpen canEscapeKeyClose onClose={onClose} title={`${w.history}：${offer.Name}`} style={{ width: 640 }}>
      <div className="bp6-dialog-body">
        {events.isPending ? (
          <Spinner />
        ) : events.isError ? (
          <Callout intent="danger">{events.error.message}</Callout>
        ) : (
          <HTMLTable compact striped>
            <tbody>
              {events.data.Events.map((ev, i) => (
                <tr key={`${ev.At}${i}`}>
                  <td>{new Date(ev.At).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB')}</td>
                  <td>{OFFER_EVENT_WORDS[ev.Type]?.[lang] ?? ev.Type}</td>
                  <td>
                    {ev.CompanyName} {ev.ActorName}
                  </td>
                  <td>{ev.Reason}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </AppDialog>
  );
}
