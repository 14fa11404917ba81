import type { TableData } from '@cniot/contract/envelope';
import { MAX_PAGE_SIZE } from '@cniot/contract/constants';
import type { TimeZoneRow } from '@cniot/contract/time-zone';
import type { OptionItem, Options } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

/** The zones of the pickers, as the server knows them (it names them in the caller's language): "(UTC+01:00) Europe/Berlin · Central European Time". */
export const timeZoneOptions: Options = {
  query: {
    key: ['time-zones'],
    load: async (): Promise<OptionItem[]> => {
      const { rows } = await api.get<TableData<TimeZoneRow>>('/iot/timeZone/list', { pageNum: 1, pageSize: MAX_PAGE_SIZE });
      return (rows ?? []).map((z) => ({ value: z.zoneName, label: `(UTC${z.offset}) ${z.zoneName}${z.label && z.label !== z.zoneName ? ` · ${z.label}` : ''}` }));
    },
  },
};
