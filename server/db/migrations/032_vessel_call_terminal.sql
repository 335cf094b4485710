-- Issue 14: the terminal a vessel calls at (commercial.md §1.1 VesselCall.TerminalId, DCSA facility):
-- cut-offs, gate-in and the rates of the ports with several terminals (上海 洋山 / 外高桥) depend on it.
-- Set from the service's rotation when sailings are generated; unknown (null) where the rotation
-- names none. A service's rotation items carry it as TerminalCode (services.rotation is jsonb).
alter table vessel_calls add column terminal_id bigint references terminals (id);
create index vessel_calls_terminal on vessel_calls (terminal_id) where terminal_id is not null;
