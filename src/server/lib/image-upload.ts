import { createReadStream, existsSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import { AppError, badInput } from './app-error.ts';
import { FILE_RESPONSE_HEADERS } from './file-kinds.ts';

/** What an uploaded picture may be: its formats, its largest size, its smallest dimensions. */
export type ImageRules = { maxBytes: number; types: readonly ('png' | 'jpg')[]; minWidth?: number; minHeight?: number };

/**
 * The largest picture any upload may declare, in pixels a side: a few hundred bytes can declare 12000 x 12000
 * pixels, which every print that draws the picture would decode (a pixel bomb). A photo of a signature or a face
 * needs far fewer.
 */
export const MAX_IMAGE_SIDE = 4096;

/** The picture's format and declared dimensions, read from its header alone; null when it is not a picture. */
export function imageHeader(bytes: Buffer) {
  try {
    return imageSize(bytes);
  } catch {
    return null;
  }
}

/** Whether a picture's declared dimensions are within MAX_IMAGE_SIDE, so decoding it costs little. */
export const withinImageBounds = (size: { width: number; height: number }) => size.width <= MAX_IMAGE_SIDE && size.height <= MAX_IMAGE_SIDE;

/**
 * Spec §5 Uploads of pictures (avatars, handwritten signatures): the multipart part `file`, at most `maxBytes`, a
 * png or jpg by its content (never by the name or type the client gives), at least the dimensions asked for and at
 * most MAX_IMAGE_SIDE;
 * refused with 1001 on `file` otherwise. Answers the bytes and the format.
 */
export async function readImageUpload(request: FastifyRequest, rules: ImageRules): Promise<{ bytes: Buffer; type: 'png' | 'jpg' }> {
  const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } }).catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw badInput('file', 'errors.uploadMissing');
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated) throw badInput('file', 'errors.uploadSize', { kb: rules.maxBytes / 1024 });
  const size = imageHeader(bytes);
  const type = rules.types.find((allowed) => allowed === size?.type);
  if (!size || !type) throw badInput('file', 'errors.uploadType');
  if (size.width < (rules.minWidth ?? 0) || size.height < (rules.minHeight ?? 0))
    throw badInput('file', 'errors.uploadTooSmall', { width: rules.minWidth ?? 0, height: rules.minHeight ?? 0 });
  if (!withinImageBounds(size)) throw badInput('file', 'errors.uploadTooLarge', { side: MAX_IMAGE_SIDE });
  return { bytes, type };
}

/** A stored picture (png or jpg by its name) as the browser gets it, sandboxed like every file; 404 when it is gone. */
export function sendImageFile(reply: FastifyReply, file: string, cacheControl: string) {
  if (!existsSync(file)) throw new AppError(404);
  return reply
    .type(file.endsWith('.png') ? 'image/png' : 'image/jpeg')
    .headers(FILE_RESPONSE_HEADERS)
    .header('cache-control', cacheControl)
    .send(createReadStream(file));
}
