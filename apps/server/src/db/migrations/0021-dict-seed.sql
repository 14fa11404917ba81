-- Dictionaries for every enumeration of the spec (§3, §4, §9). Labels are English; the console
-- translates dicts.<type>.<value> and falls back to the label. Where the spec names a code
-- (ownerApp, sended, towing2 ...) that code is kept in the entry's remark.

insert into sys_dict_type (dict_name, dict_type, remark, create_by) values
  ('User sex', 'sys_user_sex', 'Sex of system users and app users', 'admin'),
  ('Menu visibility', 'sys_show_hide', 'Whether a menu entry shows in the sidebar', 'admin'),
  ('Normal / disabled', 'sys_normal_disable', 'Status of users, roles, menus, organizations, dictionaries', 'admin'),
  ('Yes / no', 'sys_yes_no', 'Built-in flags, forced updates, release and top flags', 'admin'),
  ('Job status', 'sys_job_status', 'Scheduled job status', 'admin'),
  ('Job group', 'sys_job_group', 'Scheduled job groups', 'admin'),
  ('Job misfire policy', 'sys_job_misfire_policy', 'What a job does about fire times missed while no node ran', 'admin'),
  ('Job concurrency', 'sys_job_concurrent', 'Whether runs of one job may overlap', 'admin'),
  ('Operation type', 'sys_oper_type', 'Business type of operation log entries', 'admin'),
  ('Operation status', 'sys_common_status', 'Success or failure of logins, operations, job runs, mail and SMS sends', 'admin'),
  ('Data scope', 'sys_data_scope', 'What part of the organization tree a role sees', 'admin'),
  ('Menu type', 'sys_menu_type', 'Directory, menu or button', 'admin'),
  ('Language', 'sys_language', 'Languages with interface support', 'admin'),
  ('Online status', 'iot_online_status', 'Devices and online users', 'admin'),
  ('Station build status', 'iot_station_status', 'Power station construction state', 'admin'),
  ('Station user type', 'iot_station_user_type', 'How a user relates to a station', 'admin'),
  ('Station role type', 'iot_station_role_type', 'Who manages a station', 'admin'),
  ('Operation creator type', 'iot_creator_type', 'Who created a station or started an operation', 'admin'),
  ('Scheduled power frequency', 'iot_power_frequency', 'Station scheduled power: once or a weekday', 'admin'),
  ('Switch', 'iot_switch', 'On/off flags such as scheduled start, charge and notify', 'admin'),
  ('Panel direction', 'iot_panel_direction', 'Station layout panel direction', 'admin'),
  ('Device type', 'iot_device_type', 'Devices that connect over MQTT', 'admin'),
  ('Import device type', 'iot_import_device_type', 'Device code generation and import records', 'admin'),
  ('Agent device type', 'iot_agent_device_type', 'Devices assigned to an agent', 'admin'),
  ('Micro-inverter type', 'iot_wn_type', 'Panels per micro-inverter', 'admin'),
  ('Micro-inverter model', 'iot_wn_model', 'Normal or PLC', 'admin'),
  ('Inverter alarm status', 'iot_wn_status', 'Normal, or warn while an alarm bit is on', 'admin'),
  ('Command record status', 'iot_command_status', 'Config-change and command records', 'admin'),
  ('Device command', 'iot_device_command', 'Commands a device can be sent', 'admin'),
  ('Fault clearing', 'iot_fault_clearing', 'Fault clearing enable or invalid', 'admin'),
  ('Alarm type', 'iot_alarm_type', 'Micro-inverter alarm rule bit groups', 'admin'),
  ('Alarm level', 'iot_alarm_level', 'Alarm rule level; shield means not reported', 'admin'),
  ('Alarm record status', 'iot_alarm_status', 'Active until the device clears the bit', 'admin'),
  ('Battery alarm type', 'iot_battery_alarm_type', 'Battery alarm bits', 'admin'),
  ('Meter anti-backflow', 'iot_anti_backflow', 'Electricity meter anti-backflow switch', 'admin'),
  ('PLC status', 'iot_plc_status', 'Electricity meter PLC switch', 'admin'),
  ('Meter upgrade status', 'iot_meter_upgrade_status', 'Meter upgrade progress', 'admin'),
  ('Meter upgrade type', 'iot_meter_upgrade_type', 'What a meter upgrade does', 'admin'),
  ('Grid config country', 'iot_grid_country', 'Countries with grid-connection profiles', 'admin'),
  ('Grid config type', 'iot_grid_config_type', 'Groups of grid-connection parameters', 'admin'),
  ('Config symbol', 'iot_config_symbol', 'Whether a grid parameter correction carries a sign', 'admin'),
  ('Agent review status', 'iot_agent_review_status', 'Dealer/agent application review', 'admin'),
  ('Agent favorite status', 'iot_agent_favorite_status', 'Favorite plants of an agent', 'admin'),
  ('App user role type', 'iot_app_user_role_type', 'Role of an app user', 'admin'),
  ('App type', 'iot_app_type', 'The apps the platform serves', 'admin'),
  ('Server', 'iot_server', 'Platform servers a device or app can use', 'admin'),
  ('Resource type', 'iot_resource_type', 'App service resources', 'admin'),
  ('Feedback source', 'iot_feedback_source', 'Which app the feedback came from', 'admin'),
  ('Feedback type', 'iot_feedback_type', 'Kind of user feedback', 'admin'),
  ('Feedback problem', 'iot_feedback_problem', 'Problems a user can tick', 'admin'),
  ('Feedback reply status', 'iot_feedback_reply_status', 'Waiting for reply, then replied', 'admin'),
  ('Mail type', 'iot_mail_type', 'Why an e-mail was sent', 'admin'),
  ('Send status', 'iot_send_status', 'E-mail and SMS send result', 'admin'),
  ('Message source', 'iot_message_source', 'App an internal message is for', 'admin'),
  ('Message type', 'iot_message_type', 'Kind of internal message', 'admin');

insert into sys_dict_data (dict_type, dict_sort, dict_value, dict_label, list_class, is_default, remark, create_by) values
  -- User sex
  ('sys_user_sex', 1, '0', 'Male', 'default', 'Y', null, 'admin'),
  ('sys_user_sex', 2, '1', 'Female', 'default', 'N', null, 'admin'),
  ('sys_user_sex', 3, '2', 'Unknown', 'default', 'N', null, 'admin'),
  -- Menu visibility
  ('sys_show_hide', 1, '0', 'Show', 'primary', 'Y', null, 'admin'),
  ('sys_show_hide', 2, '1', 'Hide', 'danger', 'N', null, 'admin'),
  -- Normal / disabled
  ('sys_normal_disable', 1, '0', 'Normal', 'primary', 'Y', null, 'admin'),
  ('sys_normal_disable', 2, '1', 'Disabled', 'danger', 'N', null, 'admin'),
  -- Yes / no
  ('sys_yes_no', 1, 'Y', 'Yes', 'primary', 'Y', null, 'admin'),
  ('sys_yes_no', 2, 'N', 'No', 'danger', 'N', null, 'admin'),
  -- Job status
  ('sys_job_status', 1, '0', 'Normal', 'primary', 'Y', null, 'admin'),
  ('sys_job_status', 2, '1', 'Paused', 'danger', 'N', null, 'admin'),
  -- Job group
  ('sys_job_group', 1, 'DEFAULT', 'Default', 'default', 'Y', null, 'admin'),
  ('sys_job_group', 2, 'SYSTEM', 'System', 'default', 'N', null, 'admin'),
  -- Job misfire policy
  ('sys_job_misfire_policy', 1, '0', 'Default', 'default', 'Y', null, 'admin'),
  ('sys_job_misfire_policy', 2, '1', 'Fire now', 'default', 'N', null, 'admin'),
  ('sys_job_misfire_policy', 3, '2', 'Fire once', 'default', 'N', null, 'admin'),
  ('sys_job_misfire_policy', 4, '3', 'Skip missed', 'default', 'N', null, 'admin'),
  -- Job concurrency
  ('sys_job_concurrent', 1, '0', 'Allowed', 'default', 'N', null, 'admin'),
  ('sys_job_concurrent', 2, '1', 'Forbidden', 'default', 'Y', null, 'admin'),
  -- Operation type
  ('sys_oper_type', 1, '1', 'Insert', 'info', 'N', null, 'admin'),
  ('sys_oper_type', 2, '2', 'Update', 'info', 'N', null, 'admin'),
  ('sys_oper_type', 3, '3', 'Delete', 'danger', 'N', null, 'admin'),
  ('sys_oper_type', 4, '4', 'Grant', 'primary', 'N', null, 'admin'),
  ('sys_oper_type', 5, '5', 'Export', 'warning', 'N', null, 'admin'),
  ('sys_oper_type', 6, '6', 'Import', 'warning', 'N', null, 'admin'),
  ('sys_oper_type', 7, '7', 'Force logout', 'danger', 'N', null, 'admin'),
  ('sys_oper_type', 8, '8', 'Generate code', 'warning', 'N', null, 'admin'),
  ('sys_oper_type', 9, '9', 'Clean', 'danger', 'N', null, 'admin'),
  ('sys_oper_type', 10, '0', 'Other', 'info', 'N', null, 'admin'),
  -- Operation status
  ('sys_common_status', 1, '0', 'Success', 'primary', 'N', null, 'admin'),
  ('sys_common_status', 2, '1', 'Failure', 'danger', 'N', null, 'admin'),
  -- Data scope
  ('sys_data_scope', 1, '1', 'All data', 'default', 'Y', null, 'admin'),
  ('sys_data_scope', 2, '2', 'Custom organizations', 'default', 'N', null, 'admin'),
  ('sys_data_scope', 3, '3', 'Own organization', 'default', 'N', null, 'admin'),
  ('sys_data_scope', 4, '4', 'Own organization and below', 'default', 'N', null, 'admin'),
  ('sys_data_scope', 5, '5', 'Own data only', 'default', 'N', null, 'admin'),
  -- Menu type
  ('sys_menu_type', 1, 'M', 'Directory', 'default', 'N', null, 'admin'),
  ('sys_menu_type', 2, 'C', 'Menu', 'default', 'N', null, 'admin'),
  ('sys_menu_type', 3, 'F', 'Button', 'default', 'N', null, 'admin'),
  -- Language
  ('sys_language', 1, 'en_US', 'English', 'default', 'Y', null, 'admin'),
  ('sys_language', 2, 'zh_CN', 'Chinese', 'default', 'N', null, 'admin'),
  ('sys_language', 3, 'de_DE', 'German', 'default', 'N', null, 'admin'),
  ('sys_language', 4, 'pl_PL', 'Polish', 'default', 'N', null, 'admin'),
  ('sys_language', 5, 'it_IT', 'Italian', 'default', 'N', null, 'admin'),
  -- Online status
  ('iot_online_status', 1, '1', 'Online', 'success', 'N', 'online', 'admin'),
  ('iot_online_status', 2, '0', 'Offline', 'info', 'Y', 'offline', 'admin'),
  -- Station build status
  ('iot_station_status', 1, '0', 'To be built', 'info', 'Y', 'unconstructed', 'admin'),
  ('iot_station_status', 2, '1', 'Under construction', 'warning', 'N', 'underConstruction', 'admin'),
  ('iot_station_status', 3, '2', 'Construction completed', 'success', 'N', 'completionOfConstruction', 'admin'),
  -- Station user type
  ('iot_station_user_type', 1, '0', 'Owner', 'primary', 'Y', 'owner', 'admin'),
  ('iot_station_user_type', 2, '1', 'Ordinary user', 'default', 'N', 'ordinaryUser', 'admin'),
  -- Station role type
  ('iot_station_role_type', 1, '0', 'Owner', 'primary', 'Y', 'owner', 'admin'),
  ('iot_station_role_type', 2, '1', 'Dealer', 'success', 'N', 'dealer', 'admin'),
  -- Operation creator type
  ('iot_creator_type', 1, '0', 'Admin', 'danger', 'N', 'admin', 'admin'),
  ('iot_creator_type', 2, '1', 'Agent', 'primary', 'N', 'agent', 'admin'),
  ('iot_creator_type', 3, '2', 'Owner', 'success', 'N', 'owner', 'admin'),
  ('iot_creator_type', 4, '3', 'Factory', 'info', 'N', 'factory', 'admin'),
  -- Scheduled power frequency
  ('iot_power_frequency', 1, '0', 'Once', 'default', 'Y', null, 'admin'),
  ('iot_power_frequency', 2, '1', 'Monday', 'default', 'N', null, 'admin'),
  ('iot_power_frequency', 3, '2', 'Tuesday', 'default', 'N', null, 'admin'),
  ('iot_power_frequency', 4, '3', 'Wednesday', 'default', 'N', null, 'admin'),
  ('iot_power_frequency', 5, '4', 'Thursday', 'default', 'N', null, 'admin'),
  ('iot_power_frequency', 6, '5', 'Friday', 'default', 'N', null, 'admin'),
  ('iot_power_frequency', 7, '6', 'Saturday', 'default', 'N', null, 'admin'),
  ('iot_power_frequency', 8, '7', 'Sunday', 'default', 'N', null, 'admin'),
  -- Switch
  ('iot_switch', 1, '1', 'On', 'success', 'N', null, 'admin'),
  ('iot_switch', 2, '0', 'Off', 'info', 'Y', null, 'admin'),
  -- Panel direction
  ('iot_panel_direction', 1, '0', 'Default', 'default', 'Y', null, 'admin'),
  ('iot_panel_direction', 2, '1', 'Horizontal', 'default', 'N', null, 'admin'),
  ('iot_panel_direction', 3, '2', 'Vertical', 'default', 'N', null, 'admin'),
  -- Device type
  ('iot_device_type', 1, 'wn', 'Micro-inverter', 'primary', 'Y', null, 'admin'),
  ('iot_device_type', 2, 'battery', 'Battery', 'success', 'N', null, 'admin'),
  ('iot_device_type', 3, 'meter', 'Electricity meter', 'warning', 'N', null, 'admin'),
  -- Import device type
  ('iot_import_device_type', 1, 'wn', 'Micro-inverter', 'primary', 'Y', null, 'admin'),
  ('iot_import_device_type', 2, 'battery', 'Battery', 'success', 'N', null, 'admin'),
  ('iot_import_device_type', 3, 'electricityMeter', 'Electricity meter', 'warning', 'N', null, 'admin'),
  ('iot_import_device_type', 4, 'IEPKGS', 'IEPKGS', 'info', 'N', null, 'admin'),
  ('iot_import_device_type', 5, 'IEPKGL', 'IEPKGL', 'info', 'N', null, 'admin'),
  -- Agent device type
  ('iot_agent_device_type', 1, '0', 'Inverter', 'primary', 'Y', null, 'admin'),
  ('iot_agent_device_type', 2, '1', 'Battery', 'success', 'N', null, 'admin'),
  ('iot_agent_device_type', 3, '2', 'Meter', 'warning', 'N', null, 'admin'),
  -- Micro-inverter type
  ('iot_wn_type', 1, '1', '1-to-1', 'default', 'Y', 'towing1', 'admin'),
  ('iot_wn_type', 2, '2', '1-to-2', 'default', 'N', 'towing2', 'admin'),
  ('iot_wn_type', 3, '4', '1-to-4', 'default', 'N', 'towing4', 'admin'),
  ('iot_wn_type', 4, '8', '1-to-8', 'default', 'N', 'towing8', 'admin'),
  -- Micro-inverter model
  ('iot_wn_model', 1, '1', 'Normal', 'default', 'Y', 'wn_model1', 'admin'),
  ('iot_wn_model', 2, '2', 'PLC', 'default', 'N', 'wn_model2', 'admin'),
  -- Inverter alarm status
  ('iot_wn_status', 1, '0', 'Normal', 'success', 'Y', 'normal', 'admin'),
  ('iot_wn_status', 2, '1', 'Warn', 'warning', 'N', 'warn', 'admin'),
  -- Command record status
  ('iot_command_status', 1, '0', 'Not sent', 'info', 'Y', 'send', 'admin'),
  ('iot_command_status', 2, '1', 'Sent', 'primary', 'N', 'sended', 'admin'),
  ('iot_command_status', 3, '2', 'Send success', 'success', 'N', 'updataSuccess', 'admin'),
  ('iot_command_status', 4, '3', 'Modification failed', 'danger', 'N', 'updataError', 'admin'),
  ('iot_command_status', 5, '4', 'Timed out', 'warning', 'N', 'timeout', 'admin'),
  -- Device command
  ('iot_device_command', 1, 'start', 'Start', 'default', 'N', null, 'admin'),
  ('iot_device_command', 2, 'shutdown', 'Shutdown', 'default', 'N', null, 'admin'),
  ('iot_device_command', 3, 'restart', 'Restart', 'default', 'N', null, 'admin'),
  ('iot_device_command', 4, 'restoreFactorySettings', 'Restore factory settings', 'default', 'N', null, 'admin'),
  ('iot_device_command', 5, 'setPowerFactor', 'Power factor', 'default', 'N', null, 'admin'),
  ('iot_device_command', 6, 'setPowerPercent', 'Power percentage', 'default', 'N', null, 'admin'),
  ('iot_device_command', 7, 'setReactivePower', 'Reactive power', 'default', 'N', null, 'admin'),
  ('iot_device_command', 8, 'setClearTotalPowerEnable', 'Clear total power enable', 'default', 'N', null, 'admin'),
  ('iot_device_command', 9, 'clearTotalPower', 'Clear total power', 'default', 'N', null, 'admin'),
  ('iot_device_command', 10, 'setReportInterval', 'Report interval', 'default', 'N', null, 'admin'),
  ('iot_device_command', 11, 'setAntiBackFlow', 'Anti-backflow', 'default', 'N', null, 'admin'),
  ('iot_device_command', 12, 'setFaultClearing', 'Fault clearing', 'default', 'N', null, 'admin'),
  ('iot_device_command', 13, 'setServer', 'Change server', 'default', 'N', null, 'admin'),
  ('iot_device_command', 14, 'setConfig', 'Grid configuration', 'default', 'N', null, 'admin'),
  ('iot_device_command', 15, 'getParams', 'Read parameters', 'default', 'N', null, 'admin'),
  ('iot_device_command', 16, 'upgrade', 'Upgrade', 'default', 'N', null, 'admin'),
  ('iot_device_command', 17, 'setPlc', 'PLC', 'default', 'N', null, 'admin'),
  ('iot_device_command', 18, 'setPowerThresholds', 'Power thresholds', 'default', 'N', null, 'admin'),
  ('iot_device_command', 19, 'setWhitelist', 'Whitelist', 'default', 'N', null, 'admin'),
  -- Fault clearing
  ('iot_fault_clearing', 1, '1', 'Enable', 'success', 'N', 'enable', 'admin'),
  ('iot_fault_clearing', 2, '0', 'Invalid', 'info', 'Y', 'invalid', 'admin'),
  -- Alarm type
  ('iot_alarm_type', 1, 'mi', 'Micro-inverter', 'primary', 'Y', null, 'admin'),
  ('iot_alarm_type', 2, 'pv1', 'PV1', 'default', 'N', null, 'admin'),
  ('iot_alarm_type', 3, 'pv2', 'PV2', 'default', 'N', null, 'admin'),
  ('iot_alarm_type', 4, 'pv3', 'PV3', 'default', 'N', null, 'admin'),
  ('iot_alarm_type', 5, 'pv4', 'PV4', 'default', 'N', null, 'admin'),
  ('iot_alarm_type', 6, 'pv5', 'PV5', 'default', 'N', null, 'admin'),
  ('iot_alarm_type', 7, 'pv6', 'PV6', 'default', 'N', null, 'admin'),
  -- Alarm level
  ('iot_alarm_level', 1, '0', 'Shield', 'info', 'Y', 'shield', 'admin'),
  ('iot_alarm_level', 2, '1', 'Level 1', 'danger', 'N', 'level1', 'admin'),
  ('iot_alarm_level', 3, '2', 'Level 2', 'warning', 'N', 'level2', 'admin'),
  ('iot_alarm_level', 4, '3', 'Level 3', 'primary', 'N', 'level3', 'admin'),
  ('iot_alarm_level', 5, '4', 'Level 4', 'default', 'N', 'level4', 'admin'),
  -- Alarm record status
  ('iot_alarm_status', 1, '0', 'Active', 'danger', 'Y', null, 'admin'),
  ('iot_alarm_status', 2, '1', 'Recovered', 'success', 'N', null, 'admin'),
  -- Battery alarm type
  ('iot_battery_alarm_type', 1, 'alarm', 'Alarm', 'warning', 'Y', null, 'admin'),
  ('iot_battery_alarm_type', 2, 'protect', 'Protect', 'danger', 'N', null, 'admin'),
  -- Meter anti-backflow
  ('iot_anti_backflow', 1, '1', 'Open', 'success', 'N', 'open', 'admin'),
  ('iot_anti_backflow', 2, '0', 'Closed', 'info', 'Y', 'closed', 'admin'),
  -- PLC status
  ('iot_plc_status', 1, '1', 'Started', 'success', 'N', 'start', 'admin'),
  ('iot_plc_status', 2, '0', 'Closed', 'info', 'Y', 'close', 'admin'),
  -- Meter upgrade status
  ('iot_meter_upgrade_status', 1, '1', 'Issued', 'info', 'Y', null, 'admin'),
  ('iot_meter_upgrade_status', 2, '2', 'In progress', 'primary', 'N', null, 'admin'),
  ('iot_meter_upgrade_status', 3, '3', 'Completed', 'success', 'N', null, 'admin'),
  ('iot_meter_upgrade_status', 4, '4', 'Failed', 'danger', 'N', null, 'admin'),
  -- Meter upgrade type
  ('iot_meter_upgrade_type', 1, '1', 'Close anti-backflow', 'default', 'Y', null, 'admin'),
  ('iot_meter_upgrade_type', 2, '2', 'Upgrade program', 'default', 'N', null, 'admin'),
  ('iot_meter_upgrade_type', 3, '3', 'Open anti-backflow', 'default', 'N', null, 'admin'),
  -- Grid config country
  ('iot_grid_country', 1, 'germany', 'Germany', 'default', 'Y', null, 'admin'),
  ('iot_grid_country', 2, 'america', 'United States', 'default', 'N', null, 'admin'),
  ('iot_grid_country', 3, 'philippines', 'Philippines', 'default', 'N', null, 'admin'),
  ('iot_grid_country', 4, 'brazil', 'Brazil', 'default', 'N', null, 'admin'),
  ('iot_grid_country', 5, 'japan', 'Japan', 'default', 'N', null, 'admin'),
  -- Grid config type
  ('iot_grid_config_type', 1, '1', 'Standard parameters', 'default', 'Y', 'criteria', 'admin'),
  ('iot_grid_config_type', 2, '2', 'Voltage protection', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 3, '3', 'Frequency protection', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 4, '4', 'Fault ride-through enable', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 5, '5', 'Active islanding enable', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 6, '6', 'Reconnection', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 7, '7', 'Slow-start speed', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 8, '8', 'Frequency-watt', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 9, '9', 'Active power control', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 10, '10', 'Specified power factor', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 11, '11', 'Watt-power factor', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 12, '12', 'Reactive power control', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 13, '13', 'Reactive power regulation speed', 'default', 'N', null, 'admin'),
  ('iot_grid_config_type', 14, '14', 'Others', 'default', 'N', null, 'admin'),
  -- Config symbol
  ('iot_config_symbol', 1, '0', 'None', 'default', 'Y', null, 'admin'),
  ('iot_config_symbol', 2, '1', 'Present', 'default', 'N', null, 'admin'),
  -- Agent review status
  ('iot_agent_review_status', 1, '0', 'Pending', 'warning', 'Y', null, 'admin'),
  ('iot_agent_review_status', 2, '1', 'Pass', 'success', 'N', 'pass', 'admin'),
  ('iot_agent_review_status', 3, '2', 'Refuse', 'danger', 'N', 'refuse', 'admin'),
  -- Agent favorite status
  ('iot_agent_favorite_status', 1, '1', 'Collected', 'success', 'N', 'collected', 'admin'),
  ('iot_agent_favorite_status', 2, '0', 'Cancelled', 'info', 'Y', 'cancelled', 'admin'),
  -- App user role type
  ('iot_app_user_role_type', 1, '0', 'Owner', 'primary', 'Y', 'owner', 'admin'),
  ('iot_app_user_role_type', 2, '1', 'Ordinary user', 'default', 'N', 'ordinaryUser', 'admin'),
  -- App type
  ('iot_app_type', 1, '0', 'Client app', 'primary', 'Y', 'client', 'admin'),
  ('iot_app_type', 2, '1', 'Agent app', 'success', 'N', 'agent', 'admin'),
  ('iot_app_type', 3, '2', 'Neutral client app', 'default', 'N', 'neutralClient', 'admin'),
  ('iot_app_type', 4, '3', 'Neutral agent app', 'default', 'N', 'neutralAgent', 'admin'),
  ('iot_app_type', 5, '4', 'German neutral agent app', 'default', 'N', 'germanNeutralAgent', 'admin'),
  ('iot_app_type', 6, '5', 'German neutral client app', 'default', 'N', 'germanNeutralClient', 'admin'),
  ('iot_app_type', 7, '6', 'Italian custom agent app', 'default', 'N', 'italianAgent', 'admin'),
  ('iot_app_type', 8, '7', 'Italian custom client app', 'default', 'N', 'italianClient', 'admin'),
  -- Server
  ('iot_server', 1, '0', 'China', 'default', 'Y', 'china', 'admin'),
  ('iot_server', 2, '1', 'German', 'default', 'N', 'german', 'admin'),
  ('iot_server', 3, '2', 'China test', 'default', 'N', 'chinaTest', 'admin'),
  -- Resource type
  ('iot_resource_type', 1, '0', 'File', 'primary', 'Y', 'file', 'admin'),
  ('iot_resource_type', 2, '1', 'Video', 'success', 'N', 'video', 'admin'),
  -- Feedback source
  ('iot_feedback_source', 1, '0', 'Client app', 'primary', 'Y', 'ownerApp', 'admin'),
  ('iot_feedback_source', 2, '1', 'Agent app', 'success', 'N', 'agentApp', 'admin'),
  -- Feedback type
  ('iot_feedback_type', 1, '0', 'Abnormal function', 'danger', 'Y', 'abnormalFunction', 'admin'),
  ('iot_feedback_type', 2, '1', 'Functional requirements', 'primary', 'N', 'functionalRequirements', 'admin'),
  ('iot_feedback_type', 3, '2', 'Comments and feedback', 'info', 'N', 'commentsAndFeedback', 'admin'),
  ('iot_feedback_type', 4, '3', 'Other', 'default', 'N', 'other', 'admin'),
  -- Feedback problem
  ('iot_feedback_problem', 1, '0', 'Unable to open the app', 'default', 'N', 'unableOpenApp', 'admin'),
  ('iot_feedback_problem', 2, '1', 'Stuck and stopped', 'default', 'N', 'stuckAndStopped', 'admin'),
  ('iot_feedback_problem', 3, '2', 'Black or white screen', 'default', 'N', 'blackScreenOrWhiteScreen', 'admin'),
  ('iot_feedback_problem', 4, '3', 'Crash', 'default', 'N', 'crash', 'admin'),
  ('iot_feedback_problem', 5, '4', 'Other', 'default', 'N', 'other', 'admin'),
  -- Feedback reply status
  ('iot_feedback_reply_status', 1, '0', 'Waiting for reply', 'warning', 'Y', 'waitingForReply', 'admin'),
  ('iot_feedback_reply_status', 2, '1', 'Replied', 'success', 'N', 'replied', 'admin'),
  -- Mail type
  ('iot_mail_type', 1, '0', 'Register', 'default', 'Y', 'Register', 'admin'),
  ('iot_mail_type', 2, '1', 'Forgot password', 'default', 'N', 'RetrievePassword', 'admin'),
  ('iot_mail_type', 3, '2', 'App deregistration', 'default', 'N', 'AppDeregister', 'admin'),
  ('iot_mail_type', 4, '3', 'Web deregistration', 'default', 'N', 'WebDeregister', 'admin'),
  -- Send status
  ('iot_send_status', 1, '0', 'Success', 'success', 'N', 'success', 'admin'),
  ('iot_send_status', 2, '1', 'Fail', 'danger', 'N', 'fail', 'admin'),
  -- Message source
  ('iot_message_source', 1, '0', 'Dealer app', 'success', 'Y', 'bapp', 'admin'),
  ('iot_message_source', 2, '1', 'Customer app', 'primary', 'N', 'capp', 'admin'),
  -- Message type
  ('iot_message_type', 1, '0', 'System', 'danger', 'Y', 'system', 'admin'),
  ('iot_message_type', 2, '1', 'Notice', 'primary', 'N', 'notice', 'admin'),
  ('iot_message_type', 3, '2', 'Other', 'info', 'N', 'other', 'admin');
