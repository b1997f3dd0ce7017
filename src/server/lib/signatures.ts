import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageHeader, withinImageBounds, type ImageRules } from './image-upload.ts';

/** Spec §5 Uploads: a handwritten signature is a png or jpg image of at most 200 KB. */
export const SIGNATURE: ImageRules = { maxBytes: 200 * 1024, types: ['png', 'jpg'] };

/** Where users' signature images are kept, under the data folder. */
export const signatureDir = (dataDir: string) => path.join(dataDir, 'files', 'signatures');

/**
 * A stored signature as a data URL, for the print's HTML and PDF alike; null when its file is gone, or when it is not
 * a picture within the upload bounds (one stored before they were kept would cost every print its decoding).
 */
export async function signatureDataUrl(dataDir: string, fileName: string): Promise<string | null> {
  const bytes = await readFile(path.join(signatureDir(dataDir), path.basename(fileName))).catch(() => null);
  const size = bytes && imageHeader(bytes);
  return bytes && size && withinImageBounds(size) ? `data:image/${fileName.endsWith('.png') ? 'png' : 'jpeg'};base64,${bytes.toString('base64')}` : null;
}
