import { Type } from '@sinclair/typebox';
import type { MenuTreeKind } from '../access';
import type { CompanyWire, EmployeeRowWire, MenuNode, Role } from '../admin';
import type { PendingBind, PermissionItem } from '../auth';
import { defineCall, Nothing } from '../call';
import { id, listPageOf, nullable, strict, text, textOf, wire } from '../schema';
import { systemContract } from './module';

/**
 * The calls of the system administration screens (menus, roles, permission items, employees,
 * companies, salespeople), typed for the browser. The inputs are the server's route schemas
 * (server/modules/{access,staff,companies}); the answers are named by their wire interfaces
 * (src/contract/admin.ts) until the routes serialise by a schema of their own.
 */
const P = systemContract.paths;
const A = systemContract.access;
/** Ids of rows, each once (at most 5000), as the server takes them. */
const ids = Type.Array(id, { maxItems: 5000, uniqueItems: true });
const ROLE_SCOPES = ['company', 'customer', 'provider', 'assignable'] as const;

/** A role's grants as its edit screen checks them. */
export interface RoleGrants {
  RoleId: number;
  Name: string;
  Description: string;
  TemplateKind: 'customer' | 'provider' | null;
  Tree: MenuTreeKind;
  MenuIds: number[];
  ButtonIds: number[];
  Menus: MenuNode[];
}

/** Who I am here: my roles, permission items and the salespeople links. */
export interface MyAccess {
  IsAdmin: boolean;
  Side: 'internal' | 'external';
  Roles: { Id: number; Name: string; IsTemplate: boolean }[];
  Permissions: PermissionItem[];
  SalesFor: { CompanyId: number; CompanyName: string }[];
  Salespeople: { EmployeeId: number; Name: string }[];
}

/** An internal employee who may serve customers and providers, and how many they serve. */
export interface SalespersonCandidate {
  EmployeeId: number;
  Name: string;
  Companies: number;
}

/** One employee as its edit screen shows it. */
export type EmployeeDetail = EmployeeRowWire & { Permissions: PermissionItem[]; PendingBind: PendingBind | null };

/** A company's contact phone (empty, or digits, spaces and dashes with an optional leading +), e-mail (empty or an address) and code. */
export const COMPANY_PHONE = Type.String({ pattern: '^(\\+?[0-9][0-9 -]{5,19})?$' });
export const COMPANY_EMAIL = Type.String({ maxLength: 200, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' });
export const COMPANY_CODE = Type.String({ pattern: '^[A-Z0-9][A-Z0-9-]{1,29}$' });

const companyFields = {
  Name: text(100, 2),
  NameEn: Type.Optional(text(200)),
  ContactName: Type.Optional(text(60)),
  ContactPhone: Type.Optional(COMPANY_PHONE),
  Email: Type.Optional(COMPANY_EMAIL),
  Address: Type.Optional(text(200)),
  Remark: Type.Optional(text(500)),
};
/** An item or permission key: letters, digits and `_.:-`, 1 to 60. */
const permissionKey = Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,60}$' });
const permissionItem = { OwnerKind: textOf(['role', 'employee']), OwnerId: id, ItemKey: permissionKey, PermissionKey: permissionKey };
/** A menu node's parent: a node, or null (the root), as `anyOf`. */
const parentId = Type.Union([id, Type.Null()]);

export const systemCalls = {
  menuTree: defineCall({
    method: 'GET',
    path: P.menuTree,
    input: strict({ Tree: textOf(['internal', 'external']) }),
    answer: wire<MenuNode[]>(),
    access: A.menuRead,
  }),
  menuSave: defineCall({
    method: 'POST',
    path: P.menuSave,
    input: strict({
      Id: Type.Optional(id),
      Tree: textOf(['internal', 'external']),
      ParentId: Type.Optional(parentId),
      Path: text(200, 1),
      Title: text(60, 1),
      TitleEn: Type.Optional(text(120)),
      Icon: Type.Optional(text(40)),
    }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.menuEdit,
  }),
  menuMove: defineCall({
    method: 'POST',
    path: P.menuMove,
    input: strict({ Id: id, ParentId: parentId, Index: Type.Integer({ minimum: 0, maximum: 10_000 }) }),
    answer: Nothing,
    access: A.menuEdit,
  }),
  menuDelete: defineCall({ method: 'POST', path: P.menuDelete, input: strict({ Id: id }), answer: Nothing, access: A.menuEdit }),
  menuSaveButton: defineCall({
    method: 'POST',
    path: P.menuSaveButton,
    input: strict({
      Id: Type.Optional(id),
      MenuId: id,
      Code: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,39}$' }),
      Name: text(40, 1),
      NameEn: Type.Optional(text(80)),
    }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.menuEdit,
  }),
  menuDeleteButton: defineCall({ method: 'POST', path: P.menuDeleteButton, input: strict({ Id: id }), answer: Nothing, access: A.menuEdit }),

  roleList: defineCall({
    method: 'GET',
    path: P.roleList,
    input: strict({ Scope: Type.Optional(textOf(ROLE_SCOPES)), PageSize: Type.Optional(Type.Integer()), Page: Type.Optional(Type.Integer()) }),
    answer: listPageOf(wire<Role>()),
    access: A.roleRead,
  }),
  roleSave: defineCall({
    method: 'POST',
    path: P.roleSave,
    input: strict({ Id: Type.Optional(id), Scope: textOf(['company', 'customer', 'provider']), Name: text(40, 1), Description: Type.Optional(text(200)) }),
    answer: Type.Unknown(),
    access: A.roleRead,
  }),
  roleDelete: defineCall({ method: 'POST', path: P.roleDelete, input: strict({ Id: id }), answer: Nothing, access: A.roleRead }),
  roleGrants: defineCall({ method: 'GET', path: P.roleGrants, input: strict({ Id: id }), answer: wire<RoleGrants>(), access: A.roleRead }),
  roleSetGrants: defineCall({
    method: 'POST',
    path: P.roleSetGrants,
    input: strict({ Id: id, MenuIds: ids, ButtonIds: ids }),
    answer: Type.Unknown(),
    access: A.roleRead,
  }),

  permissionSave: defineCall({
    method: 'POST',
    path: P.permissionSave,
    input: strict({ ...permissionItem, Value: Type.Optional(text(200)) }),
    answer: Nothing,
    access: A.permissionEdit,
  }),
  permissionDelete: defineCall({ method: 'POST', path: P.permissionDelete, input: strict(permissionItem), answer: Nothing, access: A.permissionEdit }),

  employeeList: defineCall({
    method: 'GET',
    path: P.employeeList,
    input: strict({ Status: Type.Optional(textOf(['active', 'disabled'])), PageSize: Type.Optional(Type.Integer()), Page: Type.Optional(Type.Integer()) }),
    answer: listPageOf(wire<EmployeeRowWire>()),
    access: A.employeeRead,
  }),
  employeeDetail: defineCall({ method: 'GET', path: P.employeeDetail, input: strict({ Id: id }), answer: wire<EmployeeDetail>(), access: A.employeeRead }),
  employeeSave: defineCall({
    method: 'POST',
    path: P.employeeSave,
    input: strict({
      Id: Type.Optional(id),
      Name: text(60, 1),
      LoginName: Type.Optional(text(40)),
      Password: Type.Optional(text(200)),
      UserAccount: Type.Optional(text(200)),
      Phone: Type.Optional(text(20)),
      Email: Type.Optional(text(200)),
      IsAdmin: Type.Optional(Type.Boolean()),
      RoleIds: Type.Optional(ids),
    }),
    answer: Type.Object({ Id: Type.Integer(), BindOffer: nullable(Type.Object({ Account: Type.String() })) }),
    access: A.employeeRead,
  }),
  employeeSetStatus: defineCall({
    method: 'POST',
    path: P.employeeSetStatus,
    input: strict({ Id: id, Status: textOf(['active', 'disabled']) }),
    answer: Type.Unknown(),
    access: A.employeeDisable,
  }),
  employeeSetRoles: defineCall({
    method: 'POST',
    path: P.employeeSetRoles,
    input: strict({ Id: id, RoleIds: ids }),
    answer: Type.Unknown(),
    access: A.employeeRoles,
  }),

  applicationDecide: defineCall({
    method: 'POST',
    path: P.applicationDecide,
    input: strict({ Id: id, Approve: Type.Boolean(), Reason: Type.Optional(text(200)) }),
    answer: Type.Unknown(),
    access: A.applicationDecide,
  }),
  companyCreate: defineCall({
    method: 'POST',
    path: P.companyCreate,
    input: strict({ ...companyFields, Code: Type.Optional(COMPANY_CODE), Kind: textOf(['customer', 'provider']), AdminAccount: Type.Optional(text(200)) }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.companyCreate,
  }),
  companyCurrent: defineCall({ method: 'GET', path: P.companyCurrent, input: strict({}), answer: wire<CompanyWire>(), access: A.currentCompanyRead }),
  companyEditCurrent: defineCall({
    method: 'POST',
    path: P.companyEditCurrent,
    input: strict(companyFields),
    answer: Type.Unknown(),
    access: A.currentCompanyEdit,
  }),
  companyDetail: defineCall({ method: 'GET', path: P.companyDetail, input: strict({ Id: id }), answer: wire<CompanyWire>(), access: A.salespeopleRead }),
  companyEdit: defineCall({
    method: 'POST',
    path: P.companyEdit,
    input: strict({ ...companyFields, Id: id, Status: Type.Optional(textOf(['active', 'disabled'])) }),
    answer: Type.Unknown(),
    access: A.salespeopleRead,
  }),
  salespeopleCandidates: defineCall({
    method: 'GET',
    path: P.salespeopleCandidates,
    input: strict({}),
    answer: wire<SalespersonCandidate[]>(),
    access: A.salespeopleRead,
  }),
  salespeopleAssign: defineCall({
    method: 'POST',
    path: P.salespeopleAssign,
    input: strict({ CompanyId: id, EmployeeId: id }),
    answer: Nothing,
    access: A.salespeopleAssign,
  }),
  salespeopleRemove: defineCall({
    method: 'POST',
    path: P.salespeopleRemove,
    input: strict({ CompanyId: id, EmployeeId: id }),
    answer: Nothing,
    access: A.salespeopleAssign,
  }),
  /** The signed-in employee's own access: any employee may read it (no menu opens it). */
  myAccess: defineCall({ method: 'GET', path: P.myAccess, input: strict({}), answer: wire<MyAccess>(), access: 'employee' }),
};
