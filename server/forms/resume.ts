/**
 * What an uploaded CV really is, from its structure rather than its name, the
 * browser's claim or its first bytes alone:
 * - PDF: the `%PDF-` header and an `%%EOF` trailer near the end;
 * - DOCX: a readable ZIP (its central directory parses) holding
 *   `[Content_Types].xml` and `word/document.xml`, and no `vbaProject.bin`
 *   (a macro-enabled document renamed to .docx);
 * - DOC: an OLE2 compound file with no macro storage (`Macros`,
 *   `_VBA_PROJECT_CUR`) in its directory.
 * A renamed executable, image or HTML page, a truncated file, or a document
 * that carries macros is none of these.
 */
export type ResumeType = { ext: 'pdf' | 'doc' | 'docx'; mime: string };

const PDF = Buffer.from('%PDF-');
const PDF_EOF = Buffer.from('%%EOF');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function detectResumeType(bytes: Uint8Array): ResumeType | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(buffer, PDF)) {
    return isPdf(buffer) ? { ext: 'pdf', mime: 'application/pdf' } : undefined;
  }
  if (startsWith(buffer, OLE2)) {
    return isMacroFreeDoc(buffer) ? { ext: 'doc', mime: 'application/msword' } : undefined;
  }
  if (startsWith(buffer, ZIP)) {
    return isMacroFreeDocx(buffer)
      ? {
          ext: 'docx',
          mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }
      : undefined;
  }
  return undefined;
}

function startsWith(buffer: Buffer, prefix: Buffer): boolean {
  return buffer.length >= prefix.length && buffer.subarray(0, prefix.length).equals(prefix);
}

/** A PDF ends with %%EOF, possibly followed by line ends (and, in the wild, a little padding). */
function isPdf(buffer: Buffer): boolean {
  const tail = buffer.subarray(Math.max(0, buffer.length - 1024));
  const at = tail.lastIndexOf(PDF_EOF);
  return at >= 0 && /^[\r\n\t \0]*$/.test(tail.subarray(at + PDF_EOF.length).toString('latin1'));
}

/** The entry names of a ZIP archive, from its central directory; undefined if it does not parse. */
export function zipEntryNames(buffer: Buffer): string[] | undefined {
  // The end-of-central-directory record is in the last 22 bytes plus a comment of up to 64 KB.
  const searchFrom = Math.max(0, buffer.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= searchFrom; i--) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = buffer.readUInt16LE(eocd + 10);
  const size = buffer.readUInt32LE(eocd + 12);
  const offset = buffer.readUInt32LE(eocd + 16);
  if (offset + size > eocd || count === 0) return undefined;
  const names: string[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || buffer.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localHeader = buffer.readUInt32LE(at + 42);
    if (localHeader + 4 > buffer.length || buffer.readUInt32LE(localHeader) !== 0x04034b50) {
      return undefined;
    }
    const end = at + 46 + nameLength;
    if (end > eocd) return undefined;
    names.push(buffer.subarray(at + 46, end).toString('utf8'));
    at = end + extraLength + commentLength;
  }
  return names;
}

function isMacroFreeDocx(buffer: Buffer): boolean {
  const names = zipEntryNames(buffer);
  if (!names) return false;
  const lower = new Set(names.map((name) => name.toLowerCase()));
  if (names.some((name) => /(^|\/)vbaproject\.bin$/i.test(name))) return false;
  return lower.has('[content_types].xml') && lower.has('word/document.xml');
}

/**
 * An OLE2 directory entry is 128 bytes: the name in UTF-16LE, then at +64
 * its length in bytes including the terminator. A macro storage is an entry
 * named Macros or _VBA_PROJECT_CUR (Word 97-2003 keeps its VBA project there).
 */
function isMacroFreeDoc(buffer: Buffer): boolean {
  if (buffer.length < 512 * 2) return false;
  for (const name of ['Macros', '_VBA_PROJECT_CUR', '_VBA_PROJECT']) {
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    let at = buffer.indexOf(encoded);
    while (at >= 0) {
      if (
        at % 128 === 0 &&
        at + 66 <= buffer.length &&
        buffer.readUInt16LE(at + 64) === encoded.length
      ) {
        return false;
      }
      at = buffer.indexOf(encoded, at + 1);
    }
  }
  return true;
}

/** The extension the visitor's file name claims, lower-case, if it is one we take. */
export function claimedExtension(fileName: string): 'pdf' | 'doc' | 'docx' | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext === 'pdf' || ext === 'doc' || ext === 'docx' ? ext : undefined;
}

/**
 * The visitor's file name reduced to a safe base name for display: no folder
 * part (either slash), no control or bidirectional-override characters, no
 * leading dots, at most 120 characters, and the detected extension.
 */
export function safeFileName(name: string, ext: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  const stem =
    cleaned
      .replace(/\.[^.]*$/, '')
      .slice(0, 120)
      .trim() || 'cv';
  return `${stem}.${ext}`;
}
