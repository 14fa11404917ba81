/** Colours of a station's system status (iot_station_system_status): producing, not reporting, offline, under construction, asleep. */
export const STATUS_COLORS: Record<string, string> = { '0': '#52c41a', '1': '#faad14', '2': '#ff4d4f', '3': '#8c8c8c', '4': '#2f54eb' };
