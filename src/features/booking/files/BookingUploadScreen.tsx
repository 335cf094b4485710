import { Button, Callout, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { BOOKING_PAGES } from '../../../contract/booking/module';
import { ENDPOINTS } from '../../../contract/endpoints';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { fill } from '../../../lib/fill';
import { saveDownload } from '../../../lib/saveFile';
import { SHEET_ACCEPT } from '../../../lib/sheetFile';
import { ImportReport } from '../../../lib/DataTableParts';
import { useSheetUpload } from '../../../lib/useSheetUpload';
import { useRoute } from '../../../ui/routeContext';
import { RowReport } from '../../../ui/RowReport';
import { toastFailure } from '../../../ui/toaster';
import { bookingFileWords } from './words';
import { FilePick } from '../../../lib/FilePick';

export type UploadAnswer = { UploadId: number; Imported: number; Rejected: { Row: number; Reasons: string[] }[]; Drafts: { Id: number; BookingNo: string }[] };

/**
 * The Excel booking upload (commercial.md §6.4 uploadBook): the template, a sheet chosen and sent,
 * then what came of it — the drafts made (each opens on the booking form to complete and submit)
 * and every refused row with its reasons.
 */
export default function BookingUploadScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingFileWords);
  const [answer, setAnswer] = useState<UploadAnswer>();
  const sheet = useSheetUpload<UploadAnswer>(setAnswer);
  const send = (file: File) => sheet.send(`${ENDPOINTS.bookingImport}?FileName=${encodeURIComponent(file.name)}`, file);

  return (
    <section className="admin-screen" data-testid="booking-upload">
      <H2>{route.title[lang]}</H2>
      <Callout intent="primary">{w.sheetHint}</Callout>
      <div style={{ display: 'flex', gap: 8, margin: '12px 0', flexWrap: 'wrap' }}>
        <Button icon="download" text={w.template} onClick={() => void saveDownload(ENDPOINTS.bookingImportTemplate).catch(toastFailure)} />
        <FilePick
          text={w.chooseSheet}
          disabled={sheet.busy}
          inputProps={{ accept: SHEET_ACCEPT, 'aria-label': w.chooseSheet }}
          onFile={(file) => void send(file)}
        />
      </div>
      <ImportReport result={sheet.preview} onClose={sheet.cancel} onConfirm={() => void sheet.confirm()} confirming={sheet.busy} />
      {answer ? <UploadOutcome drafts={answer.Drafts} rejected={answer.Rejected} /> : null}
    </section>
  );
}

/** The drafts an upload made, linked to the form, and its refused rows with reasons (also the log's details). */
export function UploadOutcome({ drafts, rejected }: { drafts: UploadAnswer['Drafts']; rejected: UploadAnswer['Rejected'] }) {
  const w = useWords(bookingFileWords);
  return (
    <RowReport
      testId="booking-upload-outcome"
      summary={fill(w.summary, { ok: drafts.length, bad: rejected.length })}
      madeTitle={w.drafts}
      made={drafts.map((d) => ({ Id: d.Id, label: d.BookingNo, to: `${BOOKING_PAGES.book}?id=${d.Id}` }))}
      rejected={rejected}
    />
  );
}
