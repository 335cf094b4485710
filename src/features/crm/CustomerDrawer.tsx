import { Drawer, DrawerSize, H5, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { crmActionWords, customerKindWords } from '../../domain/crm/status';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { customerQueryOptions } from './api/crm';
import { CustomerOpportunities } from './opportunities/CustomerOpportunities';
import { ContactsPanel } from './edit/ContactsPanel';
import { CustomerEditBar } from './edit/CustomerEditBar';
import { FollowPanel } from './follow/FollowPanel';
import { crmWords } from './words';
import { followWords } from './follow/words';

/** One customer: its contacts (masked in the pool), holders, history and — linked to a platform company — its quotes. */
export function CustomerDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const w = useWords(crmWords);
  const fw = useWords(followWords);
  const lang = useLanguage();
  const { data: c } = useQuery(customerQueryOptions(id));
  return (
    <Drawer isOpen onClose={onClose} size={DrawerSize.STANDARD} title={c?.Name ?? ''} data-testid="crm-customer">
      <div style={{ padding: 16, overflow: 'auto' }}>
        {!c ? (
          <Spinner />
        ) : (
          <>
            <p>
              {customerKindWords[c.Kind][lang]} · {c.Region} · {c.InPool ? '公海 / pool' : `${w.holder}: ${c.OwnerName}`}
              {c.Uscc ? ` · ${w.uscc}: ${c.Uscc}` : ''}
            </p>
            <CustomerEditBar c={c} />
            <H5>{w.contacts}</H5>
            <ContactsPanel c={c} editable={!c.InPool} />
            {c.Quotes.length > 0 && (
              <>
                <H5 style={{ marginTop: 16 }}>{w.quotes}</H5>
                <HTMLTable compact striped>
                  <tbody>
                    {c.Quotes.map((q) => (
                      <tr key={q.Id}>
                        <td>{q.QuoteNo}</td>
                        <td>{q.Lane}</td>
                        <td>{q.Status}</td>
                        <td>{q.ValidUntil}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </>
            )}
            <CustomerOpportunities customerId={c.Id} />
            <H5 style={{ marginTop: 16 }}>{w.history}</H5>
            <HTMLTable compact striped>
              <tbody>
                {c.History.map((h, i) => (
                  <tr key={`${h.At}-${i}`}>
                    <td>{placeTime(h.At)}</td>
                    <td>{crmActionWords[h.Action][lang]}</td>
                    <td>{h.By}</td>
                    <td>{h.To}</td>
                    <td>{h.Action === 'PLANS_MOVED' ? fw.plansMoved(Number(h.Reason)) : (h.Reason ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <FollowPanel customerId={c.Id} />
          </>
        )}
      </div>
    </Drawer>
  );
}
