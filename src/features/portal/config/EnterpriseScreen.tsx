import { Button, FileInput, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { Enterprise } from '../../../contract/portal/calls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RichTextEditor } from '../../../ui/richText/RichTextEditor';
import { useRoute } from '../../../ui/routeContext';
import { showToast, toastFailure } from '../../../ui/toaster';
import { uploadMedia, useEnterprise, useSaveEnterprise } from '../api/config';
import { portalWords } from '../words';
import { CompanyBar, useEditedCompany } from './CompanyBar';
import { VersionsPanel } from './VersionsPanel';
import '../portal.css';

/** Asks for an image's alt text, then uploads it for the edited site. */
export async function pickAndUpload(file: File | undefined, prompt: string, company?: number) {
  if (!file) return null;
  const alt = window.prompt(prompt, file.name.replace(/\.[^.]+$/, ''))?.trim();
  if (!alt) return null;
  return uploadMedia(file, alt, company).then(
    (m) => ({ ...m, alt }),
    (e) => {
      toastFailure(e);
      return null;
    },
  );
}

/** /Portal/EnterpriseInformation and /Portal/CustomerEnterpriseInformation: the site's company profile (a draft until published). */
export default function EnterpriseScreen() {
  const w = useWords(portalWords);
  const route = useRoute();
  const lang = useLanguage();
  const company = useEditedCompany();
  const e = useEnterprise(company);
  const save = useSaveEnterprise();
  const [d, setD] = useState<Enterprise>();
  useEffect(() => {
    if (e.data) setD(e.data);
  }, [e.data]);
  if (!d) return <p>{w.loading}</p>;
  const text = (label: string, value: string, on: (v: string) => void, id: string, max = 100) => (
    <FormGroup label={label} labelFor={id}>
      <InputGroup id={id} value={value} onValueChange={on} maxLength={max} />
    </FormGroup>
  );
  const contact = (k: keyof Enterprise['Contact']) => (v: string) => setD({ ...d, Contact: { ...d.Contact, [k]: v } });
  const licence = (k: keyof Enterprise['Licences']) => (v: string) => setD({ ...d, Licences: { ...d.Licences, [k]: v } });
  const onSave = () => {
    const { CompanyId: _, LogoUrl: __, ...fields } = d;
    save.mutateAsync({ ...fields, CompanyId: company }).then(() => showToast({ intent: 'success', message: w.saved }), toastFailure);
  };
  return (
    <section className="ptl-screen" data-testid="portal-enterprise">
      <H2>{route.title[lang]}</H2>
      <CompanyBar pick={route.path.endsWith('CustomerEnterpriseInformation')} />
      <div className="ptl-columns">
        <div className="ptl-form">
          {text(w.nameZh, d.NameZh, (v) => setD({ ...d, NameZh: v }), 'ptl-namezh')}
          {text(w.nameEn, d.NameEn, (v) => setD({ ...d, NameEn: v }), 'ptl-nameen', 150)}
          <FormGroup label={w.logo}>
            {d.LogoUrl && <img src={d.LogoUrl} alt={w.logo} className="ptl-logo" />}
            <FileInput
              text={w.uploadLogo}
              buttonText={w.browse}
              inputProps={{ accept: 'image/png,image/jpeg,image/webp' }}
              onInputChange={async (ev) => {
                const m = await pickAndUpload(ev.currentTarget.files?.[0], w.altPrompt, company);
                if (m) setD({ ...d, LogoMediaId: m.Id, LogoUrl: m.Url });
              }}
            />
          </FormGroup>
          {text(w.slogan, d.Slogan, (v) => setD({ ...d, Slogan: v }), 'ptl-slogan', 200)}
          <FormGroup label={w.intro}>
            <RichTextEditor
              label={w.intro}
              value={d.Intro}
              onChange={(Intro) => setD({ ...d, Intro })}
              testId="portal-intro"
              pickImage={() =>
                new Promise((resolve) => {
                  const input = document.createElement('input');
                  input.type = 'file';
                  input.accept = 'image/png,image/jpeg,image/webp';
                  input.onchange = async () => {
                    const m = await pickAndUpload(input.files?.[0], w.altPrompt, company);
                    resolve(m && { src: m.Url, alt: m.alt });
                  };
                  input.click();
                })
              }
            />
          </FormGroup>
          {text(w.founded, d.Founded, (v) => setD({ ...d, Founded: v }), 'ptl-founded', 20)}
          {text(w.nvocc, d.Licences.Nvocc, licence('Nvocc'), 'ptl-nvocc', 60)}
          {text(w.customsCode, d.Licences.Customs, licence('Customs'), 'ptl-customs', 60)}
          {text(w.fmc, d.Licences.Fmc, licence('Fmc'), 'ptl-fmc', 60)}
          {text(w.contactPerson, d.Contact.Person, contact('Person'), 'ptl-person', 60)}
          {text(w.phone, d.Contact.Phone, contact('Phone'), 'ptl-phone', 40)}
          {text(w.email, d.Contact.Email, contact('Email'), 'ptl-email', 120)}
          {text(w.address, d.Contact.Address, contact('Address'), 'ptl-address', 200)}
          <Button intent="primary" icon="floppy-disk" text={w.save} loading={save.isPending} onClick={onSave} data-testid="portal-enterprise-save" />
        </div>
        <VersionsPanel company={company} />
      </div>
    </section>
  );
}
