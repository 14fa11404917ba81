import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { profileUpdate } from '@cniot/contract/system/system-user';
import { updateUser } from '../../stores/session-store.ts';
import { useDict } from '../../components/dict.tsx';
import { zodRule } from '../../components/list-page/form-rules.ts';
import { feedback } from '../../lib/feedback.ts';
import { updateProfile, type Profile } from './profile-api.ts';

const shape = profileUpdate.shape;

export function UserInfoForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation();
  const { sys_user_sex: sexes } = useDict('sys_user_sex');
  const save = async (values: Pick<Profile, 'nickName' | 'email' | 'phonenumber' | 'sex'>) => {
    await updateProfile(values);
    updateUser({ nickName: values.nickName });
    feedback().message.success(t('common.editSuccess'));
    onSaved();
  };
  return (
    <Form layout="vertical" initialValues={profile} onFinish={(v) => save(v).catch(() => undefined)} style={{ maxWidth: 480 }}>
      <Form.Item
        name="nickName"
        label={t('profile.nickName')}
        rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('profile.nickName') }) }, zodRule(shape.nickName, t)]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('profile.phonenumber')} rules={[zodRule(shape.phonenumber, t)]}>
        <Input maxLength={16} />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={[zodRule(shape.email, t)]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="sex" label={t('profile.sex')}>
        <Radio.Group options={sexes.map((s) => ({ value: s.value, label: s.label }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('common.save')}
      </Button>
    </Form>
  );
}
