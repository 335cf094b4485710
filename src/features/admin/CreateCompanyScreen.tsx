import { Callout, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import { ApiForm } from '../../lib/ApiForm';
import { apiData } from '../../streams/http';
import { companyBody, companyFields } from './companyFields';
import { useTr } from './tr';

/** /system/company/CreateCompany: the platform opens a customer or provider company directly, optionally with its admin. */
export default function CreateCompanyScreen() {
  const tr = useTr();
  const navigate = useNavigate();
  return (
    <section className="admin-screen admin-screen--form">
      <H2>{tr('创建公司', 'Create company')}</H2>
      <Callout icon="office">{tr('代码留空则自动编号；管理员须是已注册的用户，对方接受邀请后才成为管理员。', 'Leave the code empty to number it; the admin must be a registered user, who becomes the admin once they accept the invitation.')}</Callout>
      <ApiForm
        draftKey="company.create"
        fields={[
          { name: 'Kind', label: tr('类型', 'Kind'), options: [{ value: 'customer', label: tr('客户', 'Customer') }, { value: 'provider', label: tr('供应商', 'Provider') }] },
          { name: 'Code', label: tr('公司代码（可选，大写）', 'Company code (optional, capitals)') },
          ...companyFields(tr),
          { name: 'AdminAccount', label: tr('管理员账号（可选）', 'Admin account (optional)') },
        ]}
        submitText={tr('创建', 'Create')}
        onSubmit={async (v) => {
          const body: Record<string, unknown> = { ...companyBody(v), Kind: v.Kind };
          if (v.Code) body.Code = v.Code;
          if (v.AdminAccount) body.AdminAccount = v.AdminAccount;
          const made = await apiData<{ Id: number }>('POST', ENDPOINTS.companyCreate, body);
          navigate(`/system/company/${v.Kind === 'customer' ? 'customer/customerDetail' : 'provider/providerDetail'}?id=${made.Id}`);
        }}
      />
    </section>
  );
}
