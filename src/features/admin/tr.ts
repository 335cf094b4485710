
export { useTr } from '../../i18n/useTr';

/** Status words shown instead of codes. */
export const STATUS_TEXT: Record<string, { zh: string; en: string }> = {
  active: { zh: '启用', en: 'Active' },
  disabled: { zh: '停用', en: 'Disabled' },
  pending: { zh: '待审核', en: 'Pending' },
  approved: { zh: '已通过', en: 'Approved' },
  rejected: { zh: '已拒绝', en: 'Rejected' },
  customer: { zh: '客户', en: 'Customer' },
  provider: { zh: '供应商', en: 'Provider' },
  platform: { zh: '平台', en: 'Platform' },
  role: { zh: '角色', en: 'Role' },
  employee: { zh: '员工', en: 'Employee' },
};

export const statusOptions = (...keys: string[]) => keys.map((k) => ({ value: k, label: STATUS_TEXT[k]! }));
