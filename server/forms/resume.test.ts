import { describe, expect, it } from 'vitest';
import { docxEntries, ole, zip } from './fixtures/documents';
import { claimedExtension, detectResumeType, safeFileName, zipEntryNames } from './resume';

describe('detectResumeType', () => {
  it('recognizes a PDF by its header and its %%EOF trailer', () => {
    expect(detectResumeType(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))?.ext).toBe(
      'pdf',
    );
    expect(detectResumeType(Buffer.from('%PDF-1.4\ncv\n%%EOF'))?.ext).toBe('pdf');
  });

  it('refuses a PDF header in front of something else', () => {
    expect(
      detectResumeType(Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>')),
    ).toBeUndefined();
    expect(detectResumeType(Buffer.from('%PDF-1.7\n%%EOF\n<html>payload</html>'))).toBeUndefined();
    expect(detectResumeType(Buffer.from('%PDF-'))).toBeUndefined();
  });

  it('recognizes a DOCX by its ZIP directory, and refuses fakes and macro documents', () => {
    expect(detectResumeType(zip(docxEntries))?.ext).toBe('docx');
    // 33 bytes that start like a ZIP and name word/document.xml: no directory.
    const fake = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('word/document.xml....'),
    ]);
    expect(fake.length).toBeLessThan(40);
    expect(detectResumeType(fake)).toBeUndefined();
    expect(detectResumeType(zip({ 'word/document.xml': '<w/>' }))).toBeUndefined();
    expect(detectResumeType(zip({ ...docxEntries, 'word/vbaProject.bin': 'VBA' }))).toBeUndefined();
    expect(detectResumeType(zip({ 'notes.txt': 'a plain zip' }))).toBeUndefined();
    const truncated = zip(docxEntries);
    expect(detectResumeType(truncated.subarray(0, truncated.length - 30))).toBeUndefined();
  });

  it('recognizes a DOC by its OLE2 header, and refuses one with a macro storage', () => {
    expect(detectResumeType(ole(['Root Entry', 'WordDocument', '1Table']))?.ext).toBe('doc');
    // The word "Macros" in the text of the document is not a macro storage.
    expect(detectResumeType(ole(['Root Entry', 'WordDocument'], 'Excel Macros expert'))?.ext).toBe(
      'doc',
    );
    expect(detectResumeType(ole(['Root Entry', 'WordDocument', 'Macros']))).toBeUndefined();
    expect(detectResumeType(ole(['Root Entry', '_VBA_PROJECT_CUR']))).toBeUndefined();
    expect(
      detectResumeType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
    ).toBeUndefined();
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectResumeType(Buffer.from('MZ\x90\x00 this is an exe'))).toBeUndefined();
    expect(detectResumeType(Buffer.from('\x89PNG\r\n'))).toBeUndefined();
    expect(detectResumeType(new Uint8Array())).toBeUndefined();
  });
});

describe('zipEntryNames', () => {
  it('lists the entries of a ZIP from its central directory', () => {
    expect(zipEntryNames(zip(docxEntries))).toEqual(Object.keys(docxEntries));
  });
});

describe('claimedExtension', () => {
  it('reads the extension of the file name', () => {
    expect(claimedExtension('CV Ada.PDF')).toBe('pdf');
    expect(claimedExtension('resume.docx')).toBe('docx');
    expect(claimedExtension('virus.exe')).toBeUndefined();
    expect(claimedExtension('noext')).toBeUndefined();
  });
});

describe('safeFileName', () => {
  it('keeps a plain base name with the detected extension', () => {
    expect(safeFileName('Ada Lovelace CV.pdf', 'pdf')).toBe('Ada Lovelace CV.pdf');
    expect(safeFileName('Zoë Müller – Lebenslauf.docx', 'docx')).toBe(
      'Zoë Müller – Lebenslauf.docx',
    );
  });
  it('drops folders, control and bidi characters, and leading dots', () => {
    expect(safeFileName('..\\..\\windows\\system32\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('cv\u202Efdp.exe.pdf', 'pdf')).toBe('cvfdp.exe.pdf');
    expect(safeFileName('bad\u001b[31m\r\nname.pdf', 'pdf')).toBe('bad[31mname.pdf');
    expect(safeFileName('...', 'doc')).toBe('cv.doc');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(124);
  });
});
