-- Retention of raw telemetry and upload limits (issue 23; docs/deployment.md "Retention",
-- docs/uploaded-files.md "Limits and cleanup").

-- Every file stored through an upload route, with who sent it: the per-user limits add these
-- sizes up, and the cleanup job forgets a row with its file.
create table sys_upload (
  file_name varchar(255) primary key,
  user_id bigint,
  file_size bigint not null,
  create_time timestamptz not null default now()
);
create index sys_upload_user on sys_upload (user_id, create_time);

insert into sys_config (config_name, config_key, config_value, config_type, remark, create_by) values
  ('i18n:seeded.config.iot.telemetry.retentionMonths.name', 'iot.telemetry.retentionMonths', '12', 'Y', 'i18n:seeded.config.iot.telemetry.retentionMonths.remark', 'admin'),
  ('i18n:seeded.config.sys.upload.dailyMb.name', 'sys.upload.dailyMb', '100', 'Y', 'i18n:seeded.config.sys.upload.dailyMb.remark', 'admin'),
  ('i18n:seeded.config.sys.upload.totalMb.name', 'sys.upload.totalMb', '1000', 'Y', 'i18n:seeded.config.sys.upload.totalMb.remark', 'admin'),
  ('i18n:seeded.config.sys.upload.orphanGraceHours.name', 'sys.upload.orphanGraceHours', '48', 'Y', 'i18n:seeded.config.sys.upload.orphanGraceHours.remark', 'admin');

insert into sys_job (job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, remark, create_by) values
  ('i18n:seeded.job.telemetryPartitions.name', 'SYSTEM', 'telemetryPartitions', '15 2 * * *', '2', '1', '0', 'i18n:seeded.job.telemetryPartitions.remark', 'admin'),
  ('i18n:seeded.job.uploadCleanup.name', 'SYSTEM', 'uploadCleanup', '10 4 * * *', '2', '1', '0', 'i18n:seeded.job.uploadCleanup.remark', 'admin');
