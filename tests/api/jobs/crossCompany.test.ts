import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * The jobs module's calls: the dead letters are the platform's staff's alone (a customer's admin
 * naming any job is refused before a job is looked at), and a large export's file is the one who
 * asked for it's alone (another's, of another company, is absent). The rules: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase<'otherExport'>[] = [
  { method: 'POST', url: ENDPOINTS.jobRetry, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.jobDiscard, id: 'Id', payload: () => ({ Id: 1, Reason: 'x' }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.jobExportFile, id: 'Id', query: (ids) => `Id=${ids.otherExport}`, expected: 404 },
];

/** A finished export of 海越's first employee, its file waiting (server/http/exportJob.ts). */
const OWN_IDS = {
  otherExport: `with asker as (
      select e.id from employees e join companies c on c.id = e.company_id where c.code = 'CUS-NBHY' order by e.id limit 1
    ), job as (
      insert into jobs (kind, payload, state, finished_at)
      select 'lists.export', jsonb_build_object('EmployeeId', asker.id::text), 'DONE', now() from asker returning id, payload
    ), file as (
      insert into export_files (job_id, employee_id, file_name, rows, bytes)
      select id, (payload->>'EmployeeId')::bigint, '海越导出.xlsx', 1, '\\x00'::bytea from job
    )
    select id from job`,
};

crossCompanySuite('jobs', CROSS, {}, OWN_IDS);
