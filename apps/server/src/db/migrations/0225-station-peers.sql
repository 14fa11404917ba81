-- The median specific yield (kWh/kWp today) of each zone's producing stations: written by the full summary
-- refresh (the minute job), read by every refresh, so the refreshes after ingest (a few hundred stations every
-- couple of seconds) compare a station with its peers without ranking the whole fleet each time.
create table iot_station_peers (
  time_zone varchar(64) primary key,
  median_yield double precision not null,
  refreshed_at timestamptz not null default now()
);

-- Summary rows are rewritten every couple of seconds while their stations report: room on each page lets an
-- update stay on its page without touching the indexes (HOT) and prune the versions it leaves behind.
alter table iot_station_summary set (fillfactor = 50);
