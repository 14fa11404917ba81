/** Export cells show the same words as the console's sys_normal_disable / sys_yes_no tags. */
const STATUS: Record<string, string> = { '0': 'Normal', '1': 'Disabled' };
const YES_NO: Record<string, string> = { Y: 'Yes', N: 'No' };

export const statusLabel = (v: unknown) => STATUS[String(v)] ?? v;
export const yesNoLabel = (v: unknown) => YES_NO[String(v)] ?? v;
