import type { R } from '@cniot/contract/envelope';
import { api } from '../../lib/request/http.ts';
import type { BatchAnswer } from './command-results.ts';

type Body = Record<string, unknown>;

/**
 * One command to one device. The answer's sentence is the server's, in the
 * user's language ('The command was issued successfully'); a refusal ('Device
 * not online') rejects and has already been shown by the request layer.
 */
export async function issueCommand(url: string, body: Body): Promise<string> {
  const answer = await api.post<R<unknown>>(url, body);
  return answer.msg ?? '';
}

/** Several devices: never refused as a whole, each device has its own result. */
export const issueBatch = (url: string, body: Body): Promise<BatchAnswer> => api.post<BatchAnswer>(url, body);
