/** Business constants of spec §9, shared by server and console. */
export const TOKEN_COOKIE = 'Admin-Token';
export const LANG_COOKIE = 'Lang-Type';
export const LANG_HEADER = 'Lang-Type';

export const LANGUAGES = ['en_US', 'zh_CN', 'de_DE', 'pl_PL', 'it_IT'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en_US';

export const HTTP_TIMEOUT_MS = 20_000;
export const CAPTCHA_TIMEOUT_MS = 20_000;
export const REPEAT_SUBMIT_WINDOW_MS = 1000;

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50] as const;
export const MAX_PAGE_SIZE = 1000;
export const REMOTE_SELECT_PAGE_SIZE = 10;

export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 20;
export const DEVICE_CODE_LENGTH = 14;
export const BATTERY_KEY_LENGTH = 16;

export const UPLOAD_LIMIT_FILES = 5;
export const UPLOAD_LIMIT_MB = 5;
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
export const FILE_TYPES = ['doc', 'xls', 'ppt', 'txt', 'pdf'] as const;

export const ALL_PERMISSION = '*:*:*';
export const SUPER_ADMIN_ROLE = 'admin';
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

export const CAPTCHA_TTL_MS = 2 * 60_000;
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_REMEMBER_IDLE_MS = 7 * 24 * 60 * 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
