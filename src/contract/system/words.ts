import type { Bilingual } from '../../i18n/bilingual';

/** The administration calls' fields (menus, roles, employees, companies, the change log) as their screens name them (issue 32). */
export const systemFieldWords = {
  Action: { zh: '操作', en: 'Action' },
  Actor: { zh: '操作人', en: 'Actor' },
  AdminAccount: { zh: '管理员账号', en: 'Administrator account' },
  Applicant: { zh: '申请人', en: 'Applicant' },
  ButtonIds: { zh: '按钮权限', en: 'Buttons' },
  Companies: { zh: '所属公司', en: 'Companies' },
  Entity: { zh: '对象类型', en: 'Entity' },
  EntityId: { zh: '对象', en: 'Entity record' },
  Icon: { zh: '图标', en: 'Icon' },
  Index: { zh: '位置', en: 'Position' },
  IsAdmin: { zh: '管理员', en: 'Administrator' },
  ItemKey: { zh: '权限项', en: 'Item' },
  LoginName: { zh: '登录名', en: 'Login name' },
  MenuIds: { zh: '菜单权限', en: 'Menus' },
  OwnerId: { zh: '授权对象', en: 'Owner' },
  OwnerKind: { zh: '授权对象类型', en: 'Owner kind' },
  OwnerName: { zh: '授权对象名称', en: 'Owner name' },
  ParentId: { zh: '上级菜单', en: 'Parent menu' },
  Path: { zh: '路由或目录', en: 'Route or folder' },
  PermissionKey: { zh: '权限键', en: 'Permission key' },
  RoleNames: { zh: '角色名称', en: 'Role names' },
  SalespeopleNames: { zh: '业务员', en: 'Salespeople' },
  Stage: { zh: '阶段', en: 'Stage' },
  TitleEn: { zh: '英文标题', en: 'English title' },
  Tree: { zh: '菜单树', en: 'Menu tree' },
  UserAccount: { zh: '用户账号', en: 'User account' },
  Value: { zh: '值', en: 'Value' },
} satisfies Record<string, Bilingual>;

/**
 * What the employee and role calls refuse, in both languages (issue 32: the 403s said English only
 * in the Chinese UI). The server picks the person's language (`forbidden(reply, en, zh)`).
 */
export const staffRefusalWords = {
  adminEditsAdmin: { zh: '只有公司管理员可以编辑管理员账号。', en: 'Only a company admin edits an admin account.' },
  adminMakesAdmins: { zh: '只有公司管理员可以设置或取消管理员。', en: 'Only a company admin makes or unmakes admins.' },
  adminDisablesAdmin: { zh: '只有公司管理员可以停用管理员。', en: 'Only a company admin disables an admin.' },
  notOurEmployee: { zh: '该员工不属于本公司。', en: 'This employee is not one of your company’s.' },
  adminSetsAdminSignIn: {
    zh: '只有公司管理员可以设置管理员的登录名、密码或绑定用户。',
    en: 'Only a company admin sets an admin’s login, password or bound user.',
  },
  holdsBeyond: (count: number, some: string): Bilingual => ({
    zh: `只有公司管理员，或拥有该员工全部菜单和按钮的人，才能设置其登录名、密码或绑定用户：该员工有 ${count} 个您没有的菜单或按钮（${some}）。`,
    en: `Only the company admin, or someone holding every menu and button this employee holds, sets their login, password or bound user: they hold ${count} menus or buttons you do not (${some}).`,
  }),
  roleTemplates: { zh: '角色模板仅限平台员工查看。', en: 'Role templates are for platform staff only.' },
  /** A role change that gives (or takes away) roles granting menus the actor lacks. */
  rolesBeyond: (names: string, takesAway: boolean): Bilingual =>
    takesAway
      ? { zh: `会移除角色 ${names}：它们授予了您自己没有的菜单`, en: `takes away ${names}, which grants menus you do not hold yourself` }
      : { zh: `含有角色 ${names}：它们授予了您自己没有的菜单`, en: `holds ${names}, which grants menus you do not hold yourself` },
} satisfies Record<string, Bilingual | ((...args: never[]) => Bilingual)>;
