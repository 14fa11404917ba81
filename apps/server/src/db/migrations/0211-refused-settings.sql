-- A device refused when a setting was sent (offline, not allowed) is failed in requested against
-- applied, with the reason as a message key and its parameters: it has no command record to read.
alter table iot_device_setting alter column request_id drop not null,
  add column refusal_code varchar(64), add column refusal_params jsonb;
alter table iot_grid_push_device add column msg_code varchar(64), add column msg_params jsonb;
