import { Space, Tag } from 'antd';
import { dictLabel, useDict } from '../../components/dict.tsx';

/** The ticked problems, one tag each: their dictionary has no colours, and plain labels side by side would run together. */
export function ProblemTags({ value }: { value: unknown }) {
  const items = useDict('iot_feedback_problem').iot_feedback_problem;
  const values = typeof value === 'string' ? value.split(',').filter(Boolean) : [];
  return (
    <Space size={4} wrap>
      {values.map((v) => (
        <Tag key={v}>{dictLabel(items, v)}</Tag>
      ))}
    </Space>
  );
}
