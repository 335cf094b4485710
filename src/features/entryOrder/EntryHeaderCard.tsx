import { Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENTRY_ORDER_ACCESS as A } from '../../contract/entryOrder/module';
import { DIRECTIONS, type Direction, SERVICES, TRANSPORT_METHODS, type TransportMethod } from '../../domain/entryOrder/codes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useMay } from './may';
import { useSession } from '../../session/sessionActor';
import { customersQueryOptions } from './api/pickers';
import type { EntryHeader } from './entryValues';
import { DIRECTION_WORDS, entryWords, SERVICE_WORDS, TRANSPORT_METHOD_WORDS } from './words';

/**
 * The order's header: the customer (staff pick it; a customer's employee enters for its own
 * company), the business — direction and transport, which choose the form — and the services.
 * Once the order exists its customer and business stay (it keeps the form it was entered on).
 */
export function EntryHeaderCard({
  header,
  onChange,
  fixed,
  disabled,
  companyName,
}: {
  header: EntryHeader;
  onChange(patch: Partial<EntryHeader>): void;
  /** The order exists: customer and business stay. */
  fixed: boolean;
  disabled: boolean;
  companyName?: string;
}) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  return (
    <div className="entry-header" data-testid="ent-header">
      <CustomerPick companyId={header.CompanyId} onChange={(CompanyId) => onChange({ CompanyId })} fixed={fixed} companyName={companyName} />
      <FormGroup label={w.Direction} labelFor="ent-direction" inline>
        <HTMLSelect
          id="ent-direction"
          value={header.ENT_DIRECTION}
          disabled={fixed || disabled}
          onChange={(e) => onChange({ ENT_DIRECTION: e.currentTarget.value as Direction })}
          options={DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_WORDS[d][lang] }))}
        />
      </FormGroup>
      <FormGroup label={w.TransportMethod} labelFor="ent-transport" inline>
        <HTMLSelect
          id="ent-transport"
          value={header.ENT_TRANSPORT_METHOD}
          disabled={fixed || disabled}
          onChange={(e) => onChange({ ENT_TRANSPORT_METHOD: e.currentTarget.value as TransportMethod })}
          options={TRANSPORT_METHODS.map((t) => ({ value: t, label: TRANSPORT_METHOD_WORDS[t][lang] }))}
        />
      </FormGroup>
      <FormGroup label={w.ENT_SERVICES} inline>
        <span data-field="ENT_SERVICES">
          {SERVICES.map((s) => (
            <Checkbox
              key={s}
              inline
              label={SERVICE_WORDS[s][lang]}
              checked={header.ENT_SERVICES.includes(s)}
              disabled={disabled}
              onChange={(e) =>
                onChange({
                  ENT_SERVICES: e.currentTarget.checked
                    ? SERVICES.filter((x) => x === s || header.ENT_SERVICES.includes(x))
                    : header.ENT_SERVICES.filter((x) => x !== s),
                })
              }
              data-testid={`ent-service-${s}`}
            />
          ))}
        </span>
      </FormGroup>
    </div>
  );
}

/** The order's customer: staff pick it (searched by name or code); a customer's employee enters for its own company; an order's stays. */
function CustomerPick({
  companyId,
  onChange,
  fixed,
  companyName,
}: {
  companyId?: number;
  onChange(id: number | undefined): void;
  fixed: boolean;
  companyName?: string;
}) {
  const w = useWords(entryWords);
  const staff = useMay(A.entryStaffPickers);
  const ownCompany = useSession().employee?.CompanyName;
  const [q, setQ] = useState('');
  const customers = useQuery(customersQueryOptions(q.trim(), staff && !fixed));
  return (
    <FormGroup label={w.customer} labelFor="ent-customer" inline>
      {fixed || !staff ? (
        <span data-testid="ent-customer-name">{companyName ?? ownCompany ?? ''}</span>
      ) : (
        <span className="entry-header__customer">
          <InputGroup size="small" placeholder={w.searchCustomer} value={q} onChange={(e) => setQ(e.target.value)} aria-label={w.searchCustomer} />
          <HTMLSelect
            id="ent-customer"
            value={companyId ?? ''}
            onChange={(e) => onChange(Number(e.currentTarget.value) || undefined)}
            options={[{ value: '', label: w.chooseCustomer }, ...(customers.data ?? []).map((c) => ({ value: c.CompanyId, label: `${c.Code} ${c.Name}` }))]}
            data-testid="ent-customer"
          />
        </span>
      )}
    </FormGroup>
  );
}
