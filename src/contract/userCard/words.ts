import { commonFieldWords } from '../words';
import { cardPublicFieldWords as P } from '../../domain/userCard/words';
import type { Bilingual } from '../../i18n/bilingual';

/** What the card's calls refuse with, in both languages (the server answers in the caller's). */
export const userCardRefusalWords = {
  problems: { zh: '名片有需要修改的地方，未保存。', en: 'The card has problems to fix; nothing was saved.' },
  stale: { zh: '名片已在别处修改，请刷新后再改。', en: 'The card was changed elsewhere: reload it, then edit again.' },
  noCard: { zh: '请先保存名片，再上传图片或分享。', en: 'Save the card first, then add pictures or share it.' },
  noSuchCard: { zh: '没有这张名片，或链接已失效。', en: 'No such card, or the link no longer works.' },
  imageType: {
    zh: '图片只能是 JPG、PNG 或 WebP 格式（按文件内容判断）。',
    en: 'A picture must be a JPG, PNG or WebP image (judged by its content).',
  },
  imageSize: { zh: '图片不能超过 2 MB。', en: 'A picture must be at most 2 MB.' },
  imageEmpty: { zh: '图片内容为空或无法读取。', en: 'The picture is empty or unreadable.' },
  noSuchPicture: { zh: '没有这张图片，或它已被更换。', en: 'No such picture, or it has been replaced.' },
  officeNotOurs: { zh: '办公地点：请从本公司门户网站已发布的办公地点中选择。', en: 'Office: choose one of the offices your company’s site shows.' },
  quoteProblems: { zh: '询价信息需要修改，未发送。', en: 'The quote request has problems to fix; nothing was sent.' },
  quoteLimit: { zh: '您本小时已提交 5 次询价，请稍后再试。', en: 'You have sent 5 quote requests this hour. Try again later.' },
} satisfies Record<string, Bilingual>;

/** The card's fields as the forms and refusals name them. */
export const userCardFieldWords = {
  CRD_NAME: { zh: '姓名', en: 'Name on the card' },
  CRD_TITLE: P.TITLE,
  CRD_PHONE: P.PHONE,
  CRD_EMAIL: P.EMAIL,
  CRD_INTRO: P.INTRO,
  CRD_OFFICE_NAME: P.OFFICE,
  CRD_OFFICE_ADDRESS: { zh: '办公地点详细地址', en: 'Office street address' },
  CRD_SERVICES: P.SERVICES,
  CRD_LANES: P.LANES,
  CRD_PUBLIC_FIELDS: { zh: '公开字段', en: 'Public fields' },
  POL: { zh: '航线起运港', en: 'Lane origin port' },
  POD: { zh: '航线目的港', en: 'Lane destination port' },
  VERSION: { zh: '名片版本', en: 'Card version' },
  Kind: { zh: '图片类型', en: 'Picture kind' },
  Base64: { zh: '图片内容', en: 'Picture content' },
  Rotate: { zh: '更换链接', en: 'New link' },
  c: commonFieldWords.CardLink,
  k: { zh: '图片种类', en: 'Kind of picture' },
  h: { zh: '图片摘要', en: 'Picture hash' },
  CRD_OFFICE_ID: { zh: '门户办公地点', en: 'Office from the company site' },
  Name: { zh: '询价人姓名', en: 'Name of who asks' },
  Phone: commonFieldWords.Phone,
  Email: commonFieldWords.Email,
  Cargo: { zh: '航线与货物', en: 'Lane and cargo' },
  Consent: { zh: '同意联系', en: 'Consent to be contacted' },
} satisfies Record<string, Bilingual>;
