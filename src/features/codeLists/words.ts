import { codeListRefusalWords, codeListSheetWords } from '../../contract/codeLists/words';
import { commonFieldWords } from '../../contract/words';
import { commonWords } from '../../i18n/commonWords';
import { defineWords } from '../../i18n/words';

/** The code lists' screen (基础代码, issue 51). */
export const codeListWords = defineWords({
  lists: { zh: '代码表', en: 'Code lists' },
  newList: { zh: '新建代码表', en: 'New code list' },
  editList: { zh: '编辑代码表', en: 'Edit the code list' },
  deleteList: { zh: '删除代码表', en: 'Delete the code list' },
  searchLists: { zh: '搜索代码表', en: 'Search code lists' },
  searchEntries: { zh: '搜索代码或名称', en: 'Search codes or names' },
  noLists: { zh: '没有匹配的代码表', en: 'No code list matches' },
  pick: { zh: '选择左侧的代码表查看它的代码', en: 'Pick a code list on the left to see its codes' },
  SYSTEM: { zh: '系统', en: 'System' },
  CUSTOM: { zh: '自定义', en: 'Custom' },
  systemNote: {
    zh: '系统代码表的代码由程序读取：可以修改名称、顺序和备注，或停用；不能新增或删除代码。',
    en: 'The product reads a system list’s codes: rename, reorder, annotate or deactivate them; codes cannot be added or deleted.',
  },
  readByNone: { zh: '目前没有模块读取此代码表，代码均未被使用。', en: 'No module reads this list yet: none of its codes is in use.' },
  readBy: { zh: '读取此代码表的模块：', en: 'Read by: ' },
  entriesCount: (n: number, active: number) => ({ zh: `${n} 个代码，${active} 个启用`, en: `${n} codes, ${active} active` }),
  newEntry: { zh: '新增代码', en: 'New code' },
  editEntry: { zh: '编辑代码', en: 'Edit the code' },
  order: { zh: '顺序', en: 'Order' },
  nameZh: { zh: '中文名', en: 'Chinese label' },
  inUse: { zh: '使用数', en: 'Uses' },
  notUsed: { zh: '未使用', en: 'Not used' },
  exportSheet: { zh: '导出代码', en: 'Export the codes' },
  importSheet: { zh: '导入代码', en: 'Import codes' },
  history: commonWords.historyOfChanges,
  noHistory: { zh: '还没有修改记录', en: 'No changes yet' },
  who: { zh: '修改人', en: 'Changed by' },
  what: { zh: '修改内容', en: 'What changed' },
  CREATED: { zh: '新建代码表', en: 'List created' },
  EDITED: { zh: '修改代码表', en: 'List edited' },
  SEEDED: { zh: '初始化', en: 'Seeded' },
  REORDERED: { zh: '调整顺序', en: 'Reordered' },
  ENTRY_ADDED: { zh: '新增代码', en: 'Code added' },
  ENTRY_EDITED: { zh: '修改代码', en: 'Code edited' },
  ENTRY_DELETED: { zh: '删除代码', en: 'Code deleted' },
  confirmDeleteEntry: (code: string) => ({ zh: `删除代码 ${code}？`, en: `Delete the code ${code}?` }),
  confirmDeleteList: (code: string) => ({ zh: `删除代码表 ${code} 及其全部代码？`, en: `Delete the code list ${code} with all its codes?` }),
  keysHint: { zh: '快捷键：/ 搜索，n 新增代码，h 修改历史', en: 'Keys: / search, n new code, h history' },
  stale: codeListRefusalWords.stale,
  yes: codeListSheetWords.yes,
  no: codeListSheetWords.no,
  description: commonFieldWords.Description,
  ...pick(commonWords),
});

function pick(w: typeof commonWords) {
  return {
    code: w.code,
    englishName: w.englishName,
    remarks: w.remarks,
    active: w.active,
    edit: w.edit,
    delete: w.delete,
    enable: w.enable,
    disable: w.disable,
    moveUp: w.moveUp,
    moveDown: w.moveDown,
    cancel: w.cancel,
    save: w.save,
    saved: w.saved,
    actions: w.actions,
    when: w.when,
    kind: w.kind,
    listSeparator: w.listSeparator,
  };
}
