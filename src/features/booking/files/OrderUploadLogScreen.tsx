import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { BOOKING_FILE_KINDS, type BookingFile } from '../../../contract/booking/fileCalls';
import { BOOKING_ACCESS, BOOKING_PAGES } from '../../../contract/booking/module';
import { ENDPOINTS } from '../../../contract/endpoints';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { DataTable } from '../../../lib/DataTable';
import { sizeText } from '../../../lib/fileSize';
import { saveDownload } from '../../../lib/saveFile';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { bookingFileWords, FILE_KIND_WORDS } from './words';
import { bookingListCalls } from '../../../contract/booking/listCalls';

/** Every file uploaded to my company's bookings (commercial.md §6.4 OrderUploadLog): booking, kind, name, size, who and when, a download. */
export default function OrderUploadLogScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const navigate = useNavigate();
  const w = useWords(bookingFileWords);
  return (
    <section className="admin-screen" data-testid="order-upload-log">
      <H2>{route.title[lang]}</H2>
      <DataTable<BookingFile>
        list={bookingListCalls.fileLog}
        label={route.title[lang]}
        exportAccess={BOOKING_ACCESS.bookingFileRead}
        columns={[
          { key: 'At', title: bookingFileWords.uploadedAt, width: 150, sortable: true, text: (f) => formatDate(f.At, 'dateTime') },
          { key: 'BookingNo', title: bookingFileWords.bookingNo, width: 130, sortable: true, filter: 'text' },
          {
            key: 'Kind',
            title: bookingFileWords.fileKind,
            width: 150,
            text: (f, l) => FILE_KIND_WORDS[f.Kind][l],
            filter: BOOKING_FILE_KINDS.map((k) => ({ value: k, label: FILE_KIND_WORDS[k] })),
          },
          { key: 'FileName', title: bookingFileWords.fileName, width: 240, sortable: true, filter: 'text' },
          { key: 'Size', title: bookingFileWords.size, width: 80, text: (f) => sizeText(f.Size) },
          { key: 'UploadedBy', title: bookingFileWords.uploadedBy, width: 100 },
        ]}
        actions={(f) => (
          <Button
            small
            minimal
            icon="download"
            text={w.download}
            onClick={() =>
              void saveDownload(`${ENDPOINTS.bookingFileDownload}?Id=${f.Id}`).catch((e: Error) => showToast({ intent: 'danger', message: e.message }))
            }
          />
        )}
        onOpen={(f) => navigate(`${BOOKING_PAGES.detail}?id=${f.BookingId}`)}
      />
    </section>
  );
}
