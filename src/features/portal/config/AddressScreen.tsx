import { Button, H2, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { showToast, toastFailure } from '../../../ui/toaster';
import { useAddresses, useDeleteAddress, useSaveAddress } from '../api/config';
import { portalWords } from '../words';
import { AddressForm, type AddressDraft, EMPTY } from './AddressForm';
import { CompanyBar, useEditedCompany } from './CompanyBar';
import { VersionsPanel } from './VersionsPanel';
import '../portal.css';

/** /Portal/OurAddress: the offices shown on contact pages (drafts until the site is published). */
export default function AddressScreen() {
  const w = useWords(portalWords);
  const route = useRoute();
  const company = useEditedCompany();
  const list = useAddresses(company);
  const save = useSaveAddress();
  const del = useDeleteAddress(company);
  const [d, setD] = useState<AddressDraft>();
  const onSave = () =>
    d &&
    save.mutateAsync({ ...d, CompanyId: company }).then(() => {
      setD(undefined);
      void showToast({ intent: 'success', message: w.saved });
    }, toastFailure);
  return (
    <section className="ptl-screen" data-testid="portal-addresses">
      <H2>{route.title[useLanguage()]}</H2>
      <CompanyBar pick />
      <div className="ptl-columns">
        <div className="ptl-form">
          <Button icon="add" text={w.addOffice} onClick={() => setD({ ...EMPTY })} data-testid="portal-address-add" />
          {list.data?.Items.length ? (
            <HTMLTable compact striped className="ptl-table">
              <thead>
                <tr>
                  <th>{w.officeName}</th>
                  <th>{w.address}</th>
                  <th>{w.phone}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.data.Items.map((a) => (
                  <tr key={a.Id}>
                    <td>
                      {a.NameZh}
                      {a.HeadOffice && <strong> · {w.headOffice}</strong>}
                    </td>
                    <td>{a.Address}</td>
                    <td>{a.Phone}</td>
                    <td>
                      <Button small minimal icon="edit" text={w.edit} onClick={() => setD(a)} />
                      <Button
                        small
                        minimal
                        icon="trash"
                        intent="danger"
                        text={w.remove}
                        onClick={() => del.mutateAsync(a.Id).then(() => showToast({ message: w.removed }), toastFailure)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <p>{list.isLoading ? w.loading : w.noOffices}</p>
          )}
          {d && <AddressForm d={d} setD={setD} onSave={onSave} saving={save.isPending} />}
        </div>
        <VersionsPanel company={company} />
      </div>
    </section>
  );
}
