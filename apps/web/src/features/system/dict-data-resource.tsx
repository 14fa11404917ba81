import { LIST_CLASSES, dictDataManifest } from '@cniot/contract/system/dict';
import { DictTag } from '../../components/dict.tsx';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { dropDictCache } from './dict-type-resource.tsx';

/** The entries of one dictionary type (fixed by the page). */
export default manifestResource(dictDataManifest, {
  columns: {
    dictLabel: {
      render: (row) => <DictTag items={[{ value: '_', label: String(row.dictLabel), listClass: row.listClass as string, cssClass: row.cssClass as string }]} value="_" />,
    },
  },
  form: { dictType: { props: { disabled: true } }, listClass: { options: { values: LIST_CLASSES }, initial: 'default' } },
  onChanged: dropDictCache,
});
