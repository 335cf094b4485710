import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { portalFieldWords as F } from '../../../contract/portal/words';
import { portalWords } from '../words';

/** Product and service cards' words (§14, §15.2). */
export const productWords = defineWords({
  add: { zh: '新增产品服务', en: 'Add a card' },
  name: { zh: '产品服务名称', en: 'Name' },
  icon: { zh: '图标（如 ship、airplane、truck）', en: 'Icon (e.g. ship, airplane, truck)' },
  summary: { zh: '简介', en: 'Summary' },
  body: { zh: '详细介绍', en: 'Description' },
  servicePath: F.ServicePath,
  noServicePage: { zh: '不链接', en: 'None' },
  order: { zh: '排序（小的在前）', en: 'Order (lower first)' },
  shown: F.Enabled,
  hidden: { zh: '不显示', en: 'Not shown' },
  visible: { zh: '显示中', en: 'Shown' },
  none: { zh: '还没有产品服务', en: 'No cards yet' },
  noneShown: { zh: '暂无产品服务介绍。', en: 'No products or services are described yet.' },
  more: { zh: '了解详情', en: 'Learn more' },
  save: commonWords.save,
  cancel: commonWords.cancel,
  edit: commonWords.edit,
  remove: portalWords.remove,
  saved: commonWords.saved,
  removed: portalWords.removed,
  loading: portalWords.loading,
});
