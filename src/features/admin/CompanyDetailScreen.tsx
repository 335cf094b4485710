import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ApiForm } from '../../lib/ApiForm';
import { useCompany, useEditCompany } from './api/companies';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { CompanyCard } from './CompanyCard';
import { companyBody, companyFields, companyInitial } from './companyFields';
import { KIND, kindOfPath } from './companyKind';
import { useIdParam } from '../../lib/useIdParam';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

/** customerDetail / providerDetail (read) and customerEdit / providerEdit (the form, with status), by ?id=. */
export default function CompanyDetailScreen() {
  const w = useWords(adminWords);
  const common = useWords(commonWords);
  const route = useRoute();
  const navigate = useNavigate();
  const edit = useEditCompany();
  const id = useIdParam();
  const k = KIND[kindOfPath(route.path)];
  const editing = route.path.endsWith('Edit');
  const company = useCompany(id);
  if (id === undefined) return <Callout intent="warning">{w.pickCompanyFromList}</Callout>;
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
      <H2>{c.Name}</H2>
      {editing ? (
        <ApiForm
          key={c.Id}
          draftKey={`company.${c.Id}`}
          initial={companyInitial(c)}
          fields={[
            ...companyFields(w, common),
            {
              name: 'Status',
              label: common.status,
              options: [
                { value: 'active', label: w.active },
                { value: 'disabled', label: w.disabledItsPeopleAre },
              ],
            },
          ]}
          submitText={common.save}
          onSubmit={async (v) => {
            await edit.mutateAsync({ ...companyBody(v), Id: c.Id, Status: v.Status as 'active' | 'disabled' });
            return common.saved;
          }}
        />
      ) : (
        <>
          <CompanyCard company={c} />
          <Gate access={k.edit}>
            <Button icon="edit" text={common.edit} onClick={() => navigate(`${k.base}Edit?id=${c.Id}`)} />
          </Gate>
        </>
      )}
      <AuditPanel entity={['company', 'salesperson']} entityId={c.Id} />
    </section>
  );
}
