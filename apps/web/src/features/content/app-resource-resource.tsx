import { Form } from 'antd';
import { appResourceManifest, ResourceType } from '@cniot/contract/people/app-resource';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { CustomFieldProps } from '../../components/list-page/resource.ts';
import { FileUpload } from '../../components/upload/file-upload.tsx';
import { VideoField } from './video-field.tsx';

/** The resource itself: documents through the file upload (spec §5: doc, xls, ppt, txt, pdf; 5 MB; 5 files), a video as mp4 or link. */
function ResourceField({ value, onChange }: CustomFieldProps) {
  const type = Form.useWatch('resourceType', Form.useFormInstance());
  return type === ResourceType.video ? <VideoField value={value} onChange={onChange} /> : <FileUpload value={value} onChange={onChange} />;
}

/** App service resources (biz/appResource/index). */
export default manifestResource(appResourceManifest, {
  form: { resourceUrl: { render: ResourceField } },
});
