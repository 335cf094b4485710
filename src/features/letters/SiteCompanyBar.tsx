import { Callout, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWords } from '../../i18n/words';
import { siteCompaniesQueryOptions } from './api/sailing';
import { lettersWords } from './words';

/** The site whose sailing tables the desk keeps (§14): `?company=` (platform staff pick one), else the platform's own. */
export function useSiteCompany(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('company'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Which site's tables the desk shows, and for platform staff the companies to pick another from (the
 * portal's list of company sites; a person without it sees only the bar's name).
 */
export function SiteCompanyBar() {
  const w = useWords(lettersWords);
  const company = useSiteCompany();
  const [, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const companies = useQuery(siteCompaniesQueryOptions(search));
  const chosen = companies.data?.Items.find((c) => c.CompanyId === company);
  return (
    <Callout data-testid="table-site" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '8px 0' }}>
      <strong>{w.siteTables(company ? (chosen?.Name ?? `#${company}`) : w.platformSite)}</strong>
      {company ? <span>{w.siteTableHint}</span> : null}
      {companies.data && (
        <span style={{ display: 'inline-flex', gap: 6, marginLeft: 'auto' }}>
          <InputGroup small placeholder={w.searchSite} value={search} onValueChange={setSearch} aria-label={w.searchSite} />
          <HTMLSelect
            aria-label={w.pickSite}
            value={company ?? ''}
            onChange={(e) => setParams(e.target.value ? { company: e.target.value } : {})}
            options={[
              { value: '', label: w.platformSite },
              ...companies.data.Items.filter((c) => c.Kind !== 'platform').map((c) => ({
                value: c.CompanyId,
                label: `${c.Name}${c.Domains.length ? ` (${c.Domains[0]})` : ''}`,
              })),
            ]}
          />
        </span>
      )}
    </Callout>
  );
}
