import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { CompanyWire } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { apiData } from '../../streams/http';
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
  const queries = useQueryClient();
  const editing = route.path === '/system/company/editCompanyInfo';
  const company = useQuery({ queryKey: ['admin', 'currentCompany'], queryFn: () => apiData<CompanyWire>('GET', ENDPOINTS.companyCurrent) });
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
            await apiData('POST', ENDPOINTS.companyEditCurrent, companyBody(v));
            await queries.invalidateQueries({ queryKey: ['admin', 'currentCompany'] });
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
