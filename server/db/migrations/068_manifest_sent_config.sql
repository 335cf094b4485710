-- Which filing configuration each transmission went out under (issue 35): the one its send resolved
-- (channel, sender code, deadline, switches), which may differ from the one the manifest was made
-- under if the configurations changed in between. A configuration's detail lists the manifests sent
-- under it. Rows before this column stay null (their configuration was not recorded).
alter table manifest_transmissions add column config_id bigint references manifest_configs (id);
create index manifest_transmissions_config on manifest_transmissions (config_id, manifest_id) where config_id is not null;
