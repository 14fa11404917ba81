import type { deptListAnswer } from '@cniot/contract/system/system-dept';

/**
 * The calls of the API the console types by the contract's answers, keyed by method and path as the server's
 * OpenAPI document names them (`{param}` for a path parameter, without the `/cniotapi` prefix). `call()` takes its
 * types from here, and apps/server/test/architecture/openapi-client.test.ts checks every entry against the answer
 * the server declares for that route.
 */
export interface Calls {
  'GET /system/dept/list': typeof deptListAnswer;
}
