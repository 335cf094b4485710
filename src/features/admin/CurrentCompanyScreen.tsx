import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ApiForm } from '../../lib/ApiForm';
import { useCurrentCompany, useEditCurrentCompany } from './api/companies';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { CompanyCard } from './CompanyCard';
import { companyBody, companyFields, companyInitial } from './companyFields';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

/** /system/CurrentCompanyDetail (own company, with its salespeople) and /system/company/editCompanyInfo (its edit form). */
export default function CurrentCompanyScreen() {
  const w = useWords(adminWords);
  const common = useWords(commonWords);
  const route = useRoute();
  const navigate = useNavigate();
  const edit = useEditCurrentCompany();
  const editing = route.path === '/system/company/editCompanyInfo';
  const company = useCurrentCompany();
  if (company.isPending) return <Spinner />;
  if (company.error)
    return (
      <Callout intent="danger" role="alert">
        {(company.error as Error).message}
      </Callout>
    );
  const c = company.data!;
  return (
    <section className="admin-screen admin-screen--form">
      <H2>{editing ? w.editCompanyInformation : w.currentCompanyDetail}</H2>
      {editing ? (
        <ApiForm
          key={c.Id}
          draftKey="company.current"
          initial={companyInitial(c)}
          fields={companyFields(w, common)}
          submitText={common.save}
          onSubmit={async (v) => {
            await edit.mutateAsync(companyBody(v));
            return common.saved;
          }}
        />
      ) : (
        <>
          <CompanyCard company={c} />
          <Gate access={ACCESS.currentCompanyEdit}>
            <Button icon="edit" text={w.editCompanyInformation} onClick={() => navigate('/system/company/editCompanyInfo')} />
          </Gate>
        </>
      )}
      <AuditPanel entity={['company', 'salesperson']} entityId={c.Id} />
    </section>
  );
}
