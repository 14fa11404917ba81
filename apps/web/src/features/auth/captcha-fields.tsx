import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CaptchaImage, SliderVerifyData } from '@cniot/contract/system/auth';
import { SliderVerify } from '../../components/slider-verify.tsx';
import { captchaSrc } from './use-captcha.ts';

interface Props {
  captcha: CaptchaImage | undefined;
  onRefresh: () => void;
  onVerified: (data: SliderVerifyData) => void;
  /** Phone tab: only the slider (it guards sending the code). */
  sliderOnly?: boolean;
}

/** The image code and the slider, each shown only when the server has it switched on. */
export function CaptchaFields({ captcha, onRefresh, onVerified, sliderOnly }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {captcha?.captchaEnabled && !sliderOnly && (
        <Form.Item>
          <div className="captcha-row">
            <Form.Item name="code" noStyle rules={[{ required: true, message: t('auth.codeRequired') }]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('auth.code')} autoComplete="off" maxLength={16} />
            </Form.Item>
            <img className="captcha-img" src={captchaSrc(captcha.img)} alt={t('auth.code')} title={t('auth.refreshCode')} onClick={onRefresh} />
          </div>
        </Form.Item>
      )}
      {captcha?.sliderEnabled && captcha.slider && (
        <Form.Item>
          <SliderVerify key={captcha.slider.uuid} challenge={captcha.slider} onVerified={onVerified} />
        </Form.Item>
      )}
    </>
  );
}
