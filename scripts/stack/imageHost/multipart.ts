export interface FormFile {
  name: string;
  bytes: Buffer;
}

export interface ParsedForm {
  fields: Record<string, string>;
  files: Record<string, FormFile>;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** A multipart/form-data body (what browsers and the cloudinary SDK send): its text fields and files. */
export function parseMultipart(body: Buffer, contentType: string): ParsedForm {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) throw new Error('Not a multipart/form-data body');
  const delimiter = Buffer.from(`--${marker}`);
  const form: ParsedForm = { fields: {}, files: {} };
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    // Each part sits between the CRLF after the delimiter and the CRLF before the next one.
    const part = body.subarray(partStart + 2, next - 2);
    const headerEnd = part.indexOf(HEADER_END);
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const content = part.subarray(headerEnd + HEADER_END.length);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    const fileName = /filename="([^"]*)"/i.exec(headers)?.[1];
    if (name !== undefined && fileName !== undefined) form.files[name] = { name: fileName, bytes: content };
    else if (name !== undefined) form.fields[name] = content.toString('utf8');
    start = next;
  }
  return form;
}
