import { countriesQuery } from '../../lib/reference-data.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { OptionItem } from '../../components/list-page/resource.ts';

/** Countries by ISO code, the value organizations store. */
export async function countryOptions(): Promise<OptionItem[]> {
  const countries = await queryClient.fetchQuery(countriesQuery);
  return countries.map((c) => ({ value: c.countryCode, label: `${c.name} (${c.countryCode})` }));
}
