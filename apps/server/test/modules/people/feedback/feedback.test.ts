import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { menuId } from '../../../helpers/menus.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';
import { appUserIn, feedbackFrom } from '../fixtures.ts';

let t: TestApp, admin: string;
let owner: number, berlin: number, rome: number, anonymous: number;
const url = '/cniotapi/biz/feedback';
const reply = (feedbackId: number, replyContent: string, token = admin, lang = 'en_US') =>
  json(t, token, { method: 'PUT', url: `${url}/reply`, headers: { 'lang-type': lang }, payload: { feedbackId, replyContent } });
const list = async (query = '', token = admin) => (await json(t, token, { url: `${url}/list?${query}` })).body;
const notices = (feedbackId: number) =>
  rowsOf<{ message_title: string; message_content: string; message_source: string; recipient_type: string; app_user_id: number }>(
    t.app.db,
    sql`select m.message_title, m.message_content, m.message_source, m.recipient_type, r.app_user_id
        from app_message m join app_message_recipient r using (message_id) where m.feedback_id = ${feedbackId} order by m.message_id`,
  );

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  owner = await appUserIn(t.app.db, 'Berlin owner', Dept.solarTechTeam);
  berlin = await feedbackFrom(t.app.db, owner, Dept.solarTechTeam, { describes: 'The app crashes when I open the station', problems: '3,4', images: '/files/upload/a.png,/files/upload/b.png' });
  rome = await feedbackFrom(t.app.db, await appUserIn(t.app.db, 'Rome dealer', Dept.energiaVerde), Dept.energiaVerde, { source: '1', type: '1', describes: 'Please add a dark mode' });
  anonymous = await feedbackFrom(t.app.db, null, null, { describes: 'No account' });
});
afterAll(() => t.close());

describe('user feedback', () => {
  it('lists waiting feedback first with the author looked up, and filters', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    const row = all.rows.find((r: { feedbackId: number }) => r.feedbackId === berlin);
    expect(row).toMatchObject({ nickname: 'Berlin owner', problemList: '3,4', images: '/files/upload/a.png,/files/upload/b.png', replyStatus: '0' });
    expect((await list('feedbackType=1')).rows.map((r: { feedbackId: number }) => r.feedbackId)).toEqual([rome]);
    expect((await list('describes=dark')).total).toBe(1);
    expect((await list(`userId=${owner}`)).total).toBe(1);
  });

  it('stores a sanitized reply, marks it replied and sends it to the app user as an internal message', async () => {
    const res = await reply(berlin, '<p onclick="steal()">Fixed in <b>2.1</b><script>steal()</script></p>');
    expect(res.body.code).toBe(200);
    const { data } = (await json(t, admin, { url: `${url}/${berlin}` })).body;
    expect(data).toMatchObject({ replyStatus: '1', replyContent: '<p>Fixed in <b>2.1</b></p>', replyUserName: 'admin' });
    expect(data.replyTime).toBeTruthy();
    expect(await notices(berlin)).toEqual([{ message_title: 'Reply to your feedback', message_content: '<p>Fixed in <b>2.1</b></p>', message_source: '1', recipient_type: '2', app_user_id: owner }]);
    expect((await list()).rows.at(-1).feedbackId).toBe(berlin);
  });

  it('a second reply corrects the first and notifies again; feedback from the dealer app is answered in the dealer app', async () => {
    expect((await reply(berlin, '<p>Fixed in 2.2</p>', admin, 'de_DE')).body.code).toBe(200);
    expect((await notices(berlin)).map((n) => n.message_title)).toEqual(['Reply to your feedback', 'Antwort auf Ihr Feedback']);
    expect((await reply(rome, '<p>Planned</p>')).body.code).toBe(200);
    expect((await notices(rome))[0].message_source).toBe('0');
  });

  it('stores a reply to feedback without a known user, without a message', async () => {
    expect((await reply(anonymous, '<p>Thanks</p>')).body.code).toBe(200);
    expect(await notices(anonymous)).toEqual([]);
  });

  it('refuses an empty reply, or one that was only script, with the contract text', async () => {
    expect((await reply(berlin, '  ')).body.msg).toBe('Please enter the reply');
    expect((await reply(berlin, '<script>x()</script>', admin, 'pl_PL')).body.msg).toBe('Wpisz odpowiedź');
    expect((await reply(99_999, '<p>x</p>')).status).toBe(404);
  });

  it('refuses rich text that shows nothing, leaves the feedback waiting and sends no message', async () => {
    const waiting = await feedbackFrom(t.app.db, owner, Dept.solarTechTeam, { describes: 'Nothing yet' });
    for (const [html, lang, text] of [
      ['<p><br></p>', 'en_US', 'Please enter the reply'],
      ['<p>&nbsp;</p><p> &#160; </p>', 'de_DE', 'Bitte geben Sie die Antwort ein'],
      ['<p><strong></strong><span style="color:red">\u200b</span></p><!-- x -->', 'it_IT', 'Inserire la risposta'],
    ]) {
      const res = await reply(waiting, html, admin, lang);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(text);
    }
    const { data } = (await json(t, admin, { url: `${url}/${waiting}` })).body;
    expect(data).toMatchObject({ replyStatus: '0', replyContent: '', replyTime: null });
    expect(await notices(waiting)).toEqual([]);
    // A picture alone is a reply.
    expect((await reply(waiting, '<p><img src="https://example.com/fix.png"></p>')).body.code).toBe(200);
    await rowsOf(t.app.db, sql`delete from app_feedback where feedback_id = ${waiting}`);
  });

  it('lets a dealer see, reply to and export the feedback of its own organization only', async () => {
    const dealer = await userWithRoles(t, 'fbDealer', [Role.agencyUser], Dept.solarTech);
    expect((await list('', dealer.token)).rows.map((r: { feedbackId: number }) => r.feedbackId)).toEqual([berlin]);
    expect((await list('currentDeptOnly=1', dealer.token)).total).toBe(0);
    expect((await json(t, dealer.token, { url: `${url}/${rome}` })).status).toBe(404);
    expect((await reply(rome, '<p>Not mine</p>', dealer.token)).status).toBe(404);
    expect((await reply(berlin, '<p>From your dealer</p>', dealer.token)).body.code).toBe(200);
    expect((await json(t, dealer.token, { method: 'DELETE', url: `${url}/${berlin}` })).status).toBe(403);
    // Feedback of no organization is seen only by those who see everything.
    const staff = await userWithRoles(t, 'fbStaff', [Role.sysUser], Dept.root);
    expect((await list('', staff.token)).rows.map((r: { feedbackId: number }) => r.feedbackId).sort()).toEqual([berlin, rome]);
  });

  it('is a menu of the service content with its reply button granted to system and agency users', async () => {
    const page = await menuId(t.app.db, 'biz:feedback');
    const { body } = await json(t, admin, { url: `/cniotapi/system/menu/${page}` });
    expect(body.data).toMatchObject({ component: 'biz/feedback/index', path: 'feedback', perms: 'biz:feedback:list' });
    const roles = await rowsOf<{ role_id: number }>(t.app.db, sql`select role_id from sys_role_menu where menu_id = ${await menuId(t.app.db, 'biz:feedback/biz:feedback:reply')} order by role_id`);
    expect(roles.map((r) => Number(r.role_id))).toEqual([Role.sysUser, Role.agencyUser]);
  });

  it('removes feedback', async () => {
    expect((await json(t, admin, { method: 'DELETE', url: `${url}/${anonymous}` })).body.code).toBe(200);
    expect((await list()).total).toBe(2);
  });
});
