import { sql, type SQL } from 'drizzle-orm';

/**
 * Solar elevation in degrees at a place and instant, in SQL (declination and
 * hour angle, without the equation of time: good to a few degrees, enough to
 * tell day from night and to shape a believable day).
 */
export function sunElevation(lat: SQL, lon: SQL, at: SQL): SQL<number> {
  const utc = sql`(${at} at time zone 'UTC')`;
  const declination = sql`radians(23.44 * sin(radians(360.0 / 365 * (extract(doy from ${utc}) - 81))))`;
  const hourAngle = sql`radians(15 * (extract(hour from ${utc}) + extract(minute from ${utc}) / 60.0 + ${lon} / 15 - 12))`;
  // greatest/least skip nulls: without the case a place without coordinates would read as the sun at the nadir (always night).
  return sql`case when ${lat} is null or ${lon} is null then null else degrees(asin(least(1, greatest(-1, sin(radians(${lat})) * sin(${declination}) + cos(radians(${lat})) * cos(${declination}) * cos(${hourAngle}))))) end`;
}
