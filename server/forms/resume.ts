/**
 * What an uploaded resume really is, from its first bytes rather than its
 * name or the browser's claim: a PDF, a Word 97-2003 document (an OLE2
 * compound file) or a Word 2007+ document (a ZIP with word/document.xml).
 * A renamed executable or image is none of these.
 */
export type ResumeType = { ext: 'pdf' | 'doc' | 'docx'; mime: string };

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function detectResumeType(bytes: Uint8Array): ResumeType | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, PDF.length).equals(PDF)) return { ext: 'pdf', mime: 'application/pdf' };
  if (buffer.subarray(0, OLE2.length).equals(OLE2))
    return { ext: 'doc', mime: 'application/msword' };
  // A .docx is a ZIP whose entries include word/document.xml; entry names are
  // stored in plain text in the local headers and the central directory.
  if (buffer.subarray(0, ZIP.length).equals(ZIP) && buffer.includes('word/document.xml')) {
    return {
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  return undefined;
}

/** The extension the visitor's file name claims, lower-case, if it is one we take. */
export function claimedExtension(fileName: string): 'pdf' | 'doc' | 'docx' | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext === 'pdf' || ext === 'doc' || ext === 'docx' ? ext : undefined;
}
