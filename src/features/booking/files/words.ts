import type { BookingFileKind } from '../../../contract/booking/fileCalls';
import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';

/** A booking file's kind in words (commercial.md §6.1 BookingFile). */
export const FILE_KIND_WORDS: Record<BookingFileKind, { zh: string; en: string }> = {
  BOOKING_NOTE: { zh: '订舱委托书', en: 'Booking note' },
  SO: { zh: '订舱确认单（S/O）', en: 'Shipping order (S/O)' },
  PACKING_LIST: { zh: '装箱单', en: 'Packing list' },
  OTHER: commonWords.otherKind,
};

/** The words of the booking upload and the order files (uploadBook, uploadBookLog, OrderUpload, OrderUploadLog, the detail's files). */
export const bookingFileWords = defineWords({
  files: { zh: '订舱文件', en: 'Booking files' },
  fileName: commonWords.fileName,
  fileKind: commonWords.kind,
  size: commonWords.fileSize,
  uploadedBy: commonWords.uploadedBy,
  uploadedAt: commonWords.uploadedAt,
  bookingNo: { zh: '订舱单', en: 'Booking' },
  chooseFile: commonWords.chooseFile,
  chooseSheet: commonWords.chooseSheet,
  fileHint: {
    zh: '可上传 PDF、Excel、Word、JPG、PNG，每个文件不超过 10 MB，每份订舱单最多 20 个文件。',
    en: 'PDF, Excel, Word, JPG or PNG, 10 MB a file at most, 20 files a booking.',
  },
  sheetHint: {
    zh: '每一行生成一份订舱草稿；检查未通过的行不会保存，并列出原因。请先下载模板。',
    en: 'Each row becomes a booking draft; a row the check refuses is not saved and its reasons are listed. Start from the template.',
  },
  template: commonWords.downloadTemplate,
  download: commonWords.download,
  downloadSo: { zh: '下载 S/O', en: 'Download the S/O' },
  delete: commonWords.delete,
  deleted: commonWords.deleted,
  uploaded: commonWords.uploaded,
  noFiles: commonWords.noFiles,
  pickBooking: { zh: '选择订舱单', en: 'Choose a booking' },
  noBookings: { zh: '没有可上传文件的订舱单', en: 'No booking to add files to' },
  drafts: { zh: '已生成的订舱草稿', en: 'Drafts made' },
  refusedRows: commonWords.rowsRefused,
  row: commonWords.sheetRow,
  reasons: commonWords.whyRefused,
  rows: commonWords.sheetRows,
  created: { zh: '生成草稿', en: 'Drafts' },
  refused: commonWords.refusedCount,
  summary: { zh: '已生成 {ok} 份订舱草稿，拒绝 {bad} 行。', en: '{ok} draft(s) made, {bad} row(s) refused.' },
  showRows: commonWords.showRows,
  when: commonWords.when,
});
