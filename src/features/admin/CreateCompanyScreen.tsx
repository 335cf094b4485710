import { Callout, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ApiForm } from '../../lib/ApiForm';
import { useCreateCompany } from './api/companies';
import { companyBody, companyFields } from './companyFields';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

/** /system/company/CreateCompany: the platform opens a customer or provider company directly, optionally with its admin. */
export default function CreateCompanyScreen() {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const navigate = useNavigate();
  const create = useCreateCompany();
  return (
    <section className="admin-screen admin-screen--form">
      <H2>{w.createCompany}</H2>
      <Callout icon="office">{w.leaveCodeEmptyTo}</Callout>
      <ApiForm
        draftKey="company.create"
        fields={[
          {
            name: 'Kind',
            label: c.kind,
            options: [
              { value: 'customer', label: c.customer },
              { value: 'provider', label: w.provider },
            ],
          },
          { name: 'Code', label: w.companyCodeOptionalCapitals },
          ...companyFields(w, c),
          { name: 'AdminAccount', label: w.adminAccountOptional },
        ]}
        submitText={w.create}
        onSubmit={async (v) => {
          const made = await create.mutateAsync({
            ...companyBody(v),
            Kind: v.Kind as 'customer' | 'provider',
            ...(v.Code ? { Code: v.Code } : {}),
            ...(v.AdminAccount ? { AdminAccount: v.AdminAccount } : {}),
          });
          navigate(`/system/company/${v.Kind === 'customer' ? 'customer/customerDetail' : 'provider/providerDetail'}?id=${made.Id}`);
        }}
      />
    </section>
  );
}
