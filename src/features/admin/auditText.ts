import type { Language } from '../../i18n/language';
import type { TextKey } from '../../i18n/dictionary';
import { translate } from '../../i18n/useT';
import { STATUS_TEXT } from './statusText';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';
import { actionText, changeDescriber } from '../../ui/audit/changeText';
import type { ChangeLogVocabulary } from '../../ui/audit/ChangeLog';

/**
 * The change log as people read it: the recorded action in their language, and the recorded
 * detail (server/modules/*: `recordChange`) as "field: before → after" lines instead of JSON.
 */

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

/**
 * The recorded detail of one change as lines a person reads: plain facts as "field: value",
 * edits as "field: before → after" (src/ui/audit/changeText.ts, in the admin module's words).
 */
export const describeChange = changeDescriber({
  fields: FIELDS,
  values: VALUES,
  codedFields: CODED_FIELDS,
  identity: IDENTITY,
  beforeOf: BEFORE_OF,
  booleans: { passwordChanged: { yes: adminWords.changed, no: adminWords.unchanged } },
  quietWhenFalse: new Set(['passwordChanged']),
});

/** The admin module's change log: its subjects, actions and lines. */
export const ADMIN_CHANGES: ChangeLogVocabulary = { subject: subjectText, action: actionText, describe: describeChange };
