/** Body codes of the RuoYi-compatible envelope (spec §8). */
export const Code = {
  OK: 200,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ERROR: 500,
  WARN: 601,
} as const;

export interface R<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export interface TableData<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
  /** Present (false) only when the server counted up to its limit and estimated the rest. */
  totalExact?: false;
}
