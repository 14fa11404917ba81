-- The earliest lifetime-counter reading counted, next to the newest (energy_total_wh/energy_ts):
-- readings older than it extend the counted range backwards, so the energy of a device's
-- first readings counts whatever order they arrive in.
alter table iot_wn add column energy_first_wh double precision, add column energy_first_ts timestamptz;
alter table iot_meter add column energy_first_wh double precision, add column energy_first_ts timestamptz;
