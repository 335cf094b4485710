import { Callout, Card, FormGroup, H4, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useWords } from '../../i18n/words';
import { behalfChoicesQueryOptions } from './api/lists';
import { useBehalf, type OnBehalfTarget, type SiFlow } from './siFlow';
import { siWords } from './words';

/** The customer company of a booking and its active employees (staff making SIs on their behalf). */
export interface BehalfChoices {
  COMPANYID: number;
  COMPANYCODE: string;
  CompanyName: string;
  Employees: { EmployeeId: number; Name: string }[];
}

/** Staff only: the customer employee the SIs are made for (sent as EmployeeId, COMPANYID, COMPANYCODE). */
export function BehalfPicker({ flow, cgoId, companyId }: { flow: SiFlow; cgoId: string; companyId: number }) {
  const w = useWords(siWords);
  const chosen = useBehalf(flow);
  const choices = useQuery(behalfChoicesQueryOptions(cgoId));
  const current = chosen?.COMPANYID === companyId ? chosen : undefined;
  const c = choices.data;
  return (
    <Card data-testid="si-behalf">
      <H4>{w.submittingForCustomer}</H4>
      {choices.error && (
        <Callout intent="danger" role="alert">
          {(choices.error as Error).message}
        </Callout>
      )}
      {c && (
        <FormGroup label={w.customerEmployeeSisAre} labelFor="si-behalf-employee" helperText={w.sisBelongToEmployee(c.CompanyName, c.COMPANYCODE)}>
          <HTMLSelect
            id="si-behalf-employee"
            value={current ? String(current.EmployeeId) : ''}
            onChange={(e) => {
              const e2 = c.Employees.find((x) => String(x.EmployeeId) === e.currentTarget.value);
              const target: OnBehalfTarget | undefined = e2
                ? { EmployeeId: e2.EmployeeId, EmployeeName: e2.Name, COMPANYID: c.COMPANYID, COMPANYCODE: c.COMPANYCODE, CompanyName: c.CompanyName }
                : undefined;
              void flow.setBehalf(target);
            }}
            options={[{ value: '', label: w.chooseEmployee }, ...c.Employees.map((x) => ({ value: String(x.EmployeeId), label: x.Name }))]}
          />
        </FormGroup>
      )}
      {choices.isPending && <Spinner size={16} />}
    </Card>
  );
}
