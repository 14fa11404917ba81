import type { R } from '@cniot/contract/envelope';
import { api } from '../../lib/request/http.ts';
import { call } from '../../lib/request/call.ts';

export interface Profile {
  userId: number;
  userName: string;
  nickName: string;
  email?: string;
  phonenumber?: string;
  sex?: string;
  avatar?: string;
  createTime?: string;
  deptName?: string | null;
}

export const getProfile = () => api.get<R<Profile> & { roleGroup?: string }>('/system/user/profile');

export const updateProfile = (body: Pick<Profile, 'nickName' | 'email' | 'phonenumber' | 'sex'>) => call('PUT /system/user/profile', body);

export const updatePassword = (body: { oldPassword: string; newPassword: string }) => api.put('/system/user/profile/updatePwd', body);

export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatarfile', file);
  const body = await api.post<{ imgUrl: string }>('/system/user/profile/avatar', form, { repeatSubmit: false, headers: { 'Content-Type': 'multipart/form-data' } });
  return body.imgUrl;
}
