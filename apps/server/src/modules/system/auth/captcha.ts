import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { SLIDER_WIDTH, type CaptchaImage, type SliderVerifyData } from '@cniot/contract/system/auth';
import { CAPTCHA_TTL_MS } from '@cniot/contract/constants';
import { rowsOf, type Db } from '../../../db/client.ts';
import { sysCaptcha } from '../../../db/schema/system.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { CaptchaFlags } from './account-config.ts';
import { trackLooksHuman } from './slider.ts';

const expiry = () => new Date(Date.now() + CAPTCHA_TTL_MS);

/** A math image captcha and a slider challenge, each kept in the database for CAPTCHA_TTL_MS. */
export async function issueCaptcha(db: Db, flags: CaptchaFlags): Promise<CaptchaImage> {
  const out: CaptchaImage = { ...flags };
  if (flags.captchaEnabled) {
    const image = svgCaptcha.createMathExpr({ noise: 2, color: true });
    out.uuid = randomUUID();
    out.img = `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`;
    await db.insert(sysCaptcha).values({ uuid: out.uuid, kind: 'image', answer: image.text, expiresAt: expiry() });
  }
  if (flags.sliderEnabled) {
    out.slider = { uuid: randomUUID(), width: SLIDER_WIDTH };
    await db.insert(sysCaptcha).values({ uuid: out.slider.uuid, kind: 'slider', answer: String(SLIDER_WIDTH), expiresAt: expiry() });
  }
  return out;
}

/** Removes the challenge as it is read, so every answer is single use, a wrong guess included. */
async function take(db: Db, uuid: string, kind: string): Promise<string | null> {
  const [row] = await rowsOf<{ answer: string; expired: boolean }>(db, sql`delete from sys_captcha where uuid = ${uuid} and kind = ${kind} returning answer, expires_at < now() as expired`);
  return row && !row.expired ? row.answer : null;
}

export async function checkImageCaptcha(db: Db, uuid: string | undefined, code: string | undefined): Promise<void> {
  if (!code?.trim()) throw badRequest('captcha.required');
  const answer = uuid ? await take(db, uuid, 'image') : null;
  if (answer === null) throw badRequest('captcha.expired');
  if (answer !== code.trim()) throw badRequest('captcha.wrong');
}

export async function checkSlider(db: Db, data: SliderVerifyData | null | undefined): Promise<void> {
  const width = data ? await take(db, data.uuid, 'slider') : null;
  if (width === null || !trackLooksHuman(data!.points, Number(width))) throw badRequest('slider.failed');
}
