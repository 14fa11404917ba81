-- Clear-sky expected energy per station and completed local day (docs/stations.md, "Expected yield"),
-- with the inputs (coordinates, capacity, tilt, azimuth, zone) it was computed from: a changed station is computed again.
create table iot_station_expected (
  station_id bigint not null,
  day date not null,
  expected_wh double precision not null,
  inputs varchar(160) not null,
  primary key (station_id, day)
);

-- Actual over expected energy of the station's last completed day (pr_day_start) and of that day's month.
alter table iot_station_summary
  add column pr_day real,
  add column pr_month real,
  add column pr_day_start date;

-- The job's name and remark are text keys (seeded.job.*), shown in the reader's language.
insert into sys_job (job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, remark, create_by) values
  ('i18n:seeded.job.stationExpectedYield.name', 'SYSTEM', 'stationExpectedYield', '7 * * * *', '3', '1', '0', 'i18n:seeded.job.stationExpectedYield.remark', 'admin');
