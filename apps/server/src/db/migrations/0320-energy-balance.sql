-- A station's energy balance (docs/stations.md, "Energy balance"), booked on ingest from the
-- lifetime counters of its inverters (production), meter (grid import and export) and batteries
-- (charge and discharge). A slot is the 5 minutes starting on a 5-minute mark of UTC, which every
-- zone's clock shares, so slots never depend on the zone and the local days are rebuilt from them
-- exactly when the station's zone changes.
create table iot_energy_balance_slot (
  station_id bigint not null,
  slot_start timestamptz not null,
  pv_wh double precision not null default 0,
  import_wh double precision not null default 0,
  export_wh double precision not null default 0,
  charge_wh double precision not null default 0,
  discharge_wh double precision not null default 0,
  -- State of charge: the sum and count of the batteries' readings in the slot (mean = sum / n).
  soc_sum double precision not null default 0,
  soc_n integer not null default 0,
  primary key (station_id, slot_start)
);

-- The same per local day of the station: months, years and the total add these up.
create table iot_energy_balance_day (
  station_id bigint not null,
  day date not null,
  pv_wh double precision not null default 0,
  import_wh double precision not null default 0,
  export_wh double precision not null default 0,
  charge_wh double precision not null default 0,
  discharge_wh double precision not null default 0,
  primary key (station_id, day)
);

-- Counters a device type carries beside its main one (a meter's import, a battery's charge and
-- discharge): the range of readings already counted, as iot_wn.energy_* is for the main counter.
create table iot_energy_cursor (
  device_type varchar(16) not null,
  device_id varchar(32) not null,
  counter varchar(16) not null,
  high_wh double precision,
  high_ts timestamptz,
  low_wh double precision,
  low_ts timestamptz,
  primary key (device_type, device_id, counter)
);

-- The counters themselves, kept raw like every reading (docs/device-protocol.md §4.2, §4.3).
alter table iot_meter_data add column import_kwh double precision;
alter table iot_battery_data add column charge_wh double precision;
alter table iot_battery_data add column discharge_wh double precision;
