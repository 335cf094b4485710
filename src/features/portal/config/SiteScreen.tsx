import { AnchorButton, Button, Callout, H2 } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { SiteConfig } from '../../../contract/portal/calls';
import { domainsProblem } from '../../../domain/portal/site';
import { useWords } from '../../../i18n/words';
import { toastFailure, showToast } from '../../../ui/toaster';
import { previewToken, useEnableSite, useSaveSite, useSite } from '../api/config';
import { portalWords } from '../words';
import { CompanyBar, useEditedCompany } from './CompanyBar';
import { type Draft, SiteFields } from './SiteFields';
import { VersionsPanel } from './VersionsPanel';
import '../portal.css';

const draftOf = (s: SiteConfig): Draft => ({ Variant: s.Variant, Domains: s.Domains.join('\n'), Lang: s.Lang, Settings: s.Settings });

/**
 * /Portal/Setqymh (enable: variant, domains with the CNAME instruction, ICP number, on/off, preview)
 * and /Portal/websiteConfig (title, SEO, theme colour, footer, filing numbers): one site, two views.
 */
export function SiteScreen({ mode, title }: { mode: 'enable' | 'config'; title: string }) {
  const w = useWords(portalWords);
  const company = useEditedCompany();
  const site = useSite(company);
  const save = useSaveSite();
  const enable = useEnableSite();
  const [d, setD] = useState<Draft>();
  useEffect(() => {
    if (site.data) setD(draftOf(site.data));
  }, [site.data]);
  if (!site.data || !d) return <p>{w.loading}</p>;
  const s = site.data;
  const domains = d.Domains.split(/\s+/).filter(Boolean);
  const problem = domainsProblem(domains);
  const onSave = () =>
    save
      .mutateAsync({ CompanyId: company, Version: s.Version, Variant: d.Variant, Domains: domains, Lang: d.Lang, Settings: d.Settings })
      .then(() => showToast({ intent: 'success', message: w.saved }), toastFailure);
  const onPreview = async () => {
    const t = await previewToken(company).catch(toastFailure);
    if (t?.Url)
      window.open(`${location.protocol}${t.Url.replace(/^\/\/([^/]+)/, (_, h) => `//${h}${location.port ? `:${location.port}` : ''}`)}`, '_blank', 'noopener');
    else if (t) void showToast({ intent: 'warning', message: w.previewNoDomain });
  };
  return (
    <section className="ptl-screen" data-testid={`portal-site-${mode}`}>
      <H2>{title}</H2>
      <CompanyBar pick />
      <div className="ptl-columns">
        <div className="ptl-form">
          <SiteFields mode={mode} d={d} setD={setD} cname={s.CnameTarget} />
          <div className="ptl-actions">
            <Button
              intent="primary"
              icon="floppy-disk"
              text={w.save}
              disabled={!!problem}
              loading={save.isPending}
              onClick={onSave}
              data-testid="portal-site-save"
            />
            {mode === 'enable' && s.Exists && (
              <Button
                icon={s.Enabled ? 'disable' : 'power'}
                text={s.Enabled ? w.disable : w.enable}
                onClick={() =>
                  enable
                    .mutateAsync({ CompanyId: company, Version: s.Version, On: !s.Enabled })
                    .then(() => showToast({ intent: 'success', message: s.Enabled ? w.disabledDone : w.enabledDone }), toastFailure)
                }
              />
            )}
            {s.Exists && <Button icon="eye-open" text={w.preview} onClick={onPreview} />}
            {s.Enabled && s.Domains[0] && (
              <AnchorButton minimal icon="share" href={`//${s.Domains[0]}${location.port ? `:${location.port}` : ''}/`} target="_blank" text={s.Domains[0]} />
            )}
          </div>
          {mode === 'enable' && !s.Enabled && s.DomainsReservedUntil && (
            <Callout intent="warning" icon="time" data-testid="domains-reserved">
              {w.reservedUntil(s.DomainsReservedUntil)}
            </Callout>
          )}
          {save.error && <Callout intent="danger">{save.error.message}</Callout>}
        </div>
        <VersionsPanel company={company} />
      </div>
    </section>
  );
}
