import { z } from 'zod';
import { deviceId } from '../devices/device-code.ts';
import { entityId } from '../system/system-fields.ts';

/** Panel direction (dictionary iot_panel_direction): default, horizontal, vertical. */
export const panelDirection = z.enum(['0', '1', '2']);

export const MAX_LAYOUT_SIDE = 50;
/** PV inputs per inverter the protocol carries. */
export const MAX_PV_INPUTS = 6;

const index = z
  .number()
  .int()
  .min(0)
  .max(MAX_LAYOUT_SIDE - 1);

/** A panel: its place (0-based row and column) and, once wired, the inverter and its PV input (1-based). */
export const layoutCell = z.object({
  row: index,
  column: index,
  wnId: deviceId.nullish(),
  pvIndex: z.number().int().min(1).max(MAX_PV_INPUTS).nullish(),
});
export type LayoutCell = z.infer<typeof layoutCell>;

/**
 * `POST /iot/station/saveStationLayout` (`iot:station:edit`): the whole layout.
 * Panels sit inside rows × columns, one per place; a panel wired to an input
 * names its inverter, which must be bound to the station. Several panels may
 * share one input (in series): each is shown with an equal share of its power.
 */
export const stationLayoutBody = z
  .object({
    stationId: entityId,
    layoutName: z.string().trim().min(1, 'validation.layoutName').max(64),
    panelDirection: panelDirection.default('0'),
    /** Azimuth in degrees, 0 north, 180 south. */
    orientationAngle: z.number().min(0, 'validation.orientationAngle').max(360, 'validation.orientationAngle').default(180),
    tiltAngle: z.number().min(0, 'validation.tiltAngle').max(90, 'validation.tiltAngle').default(30),
    rows: z.number().int().min(1).max(MAX_LAYOUT_SIDE),
    columns: z.number().int().min(1).max(MAX_LAYOUT_SIDE),
    cells: z.array(layoutCell).max(MAX_LAYOUT_SIDE * MAX_LAYOUT_SIDE),
  })
  .superRefine((l, ctx) => {
    const seen = new Set<string>();
    l.cells.forEach((c, i) => {
      if (c.row >= l.rows || c.column >= l.columns) ctx.addIssue({ code: 'custom', path: ['cells', i], message: 'validation.layoutCellOutside' });
      const at = `${c.row}:${c.column}`;
      if (seen.has(at)) ctx.addIssue({ code: 'custom', path: ['cells', i], message: 'validation.layoutCellTwice' });
      seen.add(at);
      if (!c.wnId !== (c.pvIndex == null)) ctx.addIssue({ code: 'custom', path: ['cells', i], message: 'validation.layoutCellWiring' });
    });
  });
export type StationLayoutBody = z.infer<typeof stationLayoutBody>;

/**
 * `GET /iot/station/getStationLayout/{id}`: the saved layout (null when none)
 * and live power per panel for the heat map: `powerW` is the panel's share of
 * its input's power, `ratio` that power against the panel's share of the
 * inverter's rated power (null when the panel is not wired or the inverter
 * has not reported).
 */
export const panelPower = z.object({ row: z.number(), column: z.number(), powerW: z.number().nullable(), ratio: z.number().nullable() });
export const stationLayout = z.object({
  stationId: z.number(),
  layout: stationLayoutBody.nullable(),
  panels: z.array(panelPower),
  updateTime: z.string().nullable(),
});
export type StationLayout = z.infer<typeof stationLayout>;
