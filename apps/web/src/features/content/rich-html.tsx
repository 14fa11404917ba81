import { Image } from 'antd';
import { splitNames } from '../../components/upload/upload-rules.ts';
import { fileUrl } from '../../lib/files.ts';
import './content.css';

/** Rich text as the server stored it: sanitized on every write, so it is shown as it is. */
export function RichHtml({ html }: { html: unknown }) {
  return typeof html === 'string' && html ? <div className="rich-html" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** Stored pictures (comma-separated names) as thumbnails that open a gallery. */
export function Gallery({ value, size = 48 }: { value: unknown; size?: number }) {
  const names = splitNames(value);
  if (!names.length) return null;
  return (
    <Image.PreviewGroup>
      <div className="gallery">
        {names.map((name) => (
          <Image key={name} width={size} height={size} src={fileUrl(name)} />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
