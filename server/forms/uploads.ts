/**
 * The file a form carries (the application's CV): checked from its bytes
 * against the form's upload rule, then written under a generated name and
 * flushed to disk before the row that points at it is committed.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { UploadSpec } from '#app/forms/contract.ts';
import type { UploadRecord } from '../storage/submissions.ts';
import { claimedExtension, detectResumeType, safeFileName } from './resume.ts';

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
  return { ok: true, bytes, type, originalName: safeFileName(file.name, type.ext) };
}

/**
 * Writes the file and flushes it and its directory entry to disk, so the row
 * that will point at it never points at nothing after a power loss. On any
 * failure (a full disk) nothing is left behind. The caller removes the file
 * again if the row is not saved.
 */
export function writeUpload(
  dir: string,
  field: string,
  upload: Extract<UploadCheck, { ok: true }>,
): UploadRecord {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const storedName = `${randomUUID()}.${upload.type.ext}`;
  const file = path.join(dir, storedName);
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      let written = 0;
      while (written < upload.bytes.length) {
        written += writeSync(fd, upload.bytes, written, upload.bytes.length - written);
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    syncDirectory(dir);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  return {
    field,
    storedName,
    originalName: upload.originalName,
    mime: upload.type.mime,
    size: upload.bytes.length,
  };
}

export function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function removeUploads(dir: string, uploads: readonly UploadRecord[]): void {
  for (const upload of uploads) rmSync(path.join(dir, upload.storedName), { force: true });
}

/** Deletes files in the uploads folder that no row points at; how many. */
export function removeOrphanUploads(dir: string, referenced: ReadonlySet<string>): number {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (referenced.has(name)) continue;
    rmSync(path.join(dir, name), { force: true, recursive: true });
    removed++;
  }
  return removed;
}
