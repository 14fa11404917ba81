-- The stations' periodic work, run by the handlers the stations module registers.
insert into sys_job (job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, remark, create_by) values
  ('Station summary', 'SYSTEM', 'stationSummary', '* * * * *', '3', '1', '0', 'Power, energy and status per station for the dashboard and the station lists', 'admin'),
  ('Scheduled power', 'SYSTEM', 'stationPower', '* * * * *', '3', '1', '0', 'Sends the start/shutdown commands of station schedules that are due', 'admin');

-- The time-zone re-computation finds a station's devices in raw telemetry (where each reading names its station), not here.
drop index iot_energy_device_station;
