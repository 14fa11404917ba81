import { gridDocumentManifest } from '@cniot/contract/grid-firmware/grid-document';
import { fileNames } from '@cniot/contract/upload';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Platform grid-connection documents (iot/gridDocument/index): each file a link the signed-in browser opens (docs/uploaded-files.md). */
export default manifestResource(gridDocumentManifest, {
  columns: {
    fileUrl: {
      render: (row) =>
        fileNames(String(row.fileUrl ?? '')).map((f) => (
          <a key={f} href={f} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
            {baseName(f)}
          </a>
        )),
    },
  },
});
