import { H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { BOOKING_ACCESS, BOOKING_PAGES } from '../../contract/booking/module';
import { ENDPOINTS } from '../../contract/endpoints';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { bookingWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const BOOKING_RECORDS_LIST = callRef<ListCall<Record_>>('GET', ENDPOINTS.bookingRecords);

type Record_ = { At: string; BookingNo: string; BookingId: number; CompanyName: string; Type: string; By: string; Remarks: string; Simulated: boolean };

/** Every event of every booking the person may see (commercial.md §6.4 OrderRecode, BookLogs, internalBookLogs), filterable and exported. */
export default function BookingRecordsScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const navigate = useNavigate();
  const staff = !route.path.startsWith('/external');
  return (
    <section className="admin-screen" data-testid="booking-records">
      <H2>{route.title[lang]}</H2>
      <DataTable<Record_>
        list={BOOKING_RECORDS_LIST}
        label={route.title[lang]}
        exportAccess={BOOKING_ACCESS.recordsRead}
        columns={[
          { key: 'At', title: bookingWords.at, width: 150, sortable: true, text: (r) => formatDate(r.At, 'dateTime') },
          { key: 'BookingNo', title: bookingWords.bookingNo, width: 130, sortable: true, filter: 'text' },
          ...(staff ? [{ key: 'CompanyName', title: bookingWords.customer, width: 170 }] : []),
          { key: 'Type', title: bookingWords.event, width: 220, filter: 'text', text: (r) => `${r.Type.replace(/^v1\./, '')}${r.Simulated ? ' · SIM' : ''}` },
          { key: 'By', title: bookingWords.by, width: 100, filter: 'text' },
          { key: 'Remarks', title: bookingWords.remarks, width: 260 },
        ]}
        onOpen={(r) => navigate(`${staff ? BOOKING_PAGES.deskDetail : BOOKING_PAGES.detail}?id=${r.BookingId}`)}
      />
    </section>
  );
}
