import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permsOf } from '@cniot/contract/manifest/define';
import { RolloutStatus, rolloutCreate, rolloutManifest, rolloutRollback, type WaveView } from '@cniot/contract/grid-firmware/rollout';
import { rowsOf } from '../../../db/client.ts';
import { iotRollout as t, iotSoftware } from '../../../db/schema/firmware.ts';
import { registerJobHandler } from '../../../jobs/handlers.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { changeRollout, rollBack, type Change } from './rollout-control.ts';
import { rolloutJob, rolloutTick } from './rollout-engine.ts';
import { createRollout } from './rollout-plan.ts';

const perms = permsOf(rolloutManifest);
const pkgOf = (col: 'software_name' | 'software_version') => sql`(select s.${sql.raw(col)} from ${iotSoftware} s where s.id = coalesce(iot_rollout.rollback_software_id, iot_rollout.software_id))`;
const deviceCount = sql<number>`(select count(distinct r.device_id)::int from iot_upgrade_record r where r.rollout_id = iot_rollout.id and r.wave_no is not null)`;
const FOLLOW_UP_MS = 5000;
const idParam = z.object({ id: z.coerce.number().int().positive() });
const operLog = (businessType: number) => ({ title: 'menus.rollout', businessType });

/** Each wave's devices counted by state, for the live view. */
async function waves(db: Parameters<typeof rowsOf>[0], id: number): Promise<WaveView[]> {
  const rows = await rowsOf<{ wave_no: number; state: string; n: number; start: Date | null }>(
    db,
    sql`select wave_no, state, count(*)::int as n, min(send_time) as start from iot_upgrade_record where rollout_id = ${id} and wave_no is not null group by wave_no, state order by wave_no`,
  );
  const byWave = new Map<number, WaveView>();
  for (const r of rows) {
    const w = byWave.get(r.wave_no) ?? { waveNo: r.wave_no, total: 0, states: {}, startTime: null };
    w.total += r.n;
    w.states[r.state] = r.n;
    if (r.start && (!w.startTime || new Date(r.start).toISOString() < w.startTime)) w.startTime = new Date(r.start).toISOString();
    byWave.set(r.wave_no, w);
  }
  return [...byWave.values()];
}

/** Rollouts (`/iot/upgrade/rollout`): list, live detail, start, pause, resume, cancel, roll back. */
export const rolloutRoutes: FastifyPluginAsync = async (app) => {
  registerJobHandler(rolloutJob);
  manifestCrud(app, rolloutManifest, {
    table: t,
    hidden: ['leaseUntil', 'leaseOwner', 'baseUrl', 'deptId', 'userId'],
    columns: { softwareName: pkgOf('software_name'), targetVersion: pkgOf('software_version'), deviceCount },
    detail: async (row) => ({ ...row, waves: await waves(app.db, Number(row.id)) }),
    without: ['remove', 'export'],
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Decide at once, and again every few seconds while rollouts run, rather than at the next minute's job:
  // a failing canary pauses its rollout in seconds. The lease keeps each decision single across nodes.
  let followUp: NodeJS.Timeout | undefined;
  const nudge = () => {
    clearTimeout(followUp);
    void rolloutTick(app)
      .then(async () => {
        const open = await rowsOf(app.db, sql`select 1 from iot_rollout where status in (${RolloutStatus.running}, ${RolloutStatus.rollingBack}) limit 1`);
        if (open.length) followUp = setTimeout(nudge, FOLLOW_UP_MS).unref();
      })
      .catch((err) => app.log.error({ err }, 'rollout tick failed'));
  };
  app.addHook('onClose', async () => clearTimeout(followUp));

  api.post('/iot/upgrade/rollout', { schema: { body: rolloutCreate }, config: { permission: perms.add, operLog: operLog(BusinessType.INSERT) } }, async (req) => {
    const data = await createRollout(app, req, req.body);
    nudge();
    return { code: 200, msg: req.t('ok'), data };
  });
  for (const change of ['pause', 'resume', 'cancel'] as const satisfies readonly Change[]) {
    api.post(`/iot/upgrade/rollout/:id/${change}`, { schema: { params: idParam }, config: { permission: perms[change], operLog: operLog(BusinessType.UPDATE) } }, async (req) => {
      await changeRollout(app, req, req.params.id, change);
      if (change === 'resume') nudge();
      return { code: 200, msg: req.t('ok') };
    });
  }
  api.post('/iot/upgrade/rollout/:id/rollback', { schema: { params: idParam, body: rolloutRollback }, config: { permission: perms.rollback, operLog: operLog(BusinessType.UPDATE) } }, async (req) => {
    const data = await rollBack(app, req, req.params.id, req.body.softwareId);
    nudge();
    return { code: 200, msg: req.t('ok'), data };
  });
};
