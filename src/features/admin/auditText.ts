import type { Language } from '../../i18n/language';
import type { TextKey } from '../../i18n/dictionary';
import { translate } from '../../i18n/useT';
import { STATUS_TEXT } from './statusText';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

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
  carrier: 'auditSubjectCarrier',
  port: 'auditSubjectPort',
  exchangeRate: 'auditSubjectExchangeRate',
};

/** A recorded action word (`roles set`) in the reader's language; an unknown one as it was recorded. */
export const actionText = (action: string, lang: Language) => (ACTIONS[action] ? translate(ACTIONS[action]!, lang) : action);

/** What a kind of record is called in the change log's subject switch. */
export const subjectText = (entity: string, lang: Language) => (SUBJECTS[entity] ? translate(SUBJECTS[entity]!, lang) : entity);

type Bi = { zh: string; en: string };
const FIELDS: Record<string, Bi> = {
  name: adminWords.name,
  nameEn: adminWords.englishName,
  loginName: adminWords.companyLogin,
  userAccount: adminWords.boundUser,
  phone: adminWords.phone,
  email: adminWords.eMail,
  isAdmin: adminWords.companyAdmin,
  passwordChanged: commonWords.password,
  employee: adminWords.employee,
  employeeId: adminWords.employeeId,
  roles: commonWords.roles,
  role: adminWords.role,
  tree: adminWords.menuTree,
  path: commonWords.path,
  title: commonWords.title,
  parentId: adminWords.parentMenu,
  parent: adminWords.parentMenu,
  index: adminWords.position,
  menu: commonWords.menu,
  menuId: adminWords.menuId,
  code: adminWords.codeField,
  description: adminWords.descriptionField,
  template: adminWords.template,
  holders: adminWords.holders,
  menusAdded: adminWords.menusGranted,
  menusRemoved: adminWords.menusTakenAway,
  buttonsAdded: adminWords.buttonsGranted,
  buttonsRemoved: adminWords.buttonsTakenAway,
  owner: adminWords.holder,
  item: adminWords.itemField,
  permission: adminWords.permission,
  value: adminWords.value,
  company: adminWords.company,
  salesperson: adminWords.salesperson,
  reason: adminWords.reasonField,
  contactName: adminWords.contact,
  contactPhone: commonWords.contactPhone,
  address: adminWords.address,
  remark: adminWords.remark,
  status: commonWords.status,
  kind: commonWords.kind,
  via: adminWords.through,
  byUser: adminWords.user,
};

/** Words stored as codes, shown as words. */
const VALUES: Record<string, Bi> = {
  ...STATUS_TEXT,
  internal: adminWords.internal,
  external: adminWords.external,
  import: adminWords.excelImport,
  form: adminWords.form,
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
    if (key === 'passwordChanged') return v ? adminWords.changed[lang] : adminWords.unchanged[lang];
    return v ? adminWords.yesValue[lang] : adminWords.noValue[lang];
  }
  if (Array.isArray(v)) return v.length ? v.map((x) => value(key, x, lang)).join(commonWords.listSeparator[lang]) : '—';
  if (isPlainObject(v)) return JSON.stringify(v);
  const text = String(v);
  return CODED_FIELDS.has(key) && VALUES[text] ? VALUES[text]![lang] : text;
}

/** Nothing worth a line: absent, empty, an empty list, or an unchanged password. */
const blank = (key: string, v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length) || (key === 'passwordChanged' && v === false);

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
