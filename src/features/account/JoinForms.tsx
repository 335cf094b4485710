import { H3 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { ApiForm } from '../../lib/ApiForm';
import { useBindCompanyRequest, useCreateCompanyRequest } from './api/account';
import { useSessionState } from '../../session/sessionActor';
import { MyJoinRequests } from './MyJoinRequests';

function SignedInOnly({ children, path }: { children: React.ReactNode; path: string }) {
  const t = useT();
  if (useSessionState() !== 'ready')
    return (
      <p>
        {t('signInFirst')} <Link to={`${path}?showLogin`}>{t('signIn')}</Link>
      </p>
    );
  return <>{children}</>;
}

/** /join/createCompany: an application the platform audits. */
export function CreateCompanyScreen() {
  const t = useT();
  const create = useCreateCompanyRequest();
  return (
    <section className="employee-login">
      <H3>{t('createCompanyTitle')}</H3>
      <SignedInOnly path="/join/createCompany">
        <ApiForm
          fields={[
            { name: 'CompanyName', label: t('companyName') },
            { name: 'CompanyNameEn', label: t('companyNameEn') },
            { name: 'Uscc', label: t('companyUscc') },
            {
              name: 'Kind',
              label: t('companyKind'),
              options: [
                { value: 'customer', label: t('kindCustomer') },
                { value: 'provider', label: t('kindProvider') },
              ],
            },
            { name: 'ContactName', label: t('contactName') },
            { name: 'ContactPhone', label: t('contactPhone'), type: 'tel' },
          ]}
          submitText={t('submitApplication')}
          onSubmit={async (v) => {
            await create.mutateAsync({
              CompanyName: v.CompanyName!.trim(),
              CompanyNameEn: v.CompanyNameEn,
              ...(v.Uscc?.trim() ? { Uscc: v.Uscc.trim().toUpperCase() } : {}),
              Kind: v.Kind as 'customer' | 'provider',
              // required: the server answers an empty one beside its field, as for the name
              ContactName: v.ContactName!,
              ContactPhone: v.ContactPhone!,
            });
            return t('applicationSent');
          }}
        />
        <MyJoinRequests />
      </SignedInOnly>
    </section>
  );
}

/** /join/bindCompany: ask to join an existing company by its code; its admin decides. */
export function BindCompanyScreen() {
  const t = useT();
  const bind = useBindCompanyRequest();
  return (
    <section className="employee-login">
      <H3>{t('bindCompanyTitle')}</H3>
      <SignedInOnly path="/join/bindCompany">
        <ApiForm
          fields={[
            { name: 'CompanyCode', label: t('companyCode'), helper: t('companyCodeHint') },
            { name: 'Remark', label: t('remark') },
          ]}
          submitText={t('sendRequest')}
          onSubmit={async (v) => {
            await bind.mutateAsync({ CompanyCode: v.CompanyCode!.trim(), Remark: v.Remark });
            return t('bindSent');
          }}
        />
        <MyJoinRequests />
      </SignedInOnly>
    </section>
  );
}
