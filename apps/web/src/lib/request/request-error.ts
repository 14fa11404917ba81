/**
 * What every failed call rejects with. `shown` tells callers the user has
 * already been told, so they do not say it twice; `transport` marks failures
 * that carried no envelope (network, time-out, bare HTTP status).
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly shown: boolean,
    readonly transport = false,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}
