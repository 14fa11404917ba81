/** Search inputs the device registries draw alike: a company searched with everything below it. */
export const deviceSearch = { deptId: { type: 'companyTree' as const } };

/** Form inputs the device registries draw alike. */
export const deviceForm = { pdMonth: { props: { placeholder: 'YYYY-MM' } } };
