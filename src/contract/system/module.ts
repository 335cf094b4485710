import { act, read } from '../accessRow';
import { contractModule } from '../registry';

const MENU_ADMIN = ['/system/menu', '/internal/MaintenanceMenu', '/internal/ExternalMaintenanceMenu'];
const COMPANY_ROLES = ['/system/role/companyRole', '/system/role/roleEdit'];
const TEMPLATE_ROLES = ['/system/company/customer/customerRole', '/system/company/provider/providerRole'];
const EMPLOYEES = ['/system/employee/list'];
const APPLICATIONS = ['/system/CompanyApplication', '/system/CompanyAudit', '/system/CompanyAuditFinish'];
const CUSTOMERS = ['/system/company/customer/customerList'];
const PROVIDERS = ['/system/company/provider/providerList'];
const SALESPEOPLE = ['/system/company/customer/CustomerBusinessPersonnel'];
const PERMISSIONS = ['/system/permission/permissionList'];

/** Permissions, menus and system administration (issue 4): menus, roles, employees, companies, the change log. */
export const systemContract = contractModule({
  name: 'system',
  paths: {
    currentEmployeeMenuTree: '/api/Employee/GetCurrentEmployeeMenuTree',
    menuTree: '/api/Menu/Tree',
    menuSave: '/api/Menu/Save',
    menuMove: '/api/Menu/Move',
    menuDelete: '/api/Menu/Delete',
    menuSaveButton: '/api/Menu/SaveButton',
    menuDeleteButton: '/api/Menu/DeleteButton',
    roleList: '/api/Role/List',
    roleSave: '/api/Role/Save',
    roleDelete: '/api/Role/Delete',
    roleGrants: '/api/Role/Grants',
    roleSetGrants: '/api/Role/SetGrants',
    permissionList: '/api/Permission/List',
    permissionSave: '/api/Permission/Save',
    permissionDelete: '/api/Permission/Delete',
    employeeList: '/api/Employee/List',
    employeeDetail: '/api/Employee/Detail',
    employeeSave: '/api/Employee/Save',
    employeeSetStatus: '/api/Employee/SetStatus',
    employeeSetRoles: '/api/Employee/SetRoles',
    userList: '/api/User/List',
    applicationList: '/api/CompanyApplication/List',
    applicationDecide: '/api/CompanyApplication/Decide',
    companyCreate: '/api/Company/Create',
    companyCurrent: '/api/Company/Current',
    companyEditCurrent: '/api/Company/EditCurrent',
    customerList: '/api/Company/CustomerList',
    providerList: '/api/Company/ProviderList',
    companyDetail: '/api/Company/Detail',
    companyEdit: '/api/Company/Edit',
    salespeopleAssign: '/api/Company/AssignSalesperson',
    salespeopleRemove: '/api/Company/RemoveSalesperson',
    salespeopleCandidates: '/api/Company/SalespersonCandidates',
    auditList: '/api/Audit/List',
    myAccess: '/api/CurrentEmployee/MyAccess',
  },
  access: {
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

    auditRead: read([...MENU_ADMIN, ...COMPANY_ROLES, ...TEMPLATE_ROLES, ...EMPLOYEES, ...PERMISSIONS, ...SALESPEOPLE]),
  },
  buttons: {
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
  },
});
