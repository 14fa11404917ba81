/** build-plugins/contract-messages.ts: the contract's messages of one language, flat keys to texts (i18n.ts's Flat). */
declare module 'virtual:contract-messages/*' {
  const catalogue: Record<string, string>;
  export default catalogue;
}
