-- The alarm records list newest first: with this index the first page reads
-- its rows in order and looks up rule texts and names for those rows only.
create index iot_alarm_record_start on iot_alarm_record (start_time desc);
