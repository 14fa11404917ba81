import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { COMMAND_TIMEOUT_MS, commandParams, commandTargets, type CommandName, type CommandRequest } from '@cniot/contract/devices/device-commands';
import { CommandStatus, type CommandStatusCode, type DeviceType } from '@cniot/contract/devices/device-enums';
import { topicOf, type AckPayload } from '@cniot/contract/devices/device-protocol';
import { rowsOf, type Db } from '../db/client.ts';
import { KINDS } from '../db/device-kinds.ts';
import { loggableError } from '../lib/db-errors.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { nameOf } from './raw-sql.ts';
import type { GatewayLog } from './log.ts';

export interface CommandOptions {
  timeoutMs?: number;
  /** User name for the record's create_by. */
  createBy?: string;
  /** Grid-profile parameter the command sets, for the config-change record. */
  config?: { configId?: number; configCode?: string; configName?: string; defVal?: string };
  /** Chosen by the caller when it must record the id before the device can answer (an upgrade record). */
  requestId?: string;
}

export interface CommandOutcome {
  status: Extract<CommandStatusCode, '2' | '3' | '4'>;
  result?: Record<string, unknown>;
  error?: string;
}

export interface CommandHandle {
  recordId: number;
  requestId: string;
  /** Settles when the device answers or the deadline passes; never rejects. */
  outcome: Promise<CommandOutcome>;
}

export interface CommandTransport {
  isOnline(type: DeviceType, id: string): boolean;
  /** Resolves when the broker has taken the message (QoS 1). */
  publish(topic: string, payload: Buffer): Promise<void>;
}

interface Waiting {
  recordId: number;
  type: DeviceType;
  id: string;
  timer: NodeJS.Timeout;
  settle(o: CommandOutcome): void;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Commands and their config-change records (protocol §8): refused at once when
 * the device is not connected, else recorded, published, and completed by the
 * device's ack or by the deadline. Every status change is conditional on the
 * record still being open, so acks seen by several nodes complete it once.
 */
export class Commands {
  private readonly waiting = new Map<string, Waiting>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly transport: CommandTransport,
    private readonly log: GatewayLog,
  ) {
    // Records left open by a node that stopped before their deadline.
    this.sweeper = setInterval(() => void this.sweep().catch((err) => log.error({ err: loggableError(err) }, 'command sweep failed')), SWEEP_EVERY_MS).unref();
  }

  async send(type: DeviceType, id: string, name: CommandName, params: Record<string, unknown>, opts: CommandOptions = {}): Promise<CommandHandle> {
    const schema = commandParams[name];
    if (!schema || !commandTargets[name].includes(type)) throw badRequest('device.commandNotSupported');
    const parsed = schema.parse(params) as Record<string, unknown>;
    if (!this.transport.isOnline(type, id)) throw badRequest('device.notOnline');
    const k = KINDS[type];
    const timeoutMs = opts.timeoutMs ?? COMMAND_TIMEOUT_MS;
    const requestId = opts.requestId ?? randomUUID();
    const expiresAt = Date.now() + timeoutMs;
    const c = opts.config ?? {};
    const [record] = await rowsOf<{ id: number }>(
      this.db,
      sql`insert into iot_config_change_record (request_id, device_type, device_id, command, params, config_id, config_code,
            config_name, def_val, record_status, expire_time, dept_id, user_id, create_by)
          select ${requestId}, ${type}, ${id}, ${name}, ${JSON.stringify(parsed)}::jsonb, ${c.configId ?? null}::int8, ${c.configCode ?? null},
            ${c.configName ?? null}, ${c.defVal ?? null}, ${CommandStatus.notSent}, ${new Date(expiresAt).toISOString()}::timestamptz,
            d.dept_id, d.user_id, ${opts.createBy ?? ''}
          from ${nameOf(k.table)} d where d.${nameOf(k.code)} = ${id} and d.del_flag = '0'
          returning id`,
    );
    if (!record) throw notFound('device.unknown');

    const outcome = new Promise<CommandOutcome>((resolve) => {
      const timer = setTimeout(() => void this.expire(requestId), timeoutMs);
      this.waiting.set(requestId, { recordId: record.id, type, id, timer, settle: resolve });
    });
    const request: CommandRequest = { id: requestId, name, params: parsed, ts: Date.now(), expiresAt };
    try {
      await this.transport.publish(topicOf(type, id, 'command'), Buffer.from(JSON.stringify(request)));
      await this.db.execute(sql`update iot_config_change_record set record_status = ${CommandStatus.sent}, send_time = now(), update_time = now()
        where id = ${record.id} and record_status = ${CommandStatus.notSent}`);
    } catch (err) {
      this.log.warn({ err: loggableError(err), type, id, name }, 'command could not be published');
      await this.finish(requestId, { status: CommandStatus.failed, error: 'not delivered to the broker' });
    }
    return { recordId: record.id, requestId, outcome };
  }

  /** A device's answer; ignored unless it is for an open command of that very device. */
  async onAck(type: DeviceType, id: string, ack: AckPayload): Promise<void> {
    const status = ack.state === 'success' ? CommandStatus.success : CommandStatus.failed;
    const updated = await rowsOf<{ id: number }>(
      this.db,
      sql`update iot_config_change_record set record_status = ${status}, result = ${ack.result ? JSON.stringify(ack.result) : null}::jsonb,
            error_msg = ${ack.error?.slice(0, 500) ?? null}, ack_time = ${new Date(ack.ts).toISOString()}::timestamptz, update_time = now()
          where request_id = ${ack.id} and device_type = ${type} and device_id = ${id}
            and record_status in (${CommandStatus.notSent}, ${CommandStatus.sent})
          returning id`,
    );
    const w = this.waiting.get(ack.id);
    if (updated.length === 0 && !w) this.log.info({ type, id, requestId: ack.id }, 'answer to a command that is closed or unknown ignored');
    if (w && w.type === type && w.id === id) this.settle(ack.id, { status, result: ack.result, error: ack.error });
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    // The records stay open; the next sweep (this node after a restart, or another node) times them out.
    for (const requestId of [...this.waiting.keys()]) this.settle(requestId, { status: CommandStatus.timedOut, error: 'gateway stopped' });
  }

  /** Closes every open record whose deadline has passed. */
  async sweep(): Promise<number> {
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`update iot_config_change_record set record_status = ${CommandStatus.timedOut}, update_time = now()
          where record_status in (${CommandStatus.notSent}, ${CommandStatus.sent}) and expire_time < now() returning id`,
    );
    return rows.length;
  }

  private async expire(requestId: string): Promise<void> {
    try {
      await this.finish(requestId, { status: CommandStatus.timedOut });
    } catch (err) {
      this.log.error({ err: loggableError(err), requestId }, 'could not close a timed-out command');
      this.settle(requestId, { status: CommandStatus.timedOut });
    }
  }

  private async finish(requestId: string, outcome: CommandOutcome): Promise<void> {
    const [row] = await rowsOf<{ record_status: CommandOutcome['status']; result: Record<string, unknown> | null; error_msg: string | null }>(
      this.db,
      sql`with closed as (
            update iot_config_change_record set record_status = ${outcome.status}, error_msg = ${outcome.error ?? null}, update_time = now()
            where request_id = ${requestId} and record_status in (${CommandStatus.notSent}, ${CommandStatus.sent})
            returning record_status, result, error_msg)
          select * from closed
          union all
          select record_status, result, error_msg from iot_config_change_record
          where request_id = ${requestId} and not exists (select 1 from closed)`,
    );
    // The answer may have won the race (on this node or another): report what the record says.
    this.settle(requestId, row ? { status: row.record_status, result: row.result ?? undefined, error: row.error_msg ?? undefined } : outcome);
  }

  private settle(requestId: string, outcome: CommandOutcome): void {
    const w = this.waiting.get(requestId);
    if (!w) return;
    clearTimeout(w.timer);
    this.waiting.delete(requestId);
    w.settle(outcome);
  }
}
