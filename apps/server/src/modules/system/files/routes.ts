import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { downloadQuery, resourceQuery, type UploadResult } from '@cniot/contract/upload';
import { registerJobHandler } from '../../../jobs/handlers.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { saveUpload } from '../../../lib/upload.ts';
import { AUTHENTICATED } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { EXPORT_FOLDER, resolveInUploadArea } from './safe-path.ts';
import { uploadCleanupJob } from './upload-cleanup.ts';

/** Upload (`POST /common/upload`) and downloads from the upload area. */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const uploadDir = app.config.uploadDir;
  registerJobHandler(uploadCleanupJob);

  api.post('/common/upload', { config: { permission: AUTHENTICATED, operLog: { title: 'operTitle.fileUpload', businessType: BusinessType.INSERT } } }, async (req): Promise<UploadResult> => {
    const stored = await saveUpload(req, uploadDir);
    return {
      code: 200,
      msg: req.t('ok'),
      fileName: stored.fileName,
      url: `${req.protocol}://${req.host}${stored.fileName}`,
      newFileName: stored.newFileName,
      originalFilename: stored.originalFilename,
    };
  });

  async function send(reply: FastifyReply, file: string, removeAfterOpen: boolean) {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) throw notFound('download.missing');
    const handle = await fs.open(file, 'r');
    // The open handle keeps the bytes readable, so the name can go before the transfer starts.
    if (removeAfterOpen) await fs.unlink(file).catch(() => {});
    const name = encodeURIComponent(path.basename(file));
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', stat.size)
      .header('content-disposition', `attachment; filename*=utf-8''${name}`)
      .header('download-filename', name)
      .header('access-control-expose-headers', 'download-filename')
      .send(handle.createReadStream());
  }

  api.get('/common/download', { schema: { querystring: downloadQuery }, config: { permission: AUTHENTICATED, answer: 'file' } }, async (req, reply) => {
    const file = await resolveInUploadArea(uploadDir, req.query.fileName);
    if (!file) throw badRequest('download.badPath');
    const exportsDir = path.join(await fs.realpath(uploadDir), EXPORT_FOLDER) + path.sep;
    if (req.query.delete && !file.startsWith(exportsDir)) throw badRequest('download.deleteNotAllowed');
    return send(reply, file, req.query.delete === true);
  });

  api.get('/common/download/resource', { schema: { querystring: resourceQuery }, config: { permission: AUTHENTICATED, answer: 'file' } }, async (req, reply) => {
    const file = await resolveInUploadArea(uploadDir, req.query.resource);
    if (!file) throw badRequest('download.badPath');
    return send(reply, file, false);
  });
};
