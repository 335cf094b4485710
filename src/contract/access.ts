/**
 * Where each governed call sits in the menu tree (spec §6): the menu paths that open it (any one
 * suffices) and, for a call that changes something, the button code it needs on that menu.
 * The server enforces these on every call; the browser gates the same buttons with <Gate>; the
 * seed creates every button named here. One table, read by all three.
 */

/** The node that marks the external tree (spec §2.19). */
export const EXTERNAL_MENU = 'EXTERNAL_MENU';

export type MenuTreeKind = 'internal' | 'external';

export interface Access {
  /** The menu paths that open this call; holding any one of them is enough. */
  menus: readonly string[];
  /** The button code needed on that menu (for calls that change something). */
  button?: string;
  /** Only platform staff (the internal side) may make this call, whatever the menus say. */
  platformOnly?: boolean;
}

const MENU_ADMIN = ['/system/menu', '/internal/MaintenanceMenu', '/internal/ExternalMaintenanceMenu'];
const COMPANY_ROLES = ['/system/role/companyRole', '/system/role/roleEdit'];
const TEMPLATE_ROLES = ['/system/company/customer/customerRole', '/system/company/provider/providerRole'];
const EMPLOYEES = ['/system/employee/list'];
const APPLICATIONS = ['/system/CompanyApplication', '/system/CompanyAudit', '/system/CompanyAuditFinish'];
const CUSTOMERS = ['/system/company/customer/customerList'];
const PROVIDERS = ['/system/company/provider/providerList'];
const SALESPEOPLE = ['/system/company/customer/CustomerBusinessPersonnel'];
const PERMISSIONS = ['/system/permission/permissionList'];

const read = (menus: readonly string[], platformOnly = false): Access => (platformOnly ? { menus, platformOnly } : { menus });
const act = (menus: readonly string[], button: string, platformOnly = false): Access =>
  platformOnly ? { menus, button, platformOnly } : { menus, button };

export const ACCESS = {
  menuRead: read(MENU_ADMIN, true),
  menuEdit: act(MENU_ADMIN, 'edit', true),

  roleRead: read([...COMPANY_ROLES, ...TEMPLATE_ROLES, ...PERMISSIONS, ...EMPLOYEES]),
  roleEdit: act(COMPANY_ROLES, 'edit'),
  roleGrant: act(COMPANY_ROLES, 'grant'),
  templateRoleEdit: act(TEMPLATE_ROLES, 'edit', true),
  templateRoleGrant: act(TEMPLATE_ROLES, 'grant', true),

  permissionRead: read(PERMISSIONS),
  permissionEdit: act(PERMISSIONS, 'edit'),
  permissionImport: act(PERMISSIONS, 'import'),
  permissionExport: act(PERMISSIONS, 'export'),

  employeeRead: read(EMPLOYEES),
  employeeAdd: act(EMPLOYEES, 'add'),
  employeeEdit: act(EMPLOYEES, 'edit'),
  employeeDisable: act(EMPLOYEES, 'disable'),
  employeeRoles: act(EMPLOYEES, 'roles'),
  employeeImport: act(EMPLOYEES, 'import'),
  employeeExport: act(EMPLOYEES, 'export'),
  bindRequestDecide: act(EMPLOYEES, 'approveBind'),

  userRead: read(['/system/user/userList'], true),
  userExport: act(['/system/user/userList'], 'export', true),

  applicationRead: read(APPLICATIONS, true),
  applicationDecide: act(['/system/CompanyAudit'], 'audit', true),
  applicationExport: act(APPLICATIONS, 'export', true),

  companyCreate: read(['/system/company/CreateCompany'], true),
  currentCompanyRead: read(['/system/CurrentCompanyDetail', '/system/company/editCompanyInfo']),
  currentCompanyEdit: read(['/system/company/editCompanyInfo']),

  customerRead: read(CUSTOMERS, true),
  customerEdit: act(CUSTOMERS, 'edit', true),
  customerImport: act(CUSTOMERS, 'import', true),
  customerExport: act(CUSTOMERS, 'export', true),
  providerRead: read(PROVIDERS, true),
  providerEdit: act(PROVIDERS, 'edit', true),
  providerImport: act(PROVIDERS, 'import', true),
  providerExport: act(PROVIDERS, 'export', true),

  salespeopleRead: read([...SALESPEOPLE, ...CUSTOMERS, ...PROVIDERS], true),
  salespeopleAssign: act(SALESPEOPLE, 'assign', true),

  messageSentRead: read(['/system/messageManage']),
  messageSend: act(['/system/messageManage'], 'send'),
  globalMessageSend: read(['/system/sendGlobalMessage'], true),
  globalMessageRead: read(['/system/globalMessageList', '/system/sendGlobalMessage'], true),
  globalMessageWithdraw: act(['/system/globalMessageList'], 'withdraw', true),

  /** making SIs: the customer's submit pages, or staff making them */
  siSubmit: read(['/external/workbench/siSubmit', '/tdManage/siMake', '/tdManage/siCreator']),
  siRead: read([
    '/external/workbench/SISubimtList', '/external/workbench/siSubmit', '/external/workbench/SILogs', '/external/workbench/siSubmitLog',
    '/tdManage/siCheck', '/tdManage/internalSiList', '/tdManage/siDataList', '/tdManage/siMake', '/tdManage/workbench', '/tdManage/siSubmitLog', '/tdManage/siCreator', '/tdManage/siMakeTd',
  ]),
  siOnBehalf: act(['/tdManage/siCreator', '/tdManage/siMake'], 'onBehalf', true),
  siReview: act(['/tdManage/siCheck'], 'review', true),
  siTemplates: read(['/external/workbench/siTemplate', '/external/workbench/siSubmit', '/tdManage/siMake']),

  auditRead: read([...MENU_ADMIN, ...COMPANY_ROLES, ...TEMPLATE_ROLES, ...EMPLOYEES, ...PERMISSIONS, ...SALESPEOPLE]),
} as const satisfies Record<string, Access>;

export type AccessKey = keyof typeof ACCESS;

/** Button names for the maintenance screens (the seed gives every button of ACCESS these titles). */
export const BUTTON_TITLES: Record<string, { zh: string; en: string }> = {
  edit: { zh: '编辑', en: 'Edit' },
  grant: { zh: '授权', en: 'Grant' },
  add: { zh: '新增', en: 'Add' },
  disable: { zh: '停用/启用', en: 'Disable/enable' },
  roles: { zh: '分配角色', en: 'Assign roles' },
  import: { zh: '导入', en: 'Import' },
  export: { zh: '导出', en: 'Export' },
  approveBind: { zh: '审批绑定申请', en: 'Decide bind requests' },
  audit: { zh: '审核', en: 'Audit' },
  assign: { zh: '分配业务员', en: 'Assign salespeople' },
  send: { zh: '发送', en: 'Send' },
  withdraw: { zh: '撤回', en: 'Withdraw' },
  onBehalf: { zh: '代客户提交', en: 'Submit for a customer' },
  review: { zh: '审核', en: 'Review' },
};

/** Every (menu path, button code) pair that ACCESS names: what the seed must create. */
export function accessButtons(): { menu: string; code: string }[] {
  const seen = new Set<string>();
  const out: { menu: string; code: string }[] = [];
  for (const a of Object.values(ACCESS) as Access[]) {
    if (!a.button) continue;
    for (const menu of a.menus) {
      const key = `${menu.toLowerCase()}#${a.button}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ menu, code: a.button });
    }
  }
  return out;
}

/** The granted menus of one employee: lower-cased path → button codes (spec §6: paths case-insensitive). */
export type Grants = ReadonlyMap<string, ReadonlySet<string>>;

/** Whether these grants open a call (the side check is the server's, it knows the company). */
export function grantsAllow(grants: Grants, access: Access): boolean {
  return access.menus.some((m) => {
    const buttons = grants.get(m.toLowerCase());
    return !!buttons && (!access.button || buttons.has(access.button));
  });
}
