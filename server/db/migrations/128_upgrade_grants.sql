-- Grants a fresh database's seed gives the standard roles, for a database seeded before them (issue 50/51).
--
-- How roles get buttons: the access table's buttons reach every database at each start (syncMenuButtons),
-- but a role's grants are written only by its seed step, once per database (seed_runs). Two steps were
-- edited in place after they had run on databases that were upgraded since: `crm-access-v1` gained the
-- opportunities page (/CRM/BusinessOpportunities with edit, win, lose, delete) for 'CRM 销售' and
-- '销售主管', and `analytics-access-v1` the company analysis' `exclude` button for '销售分析（主管）'.
-- A fresh seed grants them; an upgraded database had the roles without them. (Measured: a database seeded
-- at main 5b9f142b or 3fc52fe3, migrated and seeded by this build, against a fresh one: these were the
-- only grants missing — tests/api/access/upgradeGrants.test.ts keeps the two equal.)
--
-- Idempotent (on conflict do nothing; a grant people removed since this ran is not made again by it);
-- only the platform company's roles of those names, and only a page the database has. A button this
-- database has not been started with yet is written as the start-up sync writes it (its access-table title).

create temporary table upgrade_grants (role_name text, path text, code text, name_zh text, name_en text) on commit drop;
insert into upgrade_grants values
  ('CRM 销售', '/CRM/BusinessOpportunities', null, null, null),
  ('CRM 销售', '/CRM/BusinessOpportunities', 'edit', '编辑', 'Edit'),
  ('CRM 销售', '/CRM/BusinessOpportunities', 'win', '赢单', 'Win'),
  ('CRM 销售', '/CRM/BusinessOpportunities', 'lose', '输单', 'Lose'),
  ('CRM 销售', '/CRM/BusinessOpportunities', 'delete', '删除', 'Delete'),
  ('销售主管', '/CRM/BusinessOpportunities', null, null, null),
  ('销售主管', '/CRM/BusinessOpportunities', 'edit', '编辑', 'Edit'),
  ('销售主管', '/CRM/BusinessOpportunities', 'win', '赢单', 'Win'),
  ('销售主管', '/CRM/BusinessOpportunities', 'lose', '输单', 'Lose'),
  ('销售主管', '/CRM/BusinessOpportunities', 'delete', '删除', 'Delete'),
  ('销售分析（主管）', '/system/CompanySalesAnalysis', 'exclude', '排除测试公司', 'Exclude test companies');

-- the buttons, on the internal pages that exist
insert into menu_buttons (menu_id, code, name_zh, name_en)
select distinct m.id, g.code, g.name_zh, g.name_en
  from upgrade_grants g join menus m on m.tree = 'internal' and lower(m.path) = lower(g.path)
 where g.code is not null
on conflict (menu_id, code) do nothing;

-- the pages (a row without a code) to the platform's roles of those names
insert into role_menus (role_id, menu_id)
select r.id, m.id
  from upgrade_grants g
  join roles r on r.name = g.role_name
  join companies c on c.id = r.company_id and c.kind = 'platform'
  join menus m on m.tree = 'internal' and lower(m.path) = lower(g.path)
 where g.code is null
on conflict do nothing;

-- the buttons to the same roles, where the role holds the page
insert into role_buttons (role_id, button_id)
select r.id, b.id
  from upgrade_grants g
  join roles r on r.name = g.role_name
  join companies c on c.id = r.company_id and c.kind = 'platform'
  join menus m on m.tree = 'internal' and lower(m.path) = lower(g.path)
  join role_menus rm on rm.role_id = r.id and rm.menu_id = m.id
  join menu_buttons b on b.menu_id = m.id and b.code = g.code
 where g.code is not null
on conflict do nothing;
