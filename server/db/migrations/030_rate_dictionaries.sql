-- Issue 14: terminals (港区码头, commercial.md §1.1 Terminal) and the five rate dictionaries
-- (§1.1 "Rate dictionaries"): thin overlays keyed 1:1 by a master code, holding only what pricing
-- needs. The pricing side never keeps a second port or carrier list: names are joined in from the
-- master tables. Codes are stored in capitals (R1.1); every row has a status and a version (400 STALE).

-- A terminal is one facility of a port: its code is the SMDG terminal code or the BIC facility code
-- without the UN/LOCODE (DCSA facilityCode, at most 6), unique per port and code list. Terminals
-- have no code of their own across ports (YSGT could be anywhere), so rows are keyed by a generated id.
create table terminals (
  id bigserial primary key,
  port_code text not null references ports (code),
  code text not null check (code ~ '^\S{1,6}$' and code = upper(code)),
  provider text not null check (provider in ('SMDG', 'BIC', 'LOCAL')),
  -- DCSA facility types: port terminal, depot, container freight station, inland terminal, off-dock
  kind text not null check (kind in ('POTE', 'DEPO', 'COFS', 'INTE', 'OFFD')),
  name_zh text not null check (name_zh <> ''),
  name_en text not null check (name_en <> ''),
  -- the customs-supervised site code (海关监管场所代码) the manifest module sends
  customs_site_code text not null default '',
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1,
  unique (port_code, code, provider)
);

-- 运价船公司: which carriers rate search shows, in what order, who keeps their rates
create table rate_carriers (
  carrier_code text primary key references carriers (code),
  show_in_search boolean not null default true,
  display_name_zh text not null default '',
  maintainer_employee_id bigint references employees (id),
  default_currency text not null default 'USD' references currencies (code),
  -- a rate's validity counts from the sailing (ETD) or from the gate-in at the POL
  default_validity_basis text not null default 'ETD' check (default_validity_basis in ('ETD', 'GATE_IN')),
  notes text not null default '',
  sort_order integer not null default 0 check (sort_order between 0 and 9999),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1
);

-- 运价港口: the port's role in rates, base port (基港: a carrier's direct call; others need a
-- feeder or add-on) and hot flag. Its port group is the master port's (ports.port_group, one column:
-- a port is in at most one group, R1.5), shown and set from here.
create table rate_ports (
  port_code text primary key references ports (code),
  role text not null default 'BOTH' check (role in ('POL', 'POD', 'BOTH')),
  is_base_port boolean not null default false,
  hot boolean not null default false,
  sort_order integer not null default 0 check (sort_order between 0 and 9999),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1
);

-- 运价码头: the terminals rates name, the carriers calling there (codes checked against carriers
-- by the API: an array has no foreign key) and the label rate grids show ("洋山 / 外高桥")
create table rate_terminals (
  terminal_id bigint primary key references terminals (id),
  carrier_codes text[] not null default '{}',
  display text not null default '',
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1
);

-- 附加费类型: how a fee code behaves on a rate — its group, whether customers see it, whether an
-- all-in rate already includes it (then it is not added), whether it is priced per container type
create table surcharge_types (
  fee_code text primary key references fee_codes (code),
  fee_group text not null check (fee_group in ('FREIGHT_SURCHARGE', 'ORIGIN_LOCAL', 'DEST_LOCAL', 'FILING')),
  show_to_customer boolean not null default true,
  included_in_all_in boolean not null default false,
  per_container_type boolean not null default true,
  sort_order integer not null default 0 check (sort_order between 0 and 9999),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1
);

-- 运价航线: the POD set rate maintenance offers for a lane, its maintainers and the default
-- transhipment ports (arrays checked by the API against ports and employees)
create table rate_routes (
  trade_lane_code text primary key references trade_lanes (code),
  pod_codes text[] not null default '{}',
  maintainer_employee_ids bigint[] not null default '{}',
  default_via_codes text[] not null default '{}',
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1
);

create index terminals_port on terminals (port_code);
