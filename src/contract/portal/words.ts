import type { Bilingual } from '../../i18n/bilingual';

/** The portal's fields, as a refusal names them (§14, §15). */
export const portalFieldWords = {
  DomainName: { zh: '域名', en: 'Domain name' },
  IsType: { zh: '站点类型', en: 'Site kind' },
  Domains: { zh: '绑定域名', en: 'Domains' },
  Variant: { zh: '门户类型', en: 'Portal variant' },
  Settings: { zh: '网站配置', en: 'Website settings' },
  Name: { zh: '您的姓名', en: 'Your name' },
  Company: { zh: '您的公司', en: 'Your company' },
  Email: { zh: '电子邮箱', en: 'E-mail' },
  Message: { zh: '留言', en: 'Message' },
  Alt: { zh: '图片说明', en: 'Alt text' },
  PublishAt: { zh: '发布时间', en: 'Publish at' },
  Slug: { zh: '链接别名', en: 'URL slug' },
  NameZh: { zh: '中文名称', en: 'Name (Chinese)' },
} satisfies Record<string, Bilingual>;
