/** The slice of a pino logger the gateway uses, so Fastify's logger or a test stub fits. */
export interface GatewayLog {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
