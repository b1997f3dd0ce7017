/** A file part of a multipart body: its name, the type the sender claims, its bytes. */
export type FilePart = { name: string; type: string; content: Buffer };

/** A multipart/form-data body as a browser sends it: the text fields, then the file as the part `file`. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----oa${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
