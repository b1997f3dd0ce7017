import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * The little of the tar format (POSIX ustar) a backup needs: regular files, streamed in and out, each with its
 * SHA-256 computed on the way. Any tar tool reads the archives this writes.
 */
const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    // Long names are split at a slash into the 155-byte prefix and the 100-byte name.
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`name too long for tar: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0') + '\0';
  block.write(base, 0, 100);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('        ', 148);
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer) {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** Adds a file of `size` bytes from a buffer or a stream; answers its SHA-256 (hex). */
  async add(name: string, source: Buffer | Readable, size: number, mtime = new Date()): Promise<string> {
    await this.write(header(name, size, mtime));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of Buffer.isBuffer(source) ? [source] : (source as AsyncIterable<Buffer>)) {
      // A file that grows while it is read keeps the size its header announced.
      const part = chunk.subarray(0, Math.max(0, size - written));
      hash.update(part);
      written += part.length;
      await this.write(part);
    }
    if (written < size) throw new Error(`${name} shrank while it was archived`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await this.write(Buffer.alloc(padding));
    return hash.digest('hex');
  }

  /** Writes the end-of-archive blocks and ends the output. */
  async finish() {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
    await once(this.out, 'finish');
  }
}

/** Pulls exact byte counts out of a stream. */
class Bytes {
  private pending: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;
  constructor(input: Readable) {
    this.source = (input as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes (at least one), or null at the end. */
  async some(max: number): Promise<Buffer | null> {
    if (this.pending.length === 0) {
      const next = await this.source.next();
      if (next.done) return null;
      this.pending = next.value;
    }
    const part = this.pending.subarray(0, max);
    this.pending = this.pending.subarray(part.length);
    return part;
  }

  async exactly(count: number): Promise<Buffer | null> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < count) {
      const part = await this.some(count - got);
      if (!part) return got === 0 ? null : Promise.reject(new Error('archive cut short'));
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts);
  }
}

export type TarEntry = { name: string; size: number; type: 'file' | 'directory' | 'other' };

/**
 * Reads an archive entry by entry; `onEntry` must consume the entry's bytes (`content`) before it returns.
 * Answers nothing: what an entry holds is the handler's.
 */
export async function readTar(input: Readable, onEntry: (entry: TarEntry, content: AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  const bytes = new Bytes(input);
  for (;;) {
    const block = await bytes.exactly(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    const text = (start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const prefix = text(345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(0, 100);
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const flag = text(156, 1);
    const type = flag === '' || flag === '0' ? 'file' : flag === '5' ? 'directory' : 'other';
    let left = size;
    const content = async function* () {
      while (left > 0) {
        const part = await bytes.some(Math.min(left, 64 * 1024));
        if (!part) throw new Error('archive cut short');
        left -= part.length;
        yield part;
      }
    };
    await onEntry({ name, size, type }, content());
    // Whatever the handler left unread is skipped, then the padding.
    for await (const _rest of content()) void _rest;
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await bytes.exactly(padding);
  }
}
