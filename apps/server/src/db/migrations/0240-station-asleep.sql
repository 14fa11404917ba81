-- A station whose sun is down and whose inverters deliver nothing is asleep, not producing (issue 22).
insert into sys_dict_data (dict_type, dict_sort, dict_value, dict_label, list_class, is_default, remark, create_by) values
  ('iot_station_system_status', 5, '4', 'Asleep', 'default', 'N', null, 'admin');
