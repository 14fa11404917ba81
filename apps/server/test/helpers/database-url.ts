export const TEMPLATE_DB = 'cniot_test_template';

/** The same server and credentials, another database name. */
export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
