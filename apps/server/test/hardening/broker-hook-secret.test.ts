import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameSecret } from '../../src/modules/devices/mqtt-hook/routes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const SECRET = 'broker-secret-0123456789';

describe('the broker hook secret', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MQTT_AUTH_SECRET: SECRET });
  });
  afterAll(() => t.close());

  const hook = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/cniotapi/iot/mqtt/auth', payload: { clientid: 'wn-20250101000001', username: '20250101000001', password: 'x' }, headers });

  it('refuses a header with bytes that are not ASCII with 403, whatever its length', async () => {
    // Header bytes above 0x7f arrive as Latin-1 characters: one character, two bytes of UTF-8.
    for (const guess of ['é'.repeat(SECRET.length), `${SECRET.slice(0, -1)}é`, 'é', 'ü'.repeat(300)]) {
      const tries: Array<Record<string, string>> = [{ 'x-cniot-broker-secret': guess }, { 'user-agent': `cniot-broker/${guess}` }];
      for (const headers of tries) {
        const res = await hook(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual({ result: 'deny' });
      }
    }
  });

  it('compares in constant time, telling nothing of the length', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    for (const guess of ['', 'b', SECRET.slice(0, -1), `${SECRET}x`, `${SECRET.slice(0, -1)}é`, 'x'.repeat(10_000)]) expect(sameSecret(guess, SECRET)).toBe(false);
  });
});
