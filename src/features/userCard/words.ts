import { defineWords } from '../../i18n/words';

/** The business card's screens (/UserCard/Index): the editor, its preview, sharing, the figures, the visitor's card. */
export const userCardWords = defineWords({
  editTitle: { zh: '编辑我的数字名片', en: 'Edit my business card' },
  editHint: {
    zh: '填写后保存；右侧即为访客看到的名片。只有勾选“公开”的内容会离开公司。',
    en: 'Fill in and save; on the right is the card as a visitor sees it. Only what you tick as public leaves the company.',
  },
  notSavedYet: { zh: '名片尚未保存：以下内容取自您的账号，保存后才能分享。', en: 'Not saved yet: these come from your account. Save to share the card.' },
  saveCard: { zh: '保存名片', en: 'Save the card' },
  savedCard: { zh: '名片已保存', en: 'Card saved' },
  unsaved: { zh: '名片有未保存的修改', en: 'The card has unsaved changes' },
  previewTitle: { zh: '访客看到的名片', en: 'What a visitor sees' },
  publicMark: { zh: '公开', en: 'Public' },
  publicFieldsTitle: { zh: '向访客公开的内容', en: 'Shown to visitors' },
  nameAlways: { zh: '姓名和公司名称总是公开。', en: 'Your name and company are always shown.' },
  phonePlaceholder: { zh: '如 138 1234 5678', en: 'e.g. 138 1234 5678' },
  emailPlaceholder: { zh: '如 name@example.com', en: 'e.g. name@example.com' },
  introPlaceholder: { zh: '一两句话介绍您擅长的航线和服务', en: 'A sentence or two on the lanes and services you are good at' },
  addLane: { zh: '添加航线', en: 'Add a lane' },
  removeLane: { zh: '删除这条航线', en: 'Remove this lane' },
  polPlaceholder: { zh: '起运港代码', en: 'From (port code)' },
  podPlaceholder: { zh: '目的港代码', en: 'To (port code)' },
  picturesTitle: { zh: '图片', en: 'Pictures' },
  avatarLabel: { zh: '个人头像', en: 'Your photo' },
  wechatLabel: { zh: '微信二维码图片', en: 'WeChat QR image' },
  pictureHint: { zh: 'JPG、PNG 或 WebP，不超过 2 MB', en: 'JPG, PNG or WebP, at most 2 MB' },
  choosePicture: { zh: '选择图片', en: 'Choose a picture' },
  removePicture: { zh: '移除图片', en: 'Remove the picture' },
  pictureSaved: { zh: '图片已更新', en: 'Picture updated' },
  pictureTooBig: { zh: '图片不能超过 2 MB，请换一张较小的图片。', en: 'The picture is over 2 MB: choose a smaller one.' },
  shareTitle: { zh: '分享名片', en: 'Share the card' },
  shareHint: {
    zh: '二维码内含电子名片：对方用手机相机扫一扫即可存入通讯录，无需联网访问本站。',
    en: 'The QR code holds the card itself: a phone camera adds you to contacts, without visiting our site.',
  },
  makeLink: { zh: '生成分享链接和二维码', en: 'Make the link and QR code' },
  showLink: { zh: '显示分享链接和二维码', en: 'Show the link and QR code' },
  rotateLink: { zh: '更换链接', en: 'Replace the link' },
  rotateConfirm: {
    zh: '更换后，旧链接和旧二维码里的链接将立即失效。确定更换吗？',
    en: 'The old link, and the link inside the old QR code, stop working at once. Replace it?',
  },
  linkCopied: { zh: '名片链接已复制', en: 'Card link copied' },
  copyFailed: { zh: '无法自动复制，请手动选择链接复制。', en: 'Could not copy: select the link and copy it yourself.' },
  qrAlt: { zh: '名片二维码', en: 'QR code of the card' },
  downloadQr: { zh: '下载二维码图片', en: 'Download the QR image' },
  downloadVcf: { zh: '下载电子名片（.vcf）', en: 'Download the contact file (.vcf)' },
  openLink: { zh: '以访客身份打开', en: 'Open as a visitor' },
  statsTitle: { zh: '访问统计', en: 'Visits' },
  statsViews: { zh: '浏览次数', en: 'Views' },
  statsSaves: { zh: '保存到通讯录', en: 'Saved to contacts' },
  statsDay: { zh: '日期', en: 'Day' },
  statsNone: {
    zh: '近 30 天还没有访客。分享名片后，这里会按天显示浏览和保存次数。',
    en: 'No visitors in the last 30 days. Once shared, views and saves show here by day.',
  },
  statsLast30: { zh: '近 30 天（北京时间）', en: 'Last 30 days (Beijing time)' },
  loadFailed: { zh: '名片加载失败', en: 'The card could not be loaded' },
  retry: { zh: '重新加载', en: 'Load again' },
  signInToEdit: { zh: '登录后即可编辑和分享您的数字名片。', en: 'Sign in to edit and share your business card.' },
  signInButton: { zh: '去登录', en: 'Sign in' },
  cardGone: {
    zh: '这张名片已不存在，或链接已更换。请向名片主人索取新的链接。',
    en: 'This card no longer exists, or its link was replaced. Ask its owner for the new link.',
  },
  cardLoading: { zh: '正在打开名片…', en: 'Opening the card…' },
  tooMany: { zh: '访问过于频繁，请稍后再试。', en: 'Too many requests: try again shortly.' },
  poweredBy: { zh: '数字名片', en: 'Digital business card' },
  officeNone: { zh: '不选，使用下方填写的办公地点', en: 'None: the office typed below' },
  officeChosenHint: {
    zh: '访客看到所选办公地点；若它从公司门户删除，名片改为显示下方填写的办公地点。',
    en: 'Visitors see the chosen office; should it leave the company site, the card shows the office typed below.',
  },
  officeNoneHint: {
    zh: '可选公司门户网站已发布的办公地点，含地址和地图位置。',
    en: 'You may pick an office your company site shows, with its address and map position.',
  },
});

/** "Ask for a quote" on the visitor's card. */
export const quoteWords = defineWords({
  askQuote: { zh: '向我询价', en: 'Ask me for a quote' },
  quoteTitle: { zh: '填写询价信息', en: 'Your quote request' },
  cargoPlaceholder: { zh: '如：宁波 → 汉堡，40HQ × 2，家具，下月初出运', en: 'e.g. Ningbo → Hamburg, 2 × 40HQ, furniture, early next month' },
  replyHint: { zh: '电话和邮箱至少填一项。', en: 'A phone number or an e-mail address, one at least.' },
  consentLabel: {
    zh: '我同意名片主人就此询价通过以上电话或邮箱联系我。',
    en: 'The card’s owner may contact me about this request by the phone or e-mail above.',
  },
  sendQuote: { zh: '发送询价', en: 'Send the request' },
  quoteSent: { zh: '询价已发送，名片主人会尽快联系您。', en: 'Sent: the card’s owner will contact you soon.' },
  cancelQuote: { zh: '收起', en: 'Hide the form' },
});

/** The visitor's language switch on the public card (the staff frame's is hidden under the card). */
export const userCardLanguageWords = defineWords({
  languageSwitch: { zh: '中文 · English', en: 'English · 中文' },
});
