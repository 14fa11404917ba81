import { z } from 'zod';
import { searchField, timeRange } from './paging.ts';

export const operLogQuery = z.object({
  title: searchField(z.string().max(64)),
  operName: searchField(z.string().max(64)),
  operIp: searchField(z.string().max(128)),
  businessType: searchField(z.coerce.number().int().min(0).max(99)),
  /** 0 success, 1 failure (dictionary sys_common_status). */
  status: searchField(z.coerce.number().int().min(0).max(1)),
  ...timeRange.shape,
});
