-- The protection and anti-islanding parameters of a profile as last approved (issue 22: the second
-- approver sees every changed value old -> new). Code -> {name, unit, value, min, max, mul, precision, type};
-- null when nothing was approved yet (every protection parameter then reads as new).
alter table iot_grid_profile add column approved_params jsonb;

update iot_grid_profile p set approved_params = coalesce((
  select jsonb_object_agg(c.config_code, jsonb_build_object('name', c.config_name, 'unit', c.unit, 'value', c.def_val, 'min', c.config_min,
    'max', c.config_max, 'mul', c.config_mul, 'precision', c.precision, 'type', c.config_type))
  from iot_config c where c.profile_id = p.profile_id and c.config_type in ('voltageProtection', 'frequencyProtection', 'activeIslanding')), '{}'::jsonb)
where p.approval_status = '0';
