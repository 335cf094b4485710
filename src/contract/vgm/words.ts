import { VGM_FIELD_WORDS } from '../../domain/vgm/messages';
import type { Bilingual } from '../../i18n/bilingual';
import { bookingFieldWords } from '../booking/words';
import { siFieldWords } from '../si/words';

/** The VGM calls' fields as the VGM panel and the share page name them: the server's refusals read them. */
export const vgmFieldWords = {
  ...VGM_FIELD_WORDS,
  CGO_ID: bookingFieldWords.CgoId,
  CNNO: siFieldWords.TBX_CNNO,
  VGM_METHOD: { zh: '称重方法', en: 'Weighing method' },
  Containers: { zh: '各箱 VGM', en: 'VGM per container' },
  Accept: { zh: '同意声明', en: 'Declaration agreed' },
  Days: { zh: '有效天数', en: 'Days valid' },
  AccessCode: { zh: '访问码', en: 'Access code' },
  t: { zh: '分享链接', en: 'Share link' },
} satisfies Record<string, Bilingual>;
