import type { Language } from '../../i18n/language';
import type { TextKey } from '../../i18n/dictionary';
import { translate } from '../../i18n/useT';
import { STATUS_TEXT } from './tr';

/**
 * The change log as people read it: the recorded action in their language, and the recorded
 * detail (server/modules/*: `recordChange`) as "field: before → after" lines instead of JSON.
 */

const ACTIONS: Record<string, TextKey> = {
  added: 'auditActionAdded',
  created: 'auditActionCreated',
  edited: 'auditActionEdited',
  deleted: 'auditActionDeleted',
  moved: 'auditActionMoved',
  granted: 'auditActionGranted',
  set: 'auditActionSet',
  removed: 'auditActionRemoved',
  'roles set': 'auditActionRolesSet',
  disabled: 'auditActionDisabled',
  enabled: 'auditActionEnabled',
  approved: 'auditActionApproved',
  rejected: 'auditActionRejected',
  assigned: 'auditActionAssigned',
  'bind offered': 'auditActionBindOffered',
  'bind accepted': 'auditActionBindAccepted',
  'bind declined': 'auditActionBindDeclined',
};

const SUBJECTS: Record<string, TextKey> = {
  menu: 'auditSubjectMenu',
  menuButton: 'auditSubjectMenuButton',
  role: 'auditSubjectRole',
  roleGrants: 'auditSubjectRoleGrants',
  permission: 'auditSubjectPermission',
  employee: 'auditSubjectEmployee',
  employeeRoles: 'auditSubjectEmployeeRoles',
  salesperson: 'auditSubjectSalesperson',
  company: 'auditSubjectCompany',
  application: 'auditSubjectApplication',
  bindRequest: 'auditSubjectBindRequest',
};

/** A recorded action word (`roles set`) in the reader's language; an unknown one as it was recorded. */
export const actionText = (action: string, lang: Language) => (ACTIONS[action] ? translate(ACTIONS[action]!, lang) : action);

/** What a kind of record is called in the change log's subject switch. */
export const subjectText = (entity: string, lang: Language) => (SUBJECTS[entity] ? translate(SUBJECTS[entity]!, lang) : entity);

type Bi = { zh: string; en: string };
const FIELDS: Record<string, Bi> = {
  name: { zh: '名称', en: 'Name' },
  nameEn: { zh: '英文名称', en: 'English name' },
  loginName: { zh: '企业登录名', en: 'Company login' },
  userAccount: { zh: '绑定用户', en: 'Bound user' },
  phone: { zh: '电话', en: 'Phone' },
  email: { zh: '邮箱', en: 'E-mail' },
  isAdmin: { zh: '公司管理员', en: 'Company admin' },
  passwordChanged: { zh: '密码', en: 'Password' },
  employee: { zh: '员工', en: 'Employee' },
  employeeId: { zh: '员工编号', en: 'Employee id' },
  roles: { zh: '角色', en: 'Roles' },
  role: { zh: '角色', en: 'Role' },
  tree: { zh: '菜单树', en: 'Menu tree' },
  path: { zh: '路径', en: 'Path' },
  title: { zh: '标题', en: 'Title' },
  parentId: { zh: '上级菜单', en: 'Parent menu' },
  parent: { zh: '上级菜单', en: 'Parent menu' },
  index: { zh: '位置', en: 'Position' },
  menu: { zh: '菜单', en: 'Menu' },
  menuId: { zh: '菜单编号', en: 'Menu id' },
  code: { zh: '编码', en: 'Code' },
  description: { zh: '描述', en: 'Description' },
  template: { zh: '模板', en: 'Template' },
  holders: { zh: '持有人数', en: 'Holders' },
  menusAdded: { zh: '新增菜单', en: 'Menus granted' },
  menusRemoved: { zh: '移除菜单', en: 'Menus taken away' },
  buttonsAdded: { zh: '新增按钮', en: 'Buttons granted' },
  buttonsRemoved: { zh: '移除按钮', en: 'Buttons taken away' },
  owner: { zh: '对象', en: 'Holder' },
  item: { zh: '权限项', en: 'Item' },
  permission: { zh: '权限', en: 'Permission' },
  value: { zh: '值', en: 'Value' },
  company: { zh: '企业', en: 'Company' },
  salesperson: { zh: '业务员', en: 'Salesperson' },
  reason: { zh: '理由', en: 'Reason' },
  contactName: { zh: '联系人', en: 'Contact' },
  contactPhone: { zh: '联系电话', en: 'Contact phone' },
  address: { zh: '地址', en: 'Address' },
  remark: { zh: '备注', en: 'Remark' },
  status: { zh: '状态', en: 'Status' },
  kind: { zh: '类型', en: 'Kind' },
  via: { zh: '来源', en: 'Through' },
  byUser: { zh: '用户', en: 'User' },
};

/** Words stored as codes, shown as words. */
const VALUES: Record<string, Bi> = {
  ...STATUS_TEXT,
  internal: { zh: '内部', en: 'Internal' },
  external: { zh: '外部', en: 'External' },
  import: { zh: 'Excel 导入', en: 'Excel import' },
  form: { zh: '表单', en: 'Form' },
};
const CODED_FIELDS = new Set(['status', 'kind', 'tree', 'template', 'via']);

/** Fields that name the record: shown as context even when they did not change. */
const IDENTITY = ['name', 'employee', 'role', 'owner', 'company', 'menu', 'path'];

/** Where a lone `before` (a scalar or a list) is the old value of: its new value is this field of the detail. */
const BEFORE_OF: Record<string, string> = { menuButton: 'code', employeeRoles: 'roles' };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const label = (key: string, lang: Language) => FIELDS[key]?.[lang] ?? key;

function value(key: string, v: unknown, lang: Language): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') {
    if (key === 'passwordChanged') return v ? (lang === 'zh' ? '已修改' : 'changed') : lang === 'zh' ? '未修改' : 'unchanged';
    return v ? (lang === 'zh' ? '是' : 'yes') : lang === 'zh' ? '否' : 'no';
  }
  if (Array.isArray(v)) return v.length ? v.map((x) => value(key, x, lang)).join(lang === 'zh' ? '、' : ', ') : '—';
  if (isPlainObject(v)) return JSON.stringify(v);
  const text = String(v);
  return CODED_FIELDS.has(key) && VALUES[text] ? VALUES[text]![lang] : text;
}

/** Nothing worth a line: absent, empty, an empty list, or an unchanged password. */
const blank = (key: string, v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length) || (key === 'passwordChanged' && v === false);

/**
 * The recorded detail of one change as lines a person reads: plain facts as "field: value",
 * changes as "field: before → after" (only the fields that changed), moves as "from → to".
 */
export function describeChange(entity: string, detail: Record<string, unknown> | null | undefined, lang: Language): string[] {
  if (!isPlainObject(detail)) return [];
  const rest: Record<string, unknown> = { ...detail };
  const context: string[] = [];
  const changes: string[] = [];
  const pair = (key: string, before: unknown, after: unknown) => {
    const [b, a] = [value(key, before, lang), value(key, after, lang)];
    if (b !== a) changes.push(`${label(key, lang)}: ${b} → ${a}`);
    else if (IDENTITY.includes(key) && a !== '—') context.push(`${label(key, lang)}: ${a}`);
  };

  const { before, after } = detail;
  delete rest.before;
  delete rest.after;
  if (isPlainObject(before)) {
    // edited records: before and after objects, or before beside the new values at the top
    const next = isPlainObject(after) ? after : rest;
    const keys = [...new Set([...Object.keys(before), ...(isPlainObject(after) ? Object.keys(after) : [])])];
    for (const key of keys) {
      pair(key, before[key], next[key]);
      if (!isPlainObject(after)) delete rest[key];
    }
  } else if (before !== undefined || after !== undefined) {
    const field = BEFORE_OF[entity] ?? 'value';
    const next = after !== undefined ? after : rest[field];
    delete rest[field];
    pair(field, before, next);
  }
  // a move: fromParent / toParent as one line
  for (const key of Object.keys(rest)) {
    const m = /^from([A-Z]\w*)$/.exec(key);
    const to = m ? `to${m[1]}` : undefined;
    if (m && to && to in rest) {
      const field = m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1);
      const [b, a] = [value(field, rest[key], lang), value(field, rest[to], lang)];
      changes.push(`${label(field, lang)}: ${b} → ${a}`);
      delete rest[key];
      delete rest[to];
    }
  }
  const facts = Object.entries(rest)
    .filter(([key, v]) => !blank(key, v))
    .map(([key, v]) => `${label(key, lang)}: ${value(key, v, lang)}`);
  return [...context, ...facts, ...changes];
}
