import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PeerJudgement } from '@cniot/contract/alarms/peer-judgement';
import { formatDay, formatEnergy, formatPercent } from '../lib/format.ts';
import { useLanguage } from './dict.tsx';

/** What a screen shows for a member not judged against its peers (a dark day, too few peers): never 0 %. */
export const NOT_JUDGED = '—';

/** "Against peers" as a share in the reader's language, or "—" (with why) when not judged. */
export function PeerRatio({ ratio }: { ratio: unknown }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (ratio === null || ratio === undefined || ratio === '') {
    return (
      <Tooltip title={t('peers.notJudged')}>
        <span className="peer-not-judged">{NOT_JUDGED}</span>
      </Tooltip>
    );
  }
  return <>{formatPercent(ratio, lang)}</>;
}

const isJudgement = (v: unknown): v is PeerJudgement => !!v && typeof v === 'object' && typeof (v as PeerJudgement).ratio === 'number';

/** A member's judgement in full: the share, then what it made against what its peers' median expected, how many peers, which day. */
export function PeerFigures({ judgement }: { judgement: unknown }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!isJudgement(judgement)) return <PeerRatio ratio={null} />;
  const { ratio, energyWh, expectedWh, peers, day } = judgement;
  return (
    <span className="peer-figures">
      <strong>{formatPercent(ratio, lang)}</strong>{' '}
      <span>{t('peers.figures', { energy: formatEnergy(energyWh, lang), expected: formatEnergy(expectedWh, lang), peers, day: formatDay(day, lang) })}</span>
    </span>
  );
}
