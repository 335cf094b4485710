import { defineWords } from '../../i18n/words';

/** The business card as a visitor sees it (CardView): the userCard module's pages and the company sites' contact page. */
export const cardViewWords = defineWords({
  call: { zh: '拨打电话', en: 'Call' },
  mail: { zh: '发邮件', en: 'E-mail' },
  saveContact: { zh: '存入通讯录', en: 'Save to contacts' },
  wechatTitle: { zh: '扫码加微信', en: 'Add me on WeChat' },
  onMap: { zh: '在地图上查看办公地点', en: 'See the office on a map' },
});
