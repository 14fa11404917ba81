-- The AC rating of the inverters bound to each station, beside its capacity (DC kWp): the summary
-- flags a station whose DC/AC ratio is outside the sensible range (attention 4, issue 22).
alter table iot_station_summary add column rated_w double precision not null default 0;
