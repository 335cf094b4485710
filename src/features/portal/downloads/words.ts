import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { portalWords } from '../words';

/** Downloads' words (§14, §15.2). */
export const downloadWords = defineWords({
  files: { zh: '下载文件', en: 'Files to download' },
  fileTitle: { zh: '文件标题', en: 'Title' },
  category: portalWords.category,
  audience: { zh: '可见范围', en: 'Who may download' },
  audiencePUBLIC: { zh: '所有访客', en: 'Every visitor' },
  audienceCUSTOMERS: { zh: '仅限客户（登录的客户员工可见）', en: 'Customers only (shown to customers signed in)' },
  customersOnly: { zh: '客户专享', en: 'Customers only' },
  signInForMore: { zh: '客户登录后可下载更多专享资料。', en: 'Customers who sign in can download more files.' },
  notDownloaded: { zh: '文件下载失败，请重新登录后再试。', en: 'The file could not be downloaded: sign in again and retry.' },
  file: { zh: '文件（PDF、XLSX、DOCX，不超过 10 MB）', en: 'File (PDF, XLSX or DOCX, 10 MB at most)' },
  upload: { zh: '上传文件', en: 'Upload the file' },
  uploaded: { zh: '文件已上传', en: 'File uploaded' },
  size: commonWords.fileSize,
  download: commonWords.download,
  none: { zh: '暂无可下载的资料。', en: 'No files to download yet.' },
  noneYet: { zh: '还没有上传文件', en: 'No files uploaded yet' },
  remove: portalWords.remove,
  browse: portalWords.browse,
  removed: portalWords.removed,
});
