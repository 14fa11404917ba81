import type { R } from '@cniot/contract/envelope';
import { api } from '../lib/request/http.ts';
import type { RouterMenu } from '../routing/route-builder.ts';

export interface SessionUser {
  userId: number;
  userName: string;
  nickName: string;
  avatar?: string;
  deptId?: number | null;
  email?: string;
  phonenumber?: string;
  loginDate?: string;
  dept?: { deptName?: string } | null;
}

export interface SessionInfo {
  user: SessionUser;
  roles?: string[];
  permissions?: string[];
}

/** RuoYi puts these fields beside code/msg; a `data` wrapper is accepted too. */
const unwrap = <T>(body: R<T> & Partial<T>): T => (body.data ?? body) as T;

export const getInfo = async () => unwrap(await api.get<R<SessionInfo> & Partial<SessionInfo>>('/getInfo', undefined, { silent: true }));

export const getRouters = async () => (await api.get<R<RouterMenu[]>>('/getRouters', undefined, { silent: true })).data ?? [];
