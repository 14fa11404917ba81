/**
 * The catalogue keys of what the product seeds or writes itself (messages/seeded):
 * a seeded row's name and remark by the row's own key, so the key needs no column of its own.
 */
export const seededKeys = {
  roleRemark: (roleKey: string) => `seeded.role.${roleKey}.remark`,
  dictType: (dictType: string, field: 'name' | 'remark') => `seeded.dictType.${dictType}.${field}`,
  config: (configKey: string, field: 'name' | 'remark') => `seeded.config.${configKey}.${field}`,
  job: (invokeTarget: string, field: 'name' | 'remark') => `seeded.job.${invokeTarget}.${field}`,
  operTitle: (name: string) => `operTitle.${name}`,
  word: (name: string) => `seeded.word.${name}`,
};
