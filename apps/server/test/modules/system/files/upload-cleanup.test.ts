import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { uploadColumns } from '../../../../src/lib/upload-references.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { multipart, PDF, PNG } from './multipart.ts';

let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await signedInApp()));
afterAll(() => t.close());

const DAY = 86_400_000;
const onDisk = (fileName: string) => path.join(t.config.uploadDir, fileName.replace('/files/', ''));
const upload = async (name = 'photo.png', content = PNG): Promise<string> => (await t.call(admin, multipart(name, content))).json().fileName;
const age = (fileName: string, days: number) => {
  const then = new Date(Date.now() - days * DAY);
  fs.utimesSync(onDisk(fileName), then, then);
};

/**
 * Columns whose names suggest a file but that hold something else. Any other
 * such column must be declared (upload-references.ts), or its files would be
 * removed as unnamed: a new module cannot forget.
 */
const NOT_UPLOADS = new Set([
  'sys_oper_log.oper_url', // the request's path
  'iot_rollout.base_url', // the console's origin devices download from
  'iot_wn.ip_url',
  'iot_battery.ip_url',
  'iot_meter.ip_url', // the device's own address
  'sys_menu.icon',
  'gen_table.menu_icon', // icon names
  'iot_software.software_content', // release notes, plain text
  'iot_mail_record.content',
  'iot_sms_record.content', // what was sent, kept as a record
  'sys_captcha.answer',
  'sys_upload.file_name', // the bookings of the files themselves
]);
const LOOKS_LIKE_FILE = /(^|_)(url|img|images?|logo|avatar|file|photo|picture|cover|attach\w*|answer|content|icon|licen[cs]e)(_|$)/;

describe('removing uploads no record names (issue 23)', { timeout: 180_000 }, () => {
  it('keeps named files and fresh orphans, removes orphans older than the grace period', async () => {
    const inFaq = await upload();
    const inFeedback = await upload();
    const document = await upload('norm.pdf', PDF);
    const oldOrphan = await upload();
    const freshOrphan = await upload();
    expect((await t.call(admin, { ...multipart('me.png', PNG, 'avatarfile'), url: '/cniotapi/system/user/profile/avatar' })).json().code).toBe(200);
    const [{ avatar }] = await rowsOf<{ avatar: string }>(t.app.db, sql`select avatar from sys_user where user_name = 'admin'`);
    await t.app.db.execute(sql`insert into app_faq (question, answer) values ('Where?', ${`<p>Here: <img src="http://console.example${inFaq}" alt="roof"></p>`})`);
    await t.app.db.execute(sql`insert into app_feedback (images) values (${`/files/upload/x/gone.png,${inFeedback}`})`);
    await t.app.db.execute(sql`insert into iot_grid_document (country_code, title, file_url) values ('DE', 'VDE 4105', ${document})`);
    const exportDir = path.join(t.config.uploadDir, 'download');
    fs.mkdirSync(exportDir, { recursive: true });
    fs.writeFileSync(path.join(exportDir, 'users.xlsx'), 'x');
    fs.utimesSync(path.join(exportDir, 'users.xlsx'), new Date(Date.now() - 9 * DAY), new Date(Date.now() - 9 * DAY));
    for (const f of [inFaq, inFeedback, document, oldOrphan, avatar]) age(f, 3);

    const [{ job_id: jobId }] = await rowsOf<{ job_id: number }>(t.app.db, sql`select job_id from sys_job where invoke_target = 'uploadCleanup'`);
    const res = await t.call(admin, { method: 'PUT', url: '/cniotapi/monitor/job/run', payload: { jobId: Number(jobId) } });
    expect(res.json()).toMatchObject({ code: 200 });

    expect(fs.existsSync(onDisk(oldOrphan))).toBe(false);
    for (const kept of [inFaq, inFeedback, document, avatar, freshOrphan]) expect(fs.existsSync(onDisk(kept)), kept).toBe(true);
    expect(fs.existsSync(path.join(exportDir, 'users.xlsx'))).toBe(true);
    // Its booking went with it: the uploader's stored total no longer counts it.
    const booked = await rowsOf<{ file_name: string }>(t.app.db, sql`select file_name from sys_upload where file_name = ${oldOrphan} or file_name = ${freshOrphan}`);
    expect(booked.map((r) => r.file_name)).toEqual([freshOrphan]);
  });

  it('knows every column that may name an upload', async () => {
    const declared = new Set(uploadColumns().map((c) => `${c.table}.${c.column}`));
    for (const expected of [
      'sys_user.avatar',
      'sys_dept.logo',
      'app_user.avatar_url',
      'iot_station.img_url',
      'app_faq.answer',
      'app_message.message_content',
      'app_feedback.images',
      'app_feedback.reply_content',
      'app_resource.resource_url',
      'app_resource.cover_url',
      'iot_grid_document.file_url',
      'iot_software.software_address',
    ]) {
      expect(declared.has(expected), expected).toBe(true);
    }
    const columns = await rowsOf<{ name: string }>(
      t.app.db,
      sql`select c.table_name || '.' || c.column_name as name
          from information_schema.columns c join pg_class k on k.relname = c.table_name and k.relnamespace = current_schema()::regnamespace
          where c.table_schema = current_schema() and c.data_type in ('text', 'character varying') and not k.relispartition and k.relkind in ('r', 'p')`,
    );
    const undeclared = columns.map((c) => c.name).filter((n) => LOOKS_LIKE_FILE.test(n.split('.')[1]) && !declared.has(n) && !NOT_UPLOADS.has(n));
    expect(undeclared).toEqual([]);
  });
});
