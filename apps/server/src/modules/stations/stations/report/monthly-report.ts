import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@cniot/contract/constants';
import { translate } from '@cniot/contract/i18n';
import { languageOfCountry } from '@cniot/contract/language';
import { stationIdParam } from '@cniot/contract/stations/station';
import { performanceQuery } from '@cniot/contract/stations/station-performance';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import type { Config } from '../../../../config.ts';
import { rowsOf, type Db } from '../../../../db/client.ts';
import type { JobHandler } from '../../../../jobs/job-handler.ts';
import { localDate } from '../../../../lib/zoned.ts';
import { sendMail } from '../../../system/auth/mail.ts';
import { addDays } from '../expected-yield.ts';
import { visibleStation } from '../station-access.ts';
import { reportData, type ReportStation } from './report-data.ts';
import { reportFormat, reportPdf } from './report-pdf.ts';

const fileName = (s: ReportStation, month: string) => `${s.stationName.replace(/[\\/:*?"<>|]/g, ' ')}_${month}.pdf`;

/** `GET /iot/station/monthlyReport/{id}?date=YYYY-MM`: the PDF in the caller's language; without a date, the month of the station's last completed day. */
export const monthlyReportRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/iot/station/monthlyReport/:id', { schema: { params: stationIdParam, querystring: performanceQuery }, config: { permission: StationPerm.station.query } }, async (req, reply) => {
      const station = await visibleStation(app.db, req, req.params.id);
      const month = req.query.date ?? addDays(localDate(Date.now(), station.timeZone), -1).slice(0, 7);
      const pdf = await reportPdf(await reportData(app.db, station, month), req.lang);
      const name = fileName(station, month);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename*=utf-8''${encodeURIComponent(name)}`)
        .header('download-filename', encodeURIComponent(name))
        .header('access-control-expose-headers', 'download-filename')
        .send(pdf);
    });
};

interface Due extends ReportStation {
  ownerId: number | null;
  ownerEmail: string | null;
  ownerCountry: string | null;
  installerEmail: string | null;
  installerCountry: string | null;
}

/**
 * Mails last month's report of every station whose own clock shows the first
 * of the month, once (`iot_station_report` remembers it), to its owner (the
 * app user) and its installer organization, each in their language (by
 * their organization's country); every mail lands in the mail records.
 */
export async function sendMonthlyReports(db: Db, mail: Pick<Config, 'dataDir' | 'smtpUrl'>, now = Date.now()): Promise<number> {
  const due = await rowsOf<Due & { month: string }>(
    db,
    sql`select s.id::float8 as id, s.station_name as "stationName", s.time_zone as "timeZone", coalesce(s.capacity, 0)::float8 as capacity,
          to_char((${new Date(now).toISOString()}::timestamptz at time zone s.time_zone)::date - 1, 'YYYY-MM') as month,
          u.id::float8 as "ownerId", nullif(u.mailbox, '') as "ownerEmail", coalesce(ud.country, d.country) as "ownerCountry",
          nullif(d.email, '') as "installerEmail", d.country as "installerCountry"
        from iot_station s
        left join app_user u on u.id = s.owner_id and u.del_flag = '0'
        left join sys_dept ud on ud.dept_id = u.dept_id
        left join sys_dept d on d.dept_id = s.dept_id and d.del_flag = '0'
        where s.del_flag = '0' and extract(day from ${new Date(now).toISOString()}::timestamptz at time zone s.time_zone) = 1
          and not exists (select 1 from iot_station_report r where r.station_id = s.id
            and r.month = to_char((${new Date(now).toISOString()}::timestamptz at time zone s.time_zone)::date - 1, 'YYYY-MM'))
        order by s.id`,
  );
  let sent = 0;
  for (const s of due) {
    const data = await reportData(db, s, s.month);
    const recipients: { userId: number | null; email: string; lang: Language }[] = [];
    if (s.ownerEmail) recipients.push({ userId: s.ownerId, email: s.ownerEmail, lang: languageOfCountry(s.ownerCountry) });
    if (s.installerEmail) recipients.push({ userId: null, email: s.installerEmail, lang: languageOfCountry(s.installerCountry) });
    for (const r of recipients) {
      const f = reportFormat(r.lang);
      const params = { station: s.stationName, month: s.month, energy: f.energy(data.performance.energyWh), ratio: f.percent(data.performance.ratio) };
      await sendMail(db, mail, {
        userId: r.userId,
        email: r.email,
        title: translate(r.lang, 'stationReport.mailTitle', params),
        content: translate(r.lang, 'stationReport.mailBody', params),
        mailType: 'MonthlyReport',
        createBy: 'stationMonthlyReport',
        attachments: [{ filename: fileName(s, s.month), content: await reportPdf(data, r.lang) }],
      });
      sent++;
    }
    await db.execute(sql`insert into iot_station_report (station_id, month, recipients) values (${s.id}, ${s.month}, ${recipients.length}) on conflict do nothing`);
  }
  return sent;
}

/** Hourly on the 1st and 2nd of each month (migration 0351): every zone reaches its first of the month within them. */
export const monthlyReportJob: JobHandler<Record<string, never> | undefined> = {
  name: 'stationMonthlyReport',
  description: 'Mails each station’s report of last month to its owner and its installer',
  args: z.object({}).strict().optional(),
  async run(app) {
    const n = await sendMonthlyReports(app.db, app.config);
    return `${n} monthly reports mailed`;
  },
};
