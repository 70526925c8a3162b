/**
 * The file a form carries (the application's CV): checked from its bytes
 * against the form's upload rule, then written under a generated name and
 * flushed to disk before the row that points at it is committed.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { UploadSpec } from '../../app/forms/contract.ts';
import type { UploadRecord } from '../storage/submissions.ts';
import { claimedExtension, detectResumeType } from './resume.ts';

export type UploadCheck =
  | { ok: true; bytes: Uint8Array; type: { ext: string; mime: string }; originalName: string }
  | { ok: false; status: 413 | 422; message: string };

export async function checkUpload(rule: UploadSpec, file: unknown): Promise<UploadCheck> {
  if (!(file instanceof File) || file.size === 0) {
    return { ok: false, status: 422, message: rule.missing };
  }
  if (file.size > rule.maxBytes) return { ok: false, status: 413, message: rule.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectResumeType(bytes);
  const claimed = claimedExtension(file.name);
  if (!type || !claimed || !rule.kinds.includes(type.ext)) {
    return { ok: false, status: 422, message: rule.wrongKind };
  }
  return { ok: true, bytes, type, originalName: path.basename(file.name).slice(0, 200) };
}

/** Writes the file durably; the caller removes it again if the row is not saved. */
export function writeUpload(
  dir: string,
  field: string,
  upload: Extract<UploadCheck, { ok: true }>,
): UploadRecord {
  mkdirSync(dir, { recursive: true });
  const storedName = `${randomUUID()}.${upload.type.ext}`;
  const fd = openSync(path.join(dir, storedName), 'wx');
  try {
    writeSync(fd, upload.bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return {
    field,
    storedName,
    originalName: upload.originalName,
    mime: upload.type.mime,
    size: upload.bytes.length,
  };
}

export function removeUploads(dir: string, uploads: readonly UploadRecord[]): void {
  for (const upload of uploads) rmSync(path.join(dir, upload.storedName), { force: true });
}
