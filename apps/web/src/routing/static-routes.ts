export const HOME_PATH = '/index';
/** The home tab's route name; closing it as the last tab reloads it instead of leaving (spec §2). */
export const HOME_NAME = 'Index';
export const REDIRECT_PREFIX = '/redirect';

/** Reachable without a session; a signed-in user opening /login goes home. */
export const PUBLIC_PATHS = ['/login', '/register', '/accountCancel'];

/** The station detail (spec §2), opened from the station lists and the dashboard. */
export const stationDetailPath = (stationId: unknown) => `/plant/station-detail/${stationId}`;
