import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';
import { appUserIn } from '../fixtures.ts';

let t: TestApp, admin: string;
let berliner: number, roman: number;
const url = '/cniotapi/biz/message';
const base = { messageSource: '1', messageType: '1', messageTitle: 'Maintenance tonight', messageContent: '<p>The service pauses at 22:00.</p>' };
let n = 0;
/** Bodies differ by a counter: identical ones within a second trip the duplicate-submit guard. */
const send = (payload: Record<string, unknown>, token = admin, lang = 'en_US') =>
  json(t, token, { method: 'POST', url, headers: { 'lang-type': lang }, payload: { messageTitle: `${base.messageTitle} ${++n}`, ...payload } });
const detail = async (id: number) => (await json(t, admin, { url: `${url}/${id}` })).body.data;

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  berliner = await appUserIn(t.app.db, 'Berliner', Dept.solarTechTeam);
  roman = await appUserIn(t.app.db, 'Roman', Dept.energiaVerde);
});
afterAll(() => t.close());

describe('internal messages: the spec §5 rules', () => {
  it('refuses an empty app type, message type, title or content with the spec texts', async () => {
    const { messageSource, messageType, ...rest } = base;
    expect((await send({ ...rest, messageType })).body.msg).toBe('App type cannot be empty');
    expect((await send({ ...rest, messageSource })).body.msg).toBe('Message type cannot be empty');
    expect((await send({ ...base, messageTitle: '  ' })).body.msg).toBe('Title cannot be empty');
    expect((await send({ ...base, messageContent: '' })).body.msg).toBe('Content cannot be empty');
    expect((await send({ ...base, messageContent: '<script>alert(1)</script>' })).body.msg).toBe('Content cannot be empty');
    expect((await send({ ...base, messageTitle: '' }, admin, 'zh_CN')).body.msg).toBe('标题不能为空');
  });

  it('refuses content that shows nothing (empty paragraphs, spaces, &nbsp;, empty tags) and writes nothing', async () => {
    const before = (await json(t, admin, { url: `${url}/list` })).body.total;
    for (const messageContent of ['<p><br></p>', '<p>&nbsp;</p>', ' <p> </p>\n<div><b></b></div> ', '<p>&#xA0;&nbsp;<br/></p>']) {
      const res = await send({ ...base, recipientType: '0', messageContent });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Content cannot be empty');
    }
    expect((await send({ ...base, recipientType: '0', messageContent: '<p><br></p>' }, admin, 'de_DE')).body.msg).toBe('Der Inhalt darf nicht leer sein');
    expect((await json(t, admin, { url: `${url}/list` })).body.total).toBe(before);
  });

  it('needs at least one recipient', async () => {
    for (const recipients of [
      { recipientType: '1', deptIds: [] },
      { recipientType: '2', userIds: [] },
      { recipientType: '1', userIds: [berliner] },
    ]) {
      const res = await send({ ...base, ...recipients });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Please select at least one recipient');
    }
  });

  it('sends to everyone, to organizations or to app users, and shows whom', async () => {
    const all = await send(base);
    expect(all.body.code).toBe(200);
    expect(await detail(all.body.data.id)).toMatchObject({ recipientType: '0', deptIds: [], userIds: [], createBy: 'admin' });
    const depts = await send({ ...base, recipientType: '1', deptIds: [Dept.sunline, Dept.solarTech, Dept.solarTech], userIds: [roman] });
    expect(await detail(depts.body.data.id)).toMatchObject({ recipientType: '1', deptIds: [Dept.solarTech, Dept.sunline], userIds: [] });
    const users = await send({ ...base, recipientType: '2', userIds: [roman, berliner] });
    expect(await detail(users.body.data.id)).toMatchObject({ recipientType: '2', userIds: [berliner, roman].sort((a, b) => a - b) });
    const listed = (await json(t, admin, { url: `${url}/list?recipientType=1` })).body;
    expect(listed.rows.map((r: { messageId: number }) => r.messageId)).toEqual([depts.body.data.id]);
  });

  it('refuses recipients that do not exist', async () => {
    expect((await send({ ...base, recipientType: '1', deptIds: [999_999] })).body.msg).toBe('Some of the recipients do not exist or are outside your data scope');
    expect((await send({ ...base, recipientType: '2', userIds: [999_999] })).status).toBe(400);
  });

  it("answers an update that changes nothing with 'No changes at present' (a warning), and saves a real change", async () => {
    const created = await send({ ...base, messageTitle: 'Same', recipientType: '1', deptIds: [Dept.sunline] });
    const id = created.body.data.id;
    const same = { messageId: id, ...base, messageTitle: 'Same', recipientType: '1', deptIds: [Dept.sunline] };
    const unchanged = await json(t, admin, { method: 'PUT', url, payload: same });
    expect(unchanged.body).toMatchObject({ code: 601, msg: 'No changes at present' });
    const german = await json(t, admin, { method: 'PUT', url, headers: { 'lang-type': 'de_DE' }, payload: { ...same, userIds: [roman] } });
    expect(german.body).toMatchObject({ code: 601, msg: 'Derzeit keine Änderungen' });
    const changed = await json(t, admin, { method: 'PUT', url, payload: { ...same, deptIds: [Dept.sunline, Dept.philSolar] } });
    expect(changed.body.code).toBe(200);
    expect((await detail(id)).deptIds).toEqual([Dept.sunline, Dept.philSolar]);
    const retitled = await json(t, admin, { method: 'PUT', url, payload: { ...same, deptIds: [Dept.sunline, Dept.philSolar], messageTitle: 'Other' } });
    expect(retitled.body.code).toBe(200);
  });

  it("keeps a system user placed in a dealer to its organization's recipients and messages", async () => {
    const placed = await userWithRoles(t, 'msgPlaced', [Role.sysUser], Dept.solarTech);
    const toAll = await send(base, placed.token);
    expect(toAll.status).toBe(403);
    expect(toAll.body.msg).toBe('Only users who see every organization can send a message to everyone');
    expect((await send({ ...base, recipientType: '1', deptIds: [Dept.energiaVerde] }, placed.token)).status).toBe(400);
    expect((await send({ ...base, recipientType: '2', userIds: [roman] }, placed.token)).status).toBe(400);
    const own = await send({ ...base, recipientType: '2', userIds: [berliner] }, placed.token);
    expect(own.body.code).toBe(200);
    const seen = (await json(t, placed.token, { url: `${url}/list` })).body;
    expect(seen.rows.map((r: { messageId: number }) => r.messageId)).toEqual([own.body.data.id]);
    const dealer = await userWithRoles(t, 'msgDealer', [Role.agencyUser], Dept.solarTech);
    expect((await json(t, dealer.token, { url: `${url}/list` })).status).toBe(403);
  });

  it('deletes a message with its recipients', async () => {
    const created = await send({ ...base, recipientType: '2', userIds: [roman] });
    expect((await json(t, admin, { method: 'DELETE', url: `${url}/${created.body.data.id}` })).body.code).toBe(200);
    expect((await json(t, admin, { url: `${url}/${created.body.data.id}` })).status).toBe(404);
  });
});
