-- Station energy per local hour, written on ingest next to the day/month/year roll-ups:
-- hour_start is the instant the station-local hour begins, so a 25-hour DST day has two
-- rows for its repeated hour and a 23-hour day one row fewer.
create table iot_energy_station_hour (
  station_id bigint not null,
  hour_start timestamptz not null,
  energy_wh double precision not null default 0,
  update_time timestamptz not null default now(),
  primary key (station_id, hour_start)
);

-- Which devices ever booked energy on a station: the time-zone re-computation replays them.
create index iot_energy_device_station on iot_energy_device(station_id) where period = 'y';

-- What the dashboard and lists read instead of scanning devices: one row per station,
-- refreshed every minute by the stationSummary job (and at once for a station that changes).
create table iot_station_summary (
  station_id bigint primary key,
  dept_id bigint,
  user_id bigint,
  system_status char(1) not null default '3',
  power_w double precision not null default 0,
  capacity double precision not null default 0,
  devices_total int not null default 0,
  devices_online int not null default 0,
  devices_not_reporting int not null default 0,
  last_data_time timestamptz,
  day_start date,
  day_wh double precision not null default 0,
  month_wh double precision not null default 0,
  total_wh double precision not null default 0,
  daylight boolean not null default false,
  peer_ratio real,
  -- 1 offline in daylight, 2 not reporting in daylight, 3 far below peers; null = fine.
  attention smallint,
  refreshed_at timestamptz not null default now()
);
create index iot_station_summary_dept on iot_station_summary(dept_id);
create index iot_station_summary_attention on iot_station_summary(attention) where attention is not null;
