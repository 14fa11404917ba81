import type { Resource } from '../../components/list-page/resource.ts';

/**
 * Takes out of a derived screen the inputs its manifest declares for API
 * clients only (RuoYi's station and dealer filters, fields set by binding or
 * assignment): the server still takes them, the console offers no input for them.
 */
export const withoutInputs = (r: Resource, names: readonly string[]): Resource => ({
  ...r,
  search: r.search?.filter((f) => !names.includes(f.name)),
  form: r.form?.filter((f) => !names.includes(f.name)),
});

/** Search inputs the device registries draw alike: a company searched with everything below it. */
export const deviceSearch = { deptId: { type: 'companyTree' as const } };

/** Form inputs the device registries draw alike. */
export const deviceForm = { pdMonth: { props: { placeholder: 'YYYY-MM' } } };
