import type { Resource } from '../../components/list-page/resource.ts';

/**
 * Takes out of a derived form the fields only API clients send (a station is
 * set by binding, a dealer by assignment, the device type by the page): the
 * server still takes them, the console offers no input for them.
 */
export const withoutFormFields = (r: Resource, names: readonly string[]): Resource => ({ ...r, form: r.form?.filter((f) => !names.includes(f.name)) });

/** Search inputs the device registries draw alike: a company searched with everything below it. */
export const deviceSearch = { deptId: { type: 'companyTree' as const } };

/** Form inputs the device registries draw alike. */
export const deviceForm = { pdMonth: { props: { placeholder: 'YYYY-MM' } } };
