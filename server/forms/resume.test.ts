import { describe, expect, it } from 'vitest';
import { claimedExtension, detectResumeType } from './resume';

describe('detectResumeType', () => {
  it('recognises PDF, DOC and DOCX by their bytes', () => {
    expect(detectResumeType(Buffer.from('%PDF-1.7\n%...'))?.ext).toBe('pdf');
    expect(
      detectResumeType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))?.ext,
    ).toBe('doc');
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('....word/document.xml....'),
    ]);
    expect(detectResumeType(docx)?.ext).toBe('docx');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(detectResumeType(Buffer.from('MZ\x90\x00 this is an exe'))).toBeUndefined();
    expect(detectResumeType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBeUndefined(); // a plain zip
    expect(detectResumeType(Buffer.from('\x89PNG\r\n'))).toBeUndefined();
    expect(detectResumeType(new Uint8Array())).toBeUndefined();
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
