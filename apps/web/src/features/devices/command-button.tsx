import { Button, Tooltip, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A button that sends a command to a device: disabled while the device is
 * offline, with the reason on hover, since the server would refuse it anyway
 * ('Device not online'). A disabled button gets no pointer events, so the
 * tooltip listens on a wrapper.
 */
export function CommandButton({ offline, disabled, ...props }: ButtonProps & { offline: boolean }) {
  const { t } = useTranslation();
  if (!offline) return <Button {...props} disabled={disabled} />;
  return (
    <Tooltip title={t('devices.offlineHint')}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button {...props} disabled style={{ ...props.style, pointerEvents: 'none' }} />
      </span>
    </Tooltip>
  );
}
