import { done } from '@cniot/contract/answer';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stationIdParam } from '@cniot/contract/stations/station';
import { stationLayoutBody, type LayoutCell, type StationLayout, type StationLayoutBody } from '@cniot/contract/stations/station-layout';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import type { Db } from '../../../db/client.ts';
import { iotWn } from '../../../db/schema/devices.ts';
import { iotStationLayout } from '../../../db/schema/stations.ts';
import { badRequest } from '../../../lib/errors.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { visibleStation } from './station-access.ts';

/** PV inputs of an inverter by its type: one panel per input up to the protocol's six. */
export const inputsOf = (wnType: string) => Math.min(Number(wnType) || 1, 6);

type Inverter = { wnId: string; wnType: string; power: number; lastValues: unknown };

async function inverters(db: Db, stationId: number, codes: string[]): Promise<Map<string, Inverter>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ wnId: iotWn.wnId, wnType: iotWn.wnType, power: iotWn.power, lastValues: iotWn.lastValues })
    .from(iotWn)
    .where(and(eq(iotWn.stationId, stationId), eq(iotWn.delFlag, '0'), inArray(iotWn.wnId, codes)));
  return new Map(rows.map((r) => [r.wnId, r]));
}

/**
 * Live power per panel: a panel gets an equal share of its PV input's power
 * (panels in series on one input), and its ratio is that share against its
 * share of the inverter's rated power.
 */
function panelPowers(cells: LayoutCell[], byCode: Map<string, Inverter>): StationLayout['panels'] {
  const perInput = new Map<string, number>();
  for (const c of cells) if (c.wnId) perInput.set(`${c.wnId}:${c.pvIndex}`, (perInput.get(`${c.wnId}:${c.pvIndex}`) ?? 0) + 1);
  return cells.map((c) => {
    const inverter = c.wnId ? byCode.get(c.wnId) : undefined;
    const pv = (inverter?.lastValues as { pv?: { p?: number }[] } | null)?.pv?.[(c.pvIndex ?? 1) - 1]?.p;
    if (!inverter || typeof pv !== 'number') return { row: c.row, column: c.column, powerW: null, ratio: null };
    const panels = perInput.get(`${c.wnId}:${c.pvIndex}`)!;
    const powerW = pv / panels;
    const ratedShare = inverter.power / inputsOf(inverter.wnType) / panels;
    return { row: c.row, column: c.column, powerW, ratio: ratedShare > 0 ? powerW / ratedShare : null };
  });
}

/** `GET /iot/station/getStationLayout/{id}` and `POST /iot/station/saveStationLayout`. */
export const stationLayoutRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/iot/station/getStationLayout/:id', { schema: { params: stationIdParam }, config: { permission: StationPerm.station.query } }, async (req) => {
    const s = await visibleStation(app.db, req, req.params.id);
    const [row] = await app.db.select().from(iotStationLayout).where(eq(iotStationLayout.stationId, s.id));
    if (!row) return ok(req, { stationId: s.id, layout: null, panels: [], updateTime: null } satisfies StationLayout);
    const cells = row.cells as LayoutCell[];
    const { layoutName, orientationAngle, tiltAngle, rows, columns } = row;
    const layout: StationLayoutBody = { stationId: s.id, layoutName, panelDirection: row.panelDirection as StationLayoutBody['panelDirection'], orientationAngle, tiltAngle, rows, columns, cells };
    const live = await inverters(app.db, s.id, [...new Set(cells.flatMap((c) => (c.wnId ? [c.wnId] : [])))]);
    return ok(req, { stationId: s.id, layout, panels: panelPowers(cells, live), updateTime: row.updateTime.toISOString() } satisfies StationLayout);
  });

  api.post(
    '/iot/station/saveStationLayout',
    {
      schema: { response: { 200: done }, body: stationLayoutBody },
      config: { permission: StationPerm.station.edit, operLog: { title: 'operTitle.stationLayout', businessType: BusinessType.UPDATE } },
    },
    async (req) => {
      const body = req.body;
      const s = await visibleStation(app.db, req, body.stationId);
      const codes = [...new Set(body.cells.flatMap((c) => (c.wnId ? [c.wnId] : [])))];
      const bound = await inverters(app.db, s.id, codes);
      const missing = codes.filter((c) => !bound.has(c));
      if (missing.length) throw badRequest('station.layoutNotBound', { ids: missing.slice(0, 20).join(', ') });
      const tooHigh = body.cells.find((c) => c.wnId && c.pvIndex! > inputsOf(bound.get(c.wnId)!.wnType));
      if (tooHigh) throw badRequest('station.layoutInput', { id: tooHigh.wnId, inputs: inputsOf(bound.get(tooHigh.wnId!)!.wnType) });
      const values = {
        layoutName: body.layoutName,
        panelDirection: body.panelDirection,
        orientationAngle: body.orientationAngle,
        tiltAngle: body.tiltAngle,
        rows: body.rows,
        columns: body.columns,
        cells: body.cells.map((c) => ({ row: c.row, column: c.column, wnId: c.wnId ?? null, pvIndex: c.pvIndex ?? null })),
        updateBy: currentUser(req).userName,
        updateTime: new Date(),
      };
      await app.db
        .insert(iotStationLayout)
        .values({ stationId: s.id, ...values })
        .onConflictDoUpdate({ target: iotStationLayout.stationId, set: values });
      return ok(req);
    },
  );
};
