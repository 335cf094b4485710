// The codemod's keys (scripts/codemods/words.ts): camelCase from the English text, longer until
// unique in its table, or a fixed override where the English does not give a good one.

export interface Pair {
  zh: string;
  en: string;
}

export const pairId = (p: Pair) => `${p.zh}|${p.en}`;

/** Keys the English text does not give well (or gives twice), by `zh|en`. */
const OVERRIDES: Record<string, string> = {
  'EN|中文': 'otherLanguage',
  '、|, ': 'listSeparator',
  '；|; ': 'noteSeparator',
  // admin
  '创建时间|Created': 'createdAt',
  '同意|Approve': 'agree',
  '已同意|Approved': 'agreed',
  '员工数|Employees': 'employeeCount',
  '姓名|Name': 'personName',
  '对象类型|On': 'ownerKind',
  '内部菜单|internal menu': 'internalMenuTag',
  '外部菜单|external menu': 'externalMenuTag',
  '客户列表|Customers': 'customerList',
  '供应商列表|Providers': 'providerList',
  '用户列表|Users': 'userList',
  '选择业务员…|Pick a salesperson…': 'pickSalespersonOption',
  '（模板）| (template)': 'templateSuffix',
  '模板|template': 'templateTag',
  '公司名称|Company': 'applicantCompany',
  '所属企业|Companies': 'userCompanies',
  '编码|Code': 'codeField',
  '描述|Description': 'descriptionField',
  '权限项|Item': 'itemField',
  '理由|Reason': 'reasonField',
  '否|no': 'noValue',
  '是|yes': 'yesValue',
  '对象|On': 'ownerField',
  '3–40 位小写字母、数字、点、横线|3–40 lower-case letters, digits, dots, dashes': 'loginNameRule',
  // messages
  '全局消息列表|Global messages': 'globalMessageList',
  '撤回时间|Withdrawn': 'withdrawnAt',
  '发送时间|Sent': 'sentAt',
  '发给|To': 'sendTo',
  '未读|unread': 'unreadState',
  '已读|read': 'readState',
  // si: the review queue's key hints
  '移动|move': 'hintMove',
  '打开|open': 'hintOpen',
  '通过|approve': 'hintApprove',
  '撤销通过|undo the approval': 'hintUndoApproval',
  '退回|return': 'hintReturn',
  '确认退回|return it': 'hintReturnIt',
  // si: the log's event and submission kinds, who created an SI
  '创建|Created': 'actionCreated',
  '提交（待审核）|Submitted (awaiting review)': 'eventSubmitted',
  '修改|Modified': 'eventModified',
  '审核|Reviewed': 'eventReviewed',
  '删除|Deleted': 'actionDeleted',
  '声明非ISO箱|Non-ISO equipment declared': 'eventNonIsoDeclared',
  '首次提交|Submitted': 'kindSubmitted',
  '修改后重新提交|Resubmitted': 'kindResubmitted',
  '客户自建|By the customer': 'viaCustomer',
  '平台代客户|By staff for the customer': 'viaStaff',
  '提交时间|Submitted': 'submittedAt',
  '修改后重新提交|Correct and resubmit': 'correctAndResubmitTitle',
  'SI制作（代客户）|Make SIs for a customer': 'makeSisForCustomerTitle',
  // si: fields and columns
  '货物描述|Goods': 'goodsDescription',
  '英文品名|Goods': 'goodsEnglish',
  '箱型箱量|Boxes': 'boxSummary',
  '套用模板…|Apply a template…': 'applyTemplateOption',
  '非ISO箱|Non-ISO': 'nonIsoBox',
  '6–10 位数字|6 to 10 digits': 'sixToTenDigits',
  '模板名称|Name': 'templateNameColumn',
  '更新时间|Updated': 'updatedAt',
  '提交人|By': 'submittedBy',
  '已有SI|SIs': 'existingSis',
  // si: the words of a problem's place in the record ("box 2 line 1 weight")
  '箱号|container': 'pathContainer',
  '箱型|type': 'pathType',
  '封号|seal': 'pathSeal',
  '包装|package': 'pathPackage',
  '件数合计|packages': 'pathTotalPackages',
  '毛重合计|weight': 'pathTotalWeight',
  '体积合计|volume': 'pathTotalVolume',
  '明细|lines': 'pathLines',
  '英文品名|goods': 'pathGoods',
  '唛头|marks': 'pathMarks',
  '件数|packages': 'pathPackages',
  '毛重|weight': 'pathWeight',
  '体积|volume': 'pathVolume',
  // workbench
  '常用操作|Actions': 'frequentActions',
};

const STOP = new Set(['the', 'a', 'an']);
function words(en: string): string[] {
  const all = en
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const kept = all.filter((w) => !STOP.has(w.toLowerCase()));
  return kept.length ? kept : all;
}
function camel(parts: string[]): string {
  const out = parts
    .map((p, i) => {
      // an acronym (SI, SIs, HS) is a word like any other: approveSi, makeSisForCustomer
      const lower = i === 0 || /^[A-Z]{2,}s?$/.test(p) ? p.toLowerCase() : p;
      return i === 0 ? lower : lower[0]!.toUpperCase() + lower.slice(1);
    })
    .join('')
    .replace(/([A-Z])([A-Z]+)(?![a-z])/g, (_, a: string, b: string) => a + b.toLowerCase()); // B/L: printBl, e.g.: itemEg
  return /^[0-9]/.test(out) ? `n${out}` : out;
}
function candidates(p: Pair): string[] {
  const override = OVERRIDES[pairId(p)];
  if (override) return [override];
  const w = words(p.en);
  const out: string[] = [];
  for (let n = Math.min(4, w.length); n <= w.length; n++) out.push(camel(w.slice(0, n)));
  return out.filter(Boolean);
}

/** Gives each pair a key unique in `taken` (key -> pair id); a pair with no free key is reported. */
export function assign(pairs: Pair[], taken: Map<string, string>, unresolved: string[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const p of pairs) {
    const id = pairId(p);
    const key = candidates(p).find((k) => !taken.has(k) || taken.get(k) === id);
    if (!key) {
      unresolved.push(
        `${id} (tried ${candidates(p).join(', ')}; taken by ${candidates(p)
          .map((k) => taken.get(k))
          .join(' / ')})`,
      );
      continue;
    }
    taken.set(key, id);
    keys.set(id, key);
  }
  return keys;
}
