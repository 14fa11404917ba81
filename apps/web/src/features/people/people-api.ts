import type { AgentExamineBody } from '@cniot/contract/people/agent-review';
import type { AppUserStation } from '@cniot/contract/people/app-user';
import type { R } from '@cniot/contract/envelope';
import type { InstitutionRole } from '@cniot/contract/people/institution';
import { resolveLanguage } from '@cniot/contract/language';
import { roleName } from '../../components/dict.tsx';
import type { OptionItem, Row } from '../../components/list-page/resource.ts';
import { i18n } from '../../i18n/i18n.ts';
import { api } from '../../lib/request/http.ts';
import { call } from '../../lib/request/call.ts';

/** The calls the people screens make beyond their resources' list and CRUD. */

/** The roles the caller may give an institution user, named in the console's language. */
export async function institutionRoles(): Promise<OptionItem[]> {
  const lang = resolveLanguage(i18n.language);
  const roles = (await api.get<R<InstitutionRole[]>>('/biz/institutionUser/roles')).data ?? [];
  return roles.map((r) => ({ value: r.roleId, label: roleName(lang, r.roleKey, r.roleName) }));
}

export const resetInstitutionUserPassword = (userId: unknown, password: string) => call('PUT /biz/institutionUser/resetPwd', { userId, password });
export const resetAppUserPassword = (id: unknown, password: string) => call('POST /biz/user/resetPassword', { id, password });
export const restoreAppUser = (id: unknown) => call('POST /biz/user/restore', { id });
export const appUserStations = async (id: unknown) => (await api.get<R<AppUserStation[]>>(`/biz/user/stations/${id}`)).data ?? [];

export const examineApplication = (body: AgentExamineBody) => api.put<{ msg: string }>('/biz/agentReview/examine', body);

export const loadOrgInfo = async () => (await api.get<R<Row>>('/system/orgInfo')).data ?? {};
export const saveOrgInfo = (values: Row) => call('PUT /system/orgInfo', values);
