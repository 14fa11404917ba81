import type { FastifyPluginAsync } from 'fastify';
import { appResourceCreate, appResourceManifest, appResourceUpdate } from '@cniot/contract/people/app-resource';
import { permsOf } from '@cniot/contract/manifest/define';
import type { UploadResult } from '@cniot/contract/upload';
import { appResource } from '../../../db/schema/content.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { saveVideo } from './video-upload.ts';

const perms = permsOf(appResourceManifest);

/**
 * App service resources (`/biz/appResource`). Documents and covers go up through
 * `POST /common/upload` (5 MB, checked by content); a video, larger, through
 * `POST /biz/appResource/video`. Saving checks that the resource names files of
 * the right kind.
 */
export const appResourceRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, appResourceManifest, { table: appResource, create: appResourceCreate, update: appResourceUpdate });

  app.post(
    '/biz/appResource/video',
    { config: { permission: [perms.add, perms.edit], operLog: { title: 'menus.appResource', businessType: BusinessType.INSERT } } },
    async (req): Promise<UploadResult> => {
      const stored = await saveVideo(req, app.config.uploadDir);
      const newFileName = stored.fileName.slice(stored.fileName.lastIndexOf('/') + 1);
      return { code: 200, msg: req.t('ok'), fileName: stored.fileName, url: `${req.protocol}://${req.host}${stored.fileName}`, newFileName, originalFilename: stored.originalFilename };
    },
  );
};
