import fs from 'node:fs/promises';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CreatorType } from '@cniot/contract/devices/device-enums';
import { rowsOf, type Db } from '../../../db/client.ts';
import { iotBattery, iotMeter, iotStation, iotWn } from '../../../db/schema/devices.ts';
import { iotStationFavorite, iotStationLayout, iotStationPower, iotStationSummary } from '../../../db/schema/stations.ts';
import { appUser } from '../../../db/schema/people.ts';
import { sysUser } from '../../../db/schema/system.ts';
import { recomputeStationEnergy } from '../../../gateway/ingest/energy-recompute.ts';
import type { HookContext, WriteRow } from '../../../lib/crud.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { appUserScope } from '../../people/app-users/app-user-rules.ts';
import { resolveInUploadArea } from '../../system/files/safe-path.ts';
import { assertDeptUsable } from '../../system/system-dept/dept-scope.ts';
import { rescheduleStation } from './power/next-run.ts';
import { refreshStationSummary } from './summary.ts';

type Row = WriteRow<typeof iotStation>;

/** Requests whose update moves the station to another zone: afterWrite re-books its energy. */
const zoneChanges = new WeakSet<FastifyRequest>();

/** The zone as the runtime spells it, and one the database can also convert with, else a 400. */
async function checkedZone(tx: Db, zone: string): Promise<string> {
  const canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  const [known] = await rowsOf<{ ok: boolean }>(tx, sql`select exists (select 1 from pg_timezone_names where name = ${canonical}) as ok`);
  if (!known.ok) throw badRequest('station.timeZoneUnknown', { zone: canonical });
  return canonical;
}

/** The image is a png/jpg/jpeg the caller uploaded (`POST /common/upload`), kept as its `/files/...` name. */
async function checkedImage(app: FastifyInstance, url: string | null | undefined): Promise<string | null | undefined> {
  if (!url) return url === '' ? null : url;
  const name = url.replace(/^https?:\/\/[^/]+(?=\/files\/)/i, '');
  const file = /^\/files\/[\w./-]+\.(png|jpe?g)$/i.test(name) ? await resolveInUploadArea(app.config.uploadDir, name) : null;
  if (!file || !(await fs.stat(file).catch(() => null))?.isFile()) throw badRequest('station.imageNotUploaded');
  return name;
}

/** Owner and member are live app users the caller sees: a dealer cannot hand its plant to another dealer's customer. */
async function assertAppUsers(tx: Db, user: LoginUser, ids: (number | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return;
  const found = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(inArray(appUser.id, wanted), eq(appUser.delFlag, '0'), appUserScope(user)));
  const missing = wanted.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw badRequest('station.appUserUnknown', { id: missing });
}

/**
 * beforeWrite of stations: the organization lies in the caller's scope
 * (default their own), the zone is one both the runtime and the database
 * know, the image is an upload, owner and member are app users it sees. A new station records its creator; an edit
 * that moves the station to another zone is remembered for afterWrite.
 */
export function stationRules(app: FastifyInstance) {
  return async (data: Row, { req, tx, mode }: HookContext): Promise<Row> => {
    const user = currentUser(req);
    const out: Row = { ...data };
    if (data.deptId !== undefined) await assertDeptUsable(tx, user, data.deptId);
    if (data.timeZone !== undefined) out.timeZone = await checkedZone(tx, data.timeZone);
    if (data.imgUrl !== undefined) out.imgUrl = await checkedImage(app, data.imgUrl);
    await assertAppUsers(tx, user, [data.owner, data.member]);
    if (mode === 'create') {
      const [me] = await tx.select({ email: sysUser.email }).from(sysUser).where(eq(sysUser.userId, user.userId));
      const createType = !user.isAdmin && user.roleKeys.includes('agencyUser') ? CreatorType.agent : CreatorType.admin;
      return { ...out, deptId: data.deptId ?? user.deptId, userId: user.userId, creatorEmail: me?.email || null, createType };
    }
    const [old] = await tx
      .select({ timeZone: iotStation.timeZone })
      .from(iotStation)
      .where(eq(iotStation.id, Number(data.id)));
    if (out.timeZone !== undefined && old && old.timeZone !== out.timeZone) zoneChanges.add(req);
    return out;
  };
}

/** afterWrite: a new zone re-books the energy and moves the schedules; the summary follows at once. */
export async function afterStationWrite(id: number, { req, tx }: HookContext): Promise<void> {
  if (zoneChanges.has(req)) {
    await recomputeStationEnergy(tx, id);
    await rescheduleStation(tx, id);
  }
  await refreshStationSummary(tx, [id]);
}

/** beforeDelete: refused while any device is bound ('unbind first'); what hangs on the station goes with it. */
export async function beforeStationDelete(ids: number[], { tx }: { tx: Db }): Promise<void> {
  let bound = 0;
  for (const t of [iotWn, iotBattery, iotMeter]) {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.delFlag, '0'), inArray(t.stationId, ids)));
    bound += n;
  }
  if (bound > 0) throw badRequest('station.hasDevices', { count: bound });
  await tx.delete(iotStationPower).where(inArray(iotStationPower.stationId, ids));
  await tx.delete(iotStationLayout).where(inArray(iotStationLayout.stationId, ids));
  await tx.delete(iotStationSummary).where(inArray(iotStationSummary.stationId, ids));
  await tx
    .update(iotStationFavorite)
    .set({ status: '0', updateTime: new Date() })
    .where(and(inArray(iotStationFavorite.stationId, ids), eq(iotStationFavorite.status, '1')));
}
