/** A docs page's "Was this helpful?" works without JavaScript (issue #33). */
import path from 'node:path';
import Database from 'better-sqlite3';
import { e2eDataDir } from '../../playwright.config';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

const storedComments = () => {
  const db = new Database(path.join(e2eDataDir, 'vendorhub.db'), { readonly: true });
  try {
    return db.prepare('SELECT page, helpful, comment FROM docs_feedback').all();
  } finally {
    db.close();
  }
};

test('a no answer with a comment is stored and thanked, without JavaScript', async ({ page }) => {
  const comment = `Step 3 skips the CSV columns ${Date.now()}`;
  await page.goto('/documentation/add-vendor');
  const feedback = page.getByRole('region', { name: 'Was this helpful?' });
  await expect(feedback.getByText('Thank you for your feedback.')).toBeHidden();
  await feedback.getByLabel(/What could be better/).fill(comment);
  await feedback.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page).toHaveURL(/\/documentation\/add-vendor#feedback-thanks$/);
  await expect(feedback.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(feedback.getByRole('button', { name: 'No', exact: true })).toBeHidden();
  expect(storedComments()).toContainEqual({ page: 'add-vendor', helpful: 0, comment });
});
