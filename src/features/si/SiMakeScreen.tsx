import { Callout } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { useTr } from '../../i18n/useTr';
import { useCan } from '../../session/access';
import { SiMakeFlow } from './SiSubmitScreen';

/**
 * /tdManage/siMake (SI制作): staff pick a customer's booking and make its SIs on the customer's
 * behalf (PTAddTDBillLadingInfoList with EmployeeId, COMPANYID, COMPANYCODE), with the same
 * drafts, editor and live check as the customer's own submit page.
 */
export default function SiMakeScreen() {
  const tr = useTr();
  const may = useCan(ACCESS.siOnBehalf);
  return (
    <>
      {!may && (
        <Callout intent="warning" className="admin-screen">
          {tr('你可以填写草稿，但提交需要“SI制作”菜单上的“代客户提交”按钮权限，请联系管理员。', 'You can fill drafts, but submitting needs the "Submit for a customer" button on the Make SI menu; ask an administrator.')}
        </Callout>
      )}
      <SiMakeFlow mode="onBehalf" title={tr('SI制作（代客户）', 'Make SIs for a customer')} />
    </>
  );
}
