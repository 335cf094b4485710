import { Button, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import type { BookingUpload } from '../../../contract/booking/fileCalls';
import { BOOKING_ACCESS } from '../../../contract/booking/module';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { DataTable } from '../../../lib/DataTable';
import { useRoute } from '../../../ui/routeContext';
import { UploadOutcome } from './BookingUploadScreen';
import { bookingFileWords } from './words';
import { bookingListCalls } from '../../../contract/booking/listCalls';

/** The company's Excel booking uploads (commercial.md §6.4 uploadBookLog): one row each, its drafts and refused rows opened below. */
export default function BookingUploadLogScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingFileWords);
  const [open, setOpen] = useState<BookingUpload>();
  return (
    <section className="admin-screen" data-testid="booking-upload-log">
      <H2>{route.title[lang]}</H2>
      <DataTable<BookingUpload>
        list={bookingListCalls.uploads}
        label={route.title[lang]}
        exportAccess={BOOKING_ACCESS.bookingUploadsRead}
        columns={[
          { key: 'At', title: bookingFileWords.uploadedAt, width: 150, sortable: true, text: (u) => formatDate(u.At, 'dateTime') },
          { key: 'FileName', title: bookingFileWords.fileName, width: 220, sortable: true, filter: 'text' },
          { key: 'Rows', title: bookingFileWords.rows, width: 70, text: (u) => String(u.Rows) },
          { key: 'Created', title: bookingFileWords.created, width: 80, text: (u) => String(u.Created) },
          { key: 'Refused', title: bookingFileWords.refused, width: 70, text: (u) => String(u.Refused) },
          { key: 'By', title: bookingFileWords.uploadedBy, width: 100 },
        ]}
        actions={(u) => <Button small minimal icon="eye-open" text={w.showRows} onClick={() => setOpen(open?.Id === u.Id ? undefined : u)} />}
        onOpen={setOpen}
      />
      {open ? <UploadOutcome drafts={open.Drafts} rejected={open.Rejected} /> : null}
    </section>
  );
}
