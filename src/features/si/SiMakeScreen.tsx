import { Callout } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { useCan } from '../../session/access';
import { SiMakeFlow } from './SiSubmitScreen';
import { useWords } from '../../i18n/words';
import { siWords } from './words';

/**
 * /tdManage/siMake (SI制作): staff pick a customer's booking and make its SIs on the customer's
 * behalf (PTAddTDBillLadingInfoList with EmployeeId, COMPANYID, COMPANYCODE), with the same
 * drafts, editor and live check as the customer's own submit page.
 */
export default function SiMakeScreen() {
  const w = useWords(siWords);
  const may = useCan(ACCESS.siOnBehalf);
  return (
    <>
      {!may && (
        <Callout intent="warning" className="admin-screen">
          {w.youCanFillDrafts}
        </Callout>
      )}
      <SiMakeFlow mode="onBehalf" title={w.makeSisForCustomerTitle} />
    </>
  );
}
