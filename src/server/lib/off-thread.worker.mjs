// The worker thread of off-thread.ts: it loads the server's TypeScript modules through tsx, as the server does, and
// runs the function a task names. Bytes arrive as Uint8Array and are handed on as Buffer.
import { register } from 'tsx/esm/api';

register();

export default async function run({ module, name, args }) {
  const loaded = await import(module);
  return loaded[name](...args.map((arg) => (arg instanceof Uint8Array ? Buffer.from(arg.buffer, arg.byteOffset, arg.byteLength) : arg)));
}
