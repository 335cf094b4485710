import { describe, expect, it } from 'vitest';
import { describeChange, subjectText } from '../../../src/features/admin/auditText';
import { actionText } from '../../../src/ui/audit/changeText';

// Details as the server records them (server/modules/*: recordChange).
describe('the change log as people read it', () => {
  it('says the recorded action in the reader’s language; an unknown one stays as recorded', () => {
    expect(actionText('roles set', 'zh')).toBe('分配角色');
    expect(actionText('roles set', 'en')).toBe('Roles assigned');
    expect(actionText('granted', 'zh')).toBe('修改授权');
    expect(actionText('added', 'zh')).toBe('新增');
    expect(actionText('teleported', 'zh')).toBe('teleported');
    expect(subjectText('employeeRoles', 'zh')).toBe('角色分配');
    expect(subjectText('menuButton', 'en')).toBe('Menu buttons');
  });

  it('an edit shows the changed fields as "field: before → after", with the record’s name as context', () => {
    const detail = {
      before: { name: '陈静', loginName: null, phone: '0571-1', email: '', isAdmin: false },
      after: { name: '陈静', loginName: 'hztx.chen', phone: '0571-2', email: '', isAdmin: true },
      passwordChanged: false,
    };
    expect(describeChange('employee', detail, 'zh')).toEqual(['名称: 陈静', '企业登录名: — → hztx.chen', '电话: 0571-1 → 0571-2', '公司管理员: 否 → 是']);
    expect(describeChange('employee', { ...detail, passwordChanged: true }, 'en')).toEqual([
      'Name: 陈静',
      'Password: changed',
      'Company login: — → hztx.chen',
      'Phone: 0571-1 → 0571-2',
      'Company admin: no → yes',
    ]);
  });

  it('a binding the user accepted: the employee, the bound user before and after, and who accepted', () => {
    expect(actionText('bind accepted', 'zh')).toBe('用户接受绑定');
    expect(actionText('bind offered', 'en')).toBe('Binding offered');
    expect(
      describeChange(
        'employee',
        { employee: '李娜', before: { userAccount: 'reviewer@demo.test' }, after: { userAccount: 'next@example.test' }, byUser: 'next@example.test' },
        'zh',
      ),
    ).toEqual(['员工: 李娜', '用户: next@example.test', '绑定用户: reviewer@demo.test → next@example.test']);
  });

  it('role assignments: the employee, and the roles before and after', () => {
    expect(describeChange('employeeRoles', { employee: '陈静', before: ['客户标准角色'], after: ['单证员', '客户标准角色'] }, 'zh')).toEqual([
      '员工: 陈静',
      '角色: 客户标准角色 → 单证员、客户标准角色',
    ]);
    expect(describeChange('employeeRoles', { employee: '陈静', before: [], after: ['单证员'] }, 'en')).toEqual(['Employee: 陈静', 'Roles: — → 单证员']);
  });

  it('a menu button renamed: its old code against the new; a role edit with the old values beside the new at the top', () => {
    expect(describeChange('menuButton', { menu: '/system/employee/list', code: 'export2', before: 'export' }, 'zh')).toEqual([
      '菜单: /system/employee/list',
      '编码: export → export2',
    ]);
    expect(describeChange('menuButton', { code: 'x', menuId: 12 }, 'zh')).toEqual(['编码: x', '菜单编号: 12']);
    expect(describeChange('role', { name: '审单员', description: '新描述', template: null, before: { name: '审单员', description: '旧描述' } }, 'zh')).toEqual([
      '名称: 审单员',
      '描述: 旧描述 → 新描述',
    ]);
  });

  it('codes become words (status, tree), moves read from → to, empty lists are left out', () => {
    expect(describeChange('company', { before: { name: '海越', status: 'active' }, after: { name: '海越', status: 'disabled' } }, 'zh')).toEqual([
      '名称: 海越',
      '状态: 启用 → 停用',
    ]);
    expect(describeChange('menu', { tree: 'internal', path: '/system/menu', fromParent: null, toParent: 7, index: 0 }, 'en')).toEqual([
      'Menu tree: Internal',
      'Path: /system/menu',
      'Position: 0',
      'Parent menu: — → 7',
    ]);
    expect(
      describeChange(
        'roleGrants',
        { role: '人事专员', menusAdded: [], menusRemoved: [], buttonsAdded: [], buttonsRemoved: ['/system/employee/list#export'] },
        'zh',
      ),
    ).toEqual(['角色: 人事专员', '移除按钮: /system/employee/list#export']);
  });

  it('nothing recorded: no lines; never JSON for a flat detail', () => {
    expect(describeChange('bindRequest', {}, 'zh')).toEqual([]);
    expect(describeChange('bindRequest', null, 'zh')).toEqual([]);
    expect(describeChange('application', { company: '新公司', reason: null }, 'zh')).toEqual(['企业: 新公司']);
    expect(describeChange('salesperson', { company: '天祥', salesperson: '孙丽', employeeId: 5 }, 'zh').join('\n')).not.toMatch(/[{}"]/);
  });
});
