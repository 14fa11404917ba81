import dayjs from 'dayjs';

/** Dates as the server's lists show them; a 10-digit number is a Unix time in seconds, empty stays empty. */
export function formatTime(value: unknown, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (value === null || value === undefined || value === '') return '';
  let input = value as string | number | Date;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const n = Number(value);
    input = String(value).length === 10 ? n * 1000 : n;
  }
  const d = dayjs(input);
  return d.isValid() ? d.format(pattern) : String(value);
}
