import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BOOKING_PAGES } from '../../../contract/booking/module';
import type { BookingStatus } from '../../../domain/booking/status';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { thirdPartyQueryOptions } from '../api/bookings';
import { BOOKING_STATUS_WORDS } from '../words';
import { trackingWords } from './words';

/** BookThirdDetail without a booking named: the bookings placed through a third party, each opening its detail. */
export function ThirdPartyList() {
  const lang = useLanguage();
  const w = useWords(trackingWords);
  const q = useQuery(thirdPartyQueryOptions());
  if (q.isPending) return <Spinner />;
  if (q.isError) return null;
  if (!q.data.length) return <NonIdealState icon="people" description={w.noThirdParty} />;
  return (
    <HTMLTable compact striped interactive aria-label={w.thirdParty}>
      <thead>
        <tr>
          <th>{w.bookingNo}</th>
          <th>{w.provider}</th>
          <th>{w.lane}</th>
          <th>{w.etd}</th>
          <th>{w.status}</th>
        </tr>
      </thead>
      <tbody>
        {q.data.map((r) => (
          <tr key={r.Id}>
            <td>
              <Link to={`${BOOKING_PAGES.third}?id=${r.Id}`}>{r.BookingNo}</Link>
            </td>
            <td>{r.ProviderName}</td>
            <td>
              {r.CarrierCode} {r.PolCode} → {r.PodCode}
            </td>
            <td>{r.ExpectedEtd}</td>
            <td>{BOOKING_STATUS_WORDS[r.Status as BookingStatus]?.[lang] ?? r.Status}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
