import { Button } from '@blueprintjs/core';
import { BOOKING_FILE_KINDS, type BookingFileKind, bookingFileCalls } from '../../../contract/booking/fileCalls';
import { BOOKING_ACCESS } from '../../../contract/booking/module';
import { ENDPOINTS } from '../../../contract/endpoints';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { FilesPanel } from '../../../lib/FilesPanel';
import { useCan } from '../../../session/access';
import { bookingFileWords, FILE_KIND_WORDS } from './words';

/** A booking's file calls, and the upload's path (the file is its raw body). */
const FILES = { ...bookingFileCalls, uploadPath: ENDPOINTS.bookingFileUpload };

/**
 * A booking's files (commercial.md §6.1 BookingFile): the list with downloads (the S/O first and
 * highlighted: the customer's "下载 S/O"), an upload for whoever holds the upload button (the desk
 * uploads the S/O once released), and delete for the uploader before release.
 */
export function BookingFilesPanel({ bookingId, released, desk }: { bookingId: number; released: boolean; desk: boolean }) {
  const w = useWords(bookingFileWords);
  const lang = useLanguage();
  const mayUpload = useCan(BOOKING_ACCESS.bookingFileUpload);
  const kinds = BOOKING_FILE_KINDS.filter((k) => (k === 'SO' ? desk && released : !desk || k !== 'BOOKING_NOTE'));
  return (
    <FilesPanel<BookingFileKind>
      testId="booking-files"
      title={w.files}
      aside={(files, download) => {
        const so = files.find((f) => f.Kind === 'SO');
        return so ? <Button intent="success" icon="download" text={w.downloadSo} data-testid="download-so" onClick={() => download(so)} /> : null;
      }}
      ownerId={bookingId}
      files={FILES}
      queryKey={['booking', 'files', bookingId]}
      // every booking query, not only this list, as the booking's panel always refreshed
      refreshKey={['booking']}
      kinds={kinds}
      kindWord={(k) => FILE_KIND_WORDS[k][lang]}
      mayUpload={mayUpload}
      accept=".pdf,.xlsx,.xls,.docx,.doc,.jpg,.jpeg,.png"
      hint={w.fileHint}
      highlight="SO"
    />
  );
}
