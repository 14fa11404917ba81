-- Mail the platform sends on its own (scheduled power notices, alarm notices) is
-- recorded in the mail records like the account mail, so it needs its types.
insert into sys_dict_data (dict_type, dict_sort, dict_value, dict_label, list_class, is_default, remark, create_by) values
  ('iot_mail_type', 5, '4', 'Scheduled power', 'default', 'N', 'ScheduledPower', 'admin'),
  ('iot_mail_type', 6, '5', 'Alarm notice', 'warning', 'N', 'AlarmNotice', 'admin');
