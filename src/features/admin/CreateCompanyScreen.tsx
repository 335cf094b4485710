import { Callout, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import { ApiForm } from '../../lib/ApiForm';
import { apiData } from '../../streams/http';
import { companyBody, companyFields } from './companyFields';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

/** /system/company/CreateCompany: the platform opens a customer or provider company directly, optionally with its admin. */
export default function CreateCompanyScreen() {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const navigate = useNavigate();
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
