import { bigint, date, doublePrecision, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ts } from './system.ts';

/** A station's energy balance per 5-minute slot and local day, and the extra counter cursors; mirrors migration 0320. */

const flows = {
  pvWh: doublePrecision('pv_wh').notNull().default(0),
  importWh: doublePrecision('import_wh').notNull().default(0),
  exportWh: doublePrecision('export_wh').notNull().default(0),
  chargeWh: doublePrecision('charge_wh').notNull().default(0),
  dischargeWh: doublePrecision('discharge_wh').notNull().default(0),
};

export const iotEnergyBalanceSlot = pgTable(
  'iot_energy_balance_slot',
  {
    stationId: bigint('station_id', { mode: 'number' }).notNull(),
    slotStart: ts('slot_start').notNull(),
    ...flows,
    socSum: doublePrecision('soc_sum').notNull().default(0),
    socN: integer('soc_n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.slotStart] })],
);

export const iotEnergyBalanceDay = pgTable(
  'iot_energy_balance_day',
  {
    stationId: bigint('station_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    ...flows,
  },
  (t) => [primaryKey({ columns: [t.stationId, t.day] })],
);

export const iotEnergyCursor = pgTable(
  'iot_energy_cursor',
  {
    deviceType: varchar('device_type', { length: 16 }).notNull(),
    deviceId: varchar('device_id', { length: 32 }).notNull(),
    counter: varchar('counter', { length: 16 }).notNull(),
    highWh: doublePrecision('high_wh'),
    highTs: ts('high_ts'),
    lowWh: doublePrecision('low_wh'),
    lowTs: ts('low_ts'),
  },
  (t) => [primaryKey({ columns: [t.deviceType, t.deviceId, t.counter] })],
);
