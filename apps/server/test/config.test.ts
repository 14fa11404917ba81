import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.mqttPort).toBe(1883);
    expect(c.demo).toBe(true);
    expect(c.captcha).toBe(true);
  });

  it('turns the demo off by default on an external database, and seeds it there only when forced', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).demo).toBe(false);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO: 'on' })).toThrow(/DEMO=on with DATABASE_URL .*set DEMO_FORCE=on/);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO: 'on', DEMO_FORCE: 'on' }).demo).toBe(true);
  });

  it('listens on loopback only while the demo accounts exist, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO: 'off' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::', DEMO: 'off' }).host).toBe('::');
  });

  it('names the node for the external broker only when told, and only with characters a client id may hold', () => {
    expect(loadConfig({}).mqttNodeId).toBeUndefined();
    expect(loadConfig({ MQTT_NODE_ID: 'node-2.eu' }).mqttNodeId).toBe('node-2.eu');
    expect(() => loadConfig({ MQTT_NODE_ID: 'node 2' })).toThrow(/MQTT_NODE_ID/);
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the public address devices are sent to from PUBLIC_URL, checked at start, else this machine on PORT', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://iot.example.com/' }).publicUrl).toBe('https://iot.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
    for (const bad of ['iot.example.com', 'ftp://iot.example.com', 'https://iot.example.com/cniotmgr', 'https://x.example?a=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('reads CAPTCHA=off', () => {
    expect(loadConfig({ CAPTCHA: 'off' }).captcha).toBe(false);
  });

  it('checks answers against their declarations only when ANSWER_CHECK=on, and refuses any other value', () => {
    expect(loadConfig({}).strictAnswers).toBe(false);
    expect(loadConfig({ ANSWER_CHECK: 'on' }).strictAnswers).toBe(true);
    expect(() => loadConfig({ ANSWER_CHECK: 'strict' })).toThrow(/ANSWER_CHECK="strict": must be on or off/);
  });

  it('names every bad variable in one message', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CAPTCHA: 'maybe', MQTT_PORT: '70000', ADMIN_PASSWORD: 'abc' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toContain('PORT="eighty": must be a port number');
    expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres://');
    expect(message).toContain('CAPTCHA="maybe": must be on or off');
    expect(message).toContain('MQTT_PORT="70000": must be between 0 and 65535');
    expect(message).toContain('ADMIN_PASSWORD="abc": must be 5 to 20 characters');
  });
});
