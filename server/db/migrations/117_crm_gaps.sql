-- The CRM's remaining rules (issue 50, commercial.md §7.5):
-- R7.9: a company application may carry the applicant's unified social credit code (统一社会信用代码,
-- GB 32100-2015; checked by the join call), copied onto the company's tax number on approval; the CRM
-- links a customer with the same code or normalised name to the approved company.
alter table company_applications add column uscc text not null default '';

-- a customer merged into another (CrmCustomer/Merge) names the kept one: restoring it is refused, the
-- recycle bin links to the kept customer instead
alter table crm_customers add column merged_into_id bigint references crm_customers(id) on delete set null;

-- who completed or cancelled a plan (the activity record's actor; the owner when unknown)
alter table crm_follow_plans add column closed_by bigint references employees(id);

-- a lead's follow-ups move to the customer it converts into (R7.7: history is never lost); the lead
-- they were written on stays named
alter table crm_follow_records add column from_lead_id bigint references crm_leads(id) on delete set null;
alter table crm_follow_plans add column from_lead_id bigint references crm_leads(id) on delete set null;
