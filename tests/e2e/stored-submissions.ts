/** What the server under test stored, read back the way an operator does: `npm run submissions -- --json`. */
import { execFileSync } from 'node:child_process';
import { e2eDataDir } from '../../playwright.config';

export interface StoredForTest {
  form: string;
  createdAt: string;
  data: Record<string, string>;
  uploads: { originalName: string }[];
}

export function storedSubmissions(): StoredForTest[] {
  return JSON.parse(
    execFileSync('npx', ['tsx', 'scripts/submissions.ts', '--json'], {
      env: { ...process.env, DATA_DIR: e2eDataDir },
      encoding: 'utf8',
    }),
  ) as StoredForTest[];
}
