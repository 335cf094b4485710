-- Issue 46: the views reference data, rates, the manifests' setup and access publish for the lists of
-- other modules that join, filter or sort on their rows (a booking's port names, a rate's carrier, a
-- manifest's deadline hours, an employee's role names). Each selects only from its owner's tables and
-- only the columns those readers use; one record or a few by code are read through the owner's public.ts.

-- refdata: places, carriers, vessels and their calls, container classes, trade lanes, fee codes, currencies
create view port_directory as
  select p.code, p.name_zh, p.name_en, p.aliases, p.functions, p.time_zone, p.lat, p.lon, p.lane_code, p.port_group, p.status
    from ports p;
create view carrier_directory as
  select c.code, c.name, c.name_zh, c.short_name, c.aliases, c.status, c.sort_order from carriers c;
create view vessel_directory as select v.id, v.name, v.status from vessels v;
create view vessel_call_directory as
  select c.id, c.vessel_id, c.carrier_code, c.service_code, c.voyage, c.port_code, c.seq, c.eta_planned, c.eta_estimated, c.ata,
         c.etd_planned, c.etd_estimated, c.atd, c.booking_open_at, c.cut_offs, c.status
    from vessel_calls c;
create view container_type_directory as select t.name, t.teu, t.status from container_types t;
create view trade_lane_port_directory as select t.lane_code, t.port_code, t.is_primary from trade_lane_ports t;
create view fee_code_directory as select f.code, f.name_zh, f.name_en, f.status from fee_codes f;
create view currency_directory as select c.code, c.digits, c.name_zh, c.name_en, c.status from currencies c;

-- rates: the quotes a booking names, the FCL rates a booking was priced from, who is at which customer level
create view quote_facts as select k.id, k.quote_no, k.owner_company_id, k.sales_employee_id from quotes k;
create view fcl_rate_directory as
  select r.id, r.rate_no, r.version, r.owner_company_id, r.carrier_code, r.pol_code, r.pod_code, r.valid_to, r.status from fcl_rates r;
create view customer_level_company_directory as select l.owner_company_id, l.company_id, l.level_id from customer_level_companies l;

-- manifestSetup: a manifest's filing configuration's deadline hours
create view manifest_config_directory as select g.id, g.mcf_deadline_hours from manifest_configs g;

-- access: the roles and who holds them (the staff list's role names)
create view role_directory as select r.id, r.name, r.company_id, r.template_kind from roles r;
create view employee_role_directory as select er.employee_id, er.role_id from employee_roles er;
