import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('MQTT_BUS', () => {
  it('takes the broker nodes’ AMQP URLs, comma-separated', () => {
    const config = loadConfig({ MQTT_BUS: 'amqp://cniot:pw@mq1:5672, amqps://cniot:pw@mq2:5671' });
    expect(config.mqttBus).toEqual(['amqp://cniot:pw@mq1:5672', 'amqps://cniot:pw@mq2:5671']);
  });

  it('refuses anything else at start, without printing the passwords', () => {
    let error: unknown;
    try {
      loadConfig({ MQTT_BUS: 'amqp://cniot:s3cret@mq1:5672,mqtt://cniot:s3cret@mq2:1883' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String(error)).toContain('MQTT_BUS');
    expect(String(error)).not.toContain('s3cret');
  });

  it('is not combined with MQTT_URL', () => {
    expect(() => loadConfig({ MQTT_BUS: 'amqp://mq1:5672', MQTT_URL: 'mqtt://broker:1883' })).toThrow(/MQTT_BUS and MQTT_URL/);
  });
});
