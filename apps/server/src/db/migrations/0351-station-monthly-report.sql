-- Monthly station reports (docs/stations.md, "Monthly report"): which station's month was mailed, so each goes out once.
create table iot_station_report (
  station_id bigint not null,
  month char(7) not null,
  recipients int not null default 0,
  sent_at timestamptz not null default now(),
  primary key (station_id, month)
);

insert into sys_dict_data (dict_type, dict_sort, dict_value, dict_label, list_class, is_default, remark, create_by) values
  ('iot_mail_type', 7, '6', 'Monthly report', 'default', 'N', 'MonthlyReport', 'admin');

-- Hourly on the 1st and 2nd: a station's first of the month starts between UTC−12 and UTC+14.
insert into sys_job (job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, remark, create_by) values
  ('i18n:seeded.job.stationMonthlyReport.name', 'SYSTEM', 'stationMonthlyReport', '20 * 1,2 * *', '3', '1', '0', 'i18n:seeded.job.stationMonthlyReport.remark', 'admin');
