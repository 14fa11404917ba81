-- Every member the underperformance job judged on its station's last judged day, with its figures
-- (issue 22 item 9): the alarm detail, PV operation and maintenance and the inverter show them as
-- "Against peers". A station's rows are replaced at each judgement, so a group left unjudged (a dark
-- day, too few peers) has none and reads "—". device_id is '' for the station's own row.
create table iot_peer_judgement (
  station_id bigint not null,
  device_id varchar(32) not null,
  part varchar(16) not null,
  day date not null,
  energy_wh double precision not null,
  expected_wh double precision not null,
  ratio double precision not null,
  peers integer not null,
  unit varchar(8) not null,
  primary key (station_id, device_id, part)
);
