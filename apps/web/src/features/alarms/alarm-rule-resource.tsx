import { RULE_ALARM_TYPES, alarmRuleManifest } from '@cniot/contract/alarms/alarm-rule';
import { resolveLanguage } from '@cniot/contract/language';
import { dictQuery, localizeDict } from '../../components/dict.tsx';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Options } from '../../components/list-page/resource.ts';
import { i18n } from '../../i18n/i18n.ts';

const ruleTypes = new Set<string>(RULE_ALARM_TYPES);

/** The alarm type dictionary also names the parts records concern (a station); a rule describes a bitmask or a platform alarm only. */
const ruleTypeOptions: Options = {
  query: {
    key: ['alarm-rule-types'],
    load: async () =>
      localizeDict(resolveLanguage(i18n.language), 'iot_alarm_type', await dictQuery('iot_alarm_type').queryFn())
        .filter((d) => ruleTypes.has(d.value))
        .map((d) => ({ value: d.value, label: d.label })),
  },
};

/** Alarm rules: what each bit means, per language; the form offers only the types a rule can describe. */
export default manifestResource(alarmRuleManifest, { form: { alarmType: { options: ruleTypeOptions } } });
