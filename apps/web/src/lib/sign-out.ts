import { http } from './request/http.ts';
import { removeToken } from './cookies.ts';

/** Ends the session on the server when it still exists and forgets it here. */
export async function endSession() {
  await http.post('/logout', undefined, { silent: true }).catch(() => undefined);
  removeToken();
}

/** After sign-out everything in memory belongs to the old user: start the console afresh. */
export async function signOutAndReload() {
  await endSession();
  window.location.href = `${import.meta.env.BASE_URL}index`;
}
