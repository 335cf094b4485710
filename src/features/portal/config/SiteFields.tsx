import { FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { SiteSettings } from '../../../contract/portal/calls';
import { domainsProblem, PORTAL_VARIANTS, type PortalVariant } from '../../../domain/portal/site';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { portalWords } from '../words';

export interface Draft {
  Variant: PortalVariant;
  Domains: string;
  Lang: 'zh' | 'en';
  Settings: SiteSettings;
}

/** The fields of /Portal/Setqymh (`enable`) or /Portal/websiteConfig (`config`). */
export function SiteFields({ mode, d, setD, cname }: { mode: 'enable' | 'config'; d: Draft; setD: (d: Draft) => void; cname: string }) {
  const w = useWords(portalWords);
  const lang = useLanguage();
  const problem = domainsProblem(d.Domains.split(/\s+/).filter(Boolean));
  const set = (k: keyof SiteSettings) => (v: string) => setD({ ...d, Settings: { ...d.Settings, [k]: v } });
  const text = (k: keyof SiteSettings, label: string, max = 100) => (
    <FormGroup label={label} labelFor={`ptl-${k}`}>
      <InputGroup id={`ptl-${k}`} value={String(d.Settings[k])} onValueChange={set(k)} maxLength={max} />
    </FormGroup>
  );
  return (
    <>
      {mode === 'enable' ? (
        <>
          <FormGroup label={w.variant} labelFor="ptl-variant">
            <HTMLSelect
              id="ptl-variant"
              value={d.Variant}
              onChange={(e) => setD({ ...d, Variant: e.target.value as PortalVariant })}
              options={PORTAL_VARIANTS.map((v) => ({ value: v, label: w[`variant${v}`] }))}
            />
          </FormGroup>
          <FormGroup label={w.domains} labelFor="ptl-domains" helperText={problem ? problem[lang] : w.cname(cname)} intent={problem ? 'danger' : 'none'}>
            <TextArea id="ptl-domains" fill rows={3} value={d.Domains} onChange={(e) => setD({ ...d, Domains: e.target.value })} />
          </FormGroup>
          <FormGroup label={w.language} labelFor="ptl-lang">
            <HTMLSelect
              id="ptl-lang"
              value={d.Lang}
              onChange={(e) => setD({ ...d, Lang: e.target.value as 'zh' | 'en' })}
              options={[
                { value: 'zh', label: w.langZh },
                { value: 'en', label: w.langEn },
              ]}
            />
          </FormGroup>
          <FormGroup label={w.icp} labelFor="ptl-Icp" helperText={w.icpHint}>
            <InputGroup id="ptl-Icp" value={d.Settings.Icp} onValueChange={set('Icp')} maxLength={60} />
          </FormGroup>
        </>
      ) : (
        <>
          {text('Title', w.title)}
          {text('Description', w.description, 300)}
          {text('Keywords', w.keywords, 200)}
          <FormGroup label={w.themeColor} labelFor="ptl-ThemeColor">
            <input id="ptl-ThemeColor" type="color" value={d.Settings.ThemeColor || '#1c5ca0'} onChange={(e) => set('ThemeColor')(e.target.value)} />
          </FormGroup>
          {text('Footer', w.footer, 500)}
          {text('Icp', w.icp, 60)}
          {text('PublicSecurity', w.publicSecurity, 60)}
        </>
      )}
    </>
  );
}
