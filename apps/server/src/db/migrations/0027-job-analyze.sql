-- Hourly statistics refresh: the embedded database has no autovacuum to do it.
insert into sys_job (job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, remark, create_by)
values ('Refresh planner statistics', 'SYSTEM', 'dbAnalyze', '17 * * * *', '3', '1', '0', 'ANALYZE: keeps query plans right on the embedded database, which has no autovacuum', 'admin');
