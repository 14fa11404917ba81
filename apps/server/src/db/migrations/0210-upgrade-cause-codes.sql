-- A failure cause the server writes is a message key and its parameters, shown in the reader's
-- language; cause_failure keeps the English sentence for clients that read only it.
alter table iot_upgrade_record add column cause_code varchar(64), add column cause_params jsonb;
