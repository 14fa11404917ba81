import type { RegisterBody, SmsPurpose, SliderVerifyData, AccountCancelBody } from '@cniot/contract/system/auth';
import { api } from '../../lib/request/http.ts';

interface Done {
  code: number;
  msg: string;
}

/** Everything here happens before there is a session. */
const publicCall = { withToken: false } as const;

export const sendSmsCode = (body: { phoneNumber: string; purpose: SmsPurpose; verifyData?: SliderVerifyData }) => api.post<Done>('/sendSmsCode', body, publicCall);

export const register = (body: Partial<RegisterBody>) => api.post<Done>('/register', body, publicCall);

export const cancelAccount = (body: AccountCancelBody) => api.post<Done>('/accountCancel', body, publicCall);
