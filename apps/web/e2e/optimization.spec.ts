import { randomUUID } from 'node:crypto';
import { expect, test } from './signed-in.ts';

test('traffic rules: the demo blocker dry-runs on the demo traffic; a new rule is created, cloned, paused and deleted', async ({
  page,
}) => {
  const name = `E2E blocker ${randomUUID().slice(0, 6)}`;
  await page.goto('/adv/campaigns/traffic-optimization/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Traffic optimization', level: 1 })).toBeVisible();
  const table = main.getByRole('table', { name: 'Traffic optimization rules' });
  const demo = table.getByRole('row').filter({ hasText: 'Block zones that spend without converting' });
  await expect(demo).toContainText('Paused');

  // The seeded zone blocker, tried on the demo's past two weeks: the zones that spent without converting.
  await demo.getByRole('button', { name: 'Block zones that spend without converting', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Rule “Block zones that spend without converting”' });
  await expect(page).toHaveURL(/rule=\d+/);
  await editor.getByRole('button', { name: 'Run a dry run' }).click();
  await expect(editor.getByText(/the rule would have acted on \d+ items?\./)).toBeVisible();
  const items = editor.getByRole('table', { name: 'Items the rule would have acted on' });
  await expect(items.getByRole('row').nth(1)).toContainText('Zone #');
  await expect(editor.getByRole('img', { name: 'Spend saved and actions by day' })).toBeVisible();
  await editor.getByRole('tab', { name: /^Log/ }).click();
  await expect(editor.getByText('This rule has not acted yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(page).not.toHaveURL(/rule=/);

  // A new rule from the condition builder.
  await main.getByRole('button', { name: 'New rule' }).click();
  const drawer = page.getByRole('dialog', { name: 'New traffic rule' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
  await drawer.getByRole('button', { name: 'Add a condition' }).click();
  await drawer.getByRole('textbox', { name: 'Value of condition 2' }).fill('3');
  await drawer.getByText('For a time', { exact: true }).click();
  await drawer.getByRole('textbox', { name: 'Exclude for' }).fill('48');
  await drawer.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByText(`Rule “${name}” created`)).toBeVisible();
  await expect(drawer).toBeHidden();

  await main.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/search=E2E/);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Exclude for 48 h');
  await expect(row).toContainText('All campaigns');

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  await expect(page.getByText(`Copy “${name} (copy)” created, paused`)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  await table.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(page.getByText(`Rule “${name}” is paused`)).toBeVisible();

  for (const victim of [`${name} (copy)`, name]) {
    await table.getByRole('button', { name: `Actions for ${victim}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this rule?' });
    await expect(confirm).toContainText(victim);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Rule “${victim}” deleted`)).toBeVisible();
  }
  await expect(main.getByText('No rule matches')).toBeVisible();
});

test('bid rules: a demo rule edited with a live dry run, kept in the address, and the campaign editor’s log', async ({
  page,
}) => {
  await page.goto('/adv/campaigns/bid-optimization/?search=Lower+bids');
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Bid optimization rules' });
  const row = table.getByRole('row').filter({ hasText: 'Lower bids where CPA is over $4' });
  await row.getByRole('button', { name: 'Lower bids where CPA is over $4', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Rule “Lower bids where CPA is over $4”' });
  const percent = editor.getByRole('textbox', { name: 'By' });
  await expect(percent).not.toHaveValue('');

  await editor.getByRole('button', { name: 'Run a dry run' }).click();
  await expect(editor.getByRole('status').filter({ hasText: /the rule would have/ })).toBeVisible();
  // The dry run follows the form: a wrong value stops it with a hint, a right one runs it again.
  await percent.fill('150');
  await expect(
    editor.getByText('Correct the fields marked above to see what this rule would have done.'),
  ).toBeVisible();
  await percent.fill('30');
  await expect(editor.getByRole('status').filter({ hasText: /the rule would have/ })).toBeVisible();
  await editor.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('Rule “Lower bids where CPA is over $4” saved')).toBeVisible();
  await expect(row).toContainText('Lower the bid by 30%');

  // The open rule is part of the address: a reload opens it again.
  await row.getByRole('button', { name: 'Lower bids where CPA is over $4', exact: true }).click();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Rule “Lower bids where CPA is over $4”' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'By' })).toHaveValue('30%');

  // The campaign editor shows what the rules did to the campaign.
  await page.goto('/adv/campaigns/list/');
  await main.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/adv\/campaigns\/edit\/\d+\//);
  await page.getByRole('button', { name: 'Optimization log' }).click();
  const log = page.getByRole('dialog', { name: /^What the rules did to/ });
  await expect(log.getByText('No rule has acted on this campaign yet.')).toBeVisible();
});
