import { Callout, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWords } from '../../../i18n/words';
import { useCompanies, useSite } from '../api/config';
import { portalWords } from '../words';

/** The company whose site a screen edits: `?company=` (platform staff pick one), else the signed-in employee's own. */
export function useEditedCompany(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('company'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Which site is being edited, and for platform staff the list to pick another company from. */
export function CompanyBar({ pick }: { pick?: boolean }) {
  const w = useWords(portalWords);
  const company = useEditedCompany();
  const [, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const site = useSite(company);
  const companies = useCompanies(search, !!pick);
  const state = site.data ? (site.data.Exists ? (site.data.Enabled ? w.enabled : w.disabled) : w.noSiteYet) : '';
  return (
    <Callout className="ptl-companybar" data-testid="portal-company">
      <strong>{site.data ? w.siteOf(site.data.CompanyName) : w.loading}</strong>
      {state && <span className={`ptl-state ptl-state--${site.data?.Enabled ? 'on' : 'off'}`}>{state}</span>}
      {site.data?.Domains.length ? <span className="ptl-domains">{site.data.Domains.join(' · ')}</span> : null}
      {pick && companies.data && (
        <span className="ptl-pick">
          <InputGroup small placeholder={w.searchCompany} value={search} onValueChange={setSearch} aria-label={w.searchCompany} />
          <HTMLSelect
            aria-label={w.pickCompany}
            value={company ?? ''}
            onChange={(e) => setParams(e.target.value ? { company: e.target.value } : {})}
            options={[
              { value: '', label: w.pickCompany },
              ...companies.data.Items.map((c) => ({ value: c.CompanyId, label: `${c.Name}${c.Domains.length ? ` (${c.Domains[0]})` : ''}` })),
            ]}
          />
        </span>
      )}
    </Callout>
  );
}
