import { defineWords } from '../../i18n/words';

/** The workbench module's words in both languages: `useWords(workbenchWords)` in its screens. */
export const workbenchWords = defineWords({
  // CustomerDesk.tsx
  newSi: { zh: '新建SI', en: 'New SI' },
  frequentActions: { zh: '常用操作', en: 'Actions' },
  latestSis: { zh: '最近的SI', en: 'Latest SIs' },
  siListCouldNot: { zh: 'SI列表暂时无法加载。', en: 'The SI list could not be loaded.' },
  noSisYetMake: { zh: '还没有SI。从订舱新建第一票SI。', en: 'No SIs yet. Make the first one from a booking.' },
  siNo: { zh: 'SI号', en: 'SI no.' },
  booking: { zh: '订舱号', en: 'Booking' },
  allSis: { zh: '全部SI', en: 'All SIs' },
  // RecentPages.tsx
  recentlyOpened: { zh: '最近访问', en: 'Recently opened' },
  noPagesOpenedYet: { zh: '还没有打开过页面。按 Ctrl+K 搜索页面或命令。', en: 'No pages opened yet. Press Ctrl+K to search pages or commands.' },
  // StaffDesk.tsx
  siReview: { zh: 'SI审核', en: 'SI review' },
  sisAwaitingReview: { zh: '票SI待审核', en: 'SIs awaiting review' },
  openReviewQueue: { zh: '打开审核队列', en: 'Open the review queue' },
  applicationsToAudit: { zh: '个申请待审核', en: 'applications to audit' },
  auditThem: { zh: '去审核', en: 'Audit them' },
  bindRequestsToDecide: { zh: '个绑定申请待处理', en: 'bind requests to decide' },
  openEmployeeList: { zh: '打开员工列表', en: 'Open the employee list' },
  // ModuleCards.tsx
  cardsCouldNot: { zh: '工作卡片暂时无法加载。', en: 'The work cards could not be loaded.' },
  // with values
  daysAndClock: (days: number, clock: string) => ({ zh: `${days} 天 ${clock}`, en: `${days} d ${clock}` }),
  hello: (name: string) => ({ zh: `${name}，您好。`, en: `Hello, ${name}.` }),
});
