-- Mail records name their type by the iot_mail_type value, like every other coded
-- field, and the app by the iot_app_type value; what the console itself sent has
-- no app (it was 'web').
update iot_mail_record set mail_type = case mail_type
  when 'Register' then '0' when 'RetrievePassword' then '1' when 'AppDeregister' then '2' when 'WebDeregister' then '3' else mail_type end;
update iot_mail_record set app_type = '' where app_type = 'web';
update iot_sms_record set app_type = '' where app_type = 'web';
alter table iot_mail_record alter column app_type set default '';
alter table iot_sms_record alter column app_type set default '';
create index iot_mail_record_user on iot_mail_record (user_id);
create index iot_sms_record_user on iot_sms_record (user_id);
