import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUp } from './visitor-steps';

test('a developer creates a key on /account, calls the API with it, and sees the usage change', async ({
  page,
  baseURL,
}) => {
  await signUp(page, 'developer');

  await page.goto('/account');
  const panel = page.getByRole('region', { name: 'API keys' });
  await expect(panel.getByText('No API keys yet. Create one to start.')).toBeVisible();
  await expect(panel.getByTestId('api-usage')).toHaveText(
    'API images this month: 0 of 10 (trial allowance).',
  );
  await panel.getByLabel('Key name').fill('Listings sync');
  await panel.getByRole('button', { name: 'Create key' }).click();

  // Shown once, with its webhook secret, focused for the keyboard.
  await expect(panel.getByRole('heading', { name: 'Your new key “Listings sync”' })).toBeFocused();
  const key = await panel.getByLabel('API key', { exact: true }).inputValue();
  expect(key).toMatch(/^rc_live_/);
  await expect(panel.getByLabel('Webhook signing secret')).toHaveValue(/^whsec_/);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Listings sync' })).toContainText(
    key.slice(0, 14),
  );

  // The API, called as a developer's software would.
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a89880' } })
    .jpeg()
    .toBuffer();
  const created = await page.request.post('/api/v1/renders', {
    headers: { Authorization: `Bearer ${key}` },
    multipart: {
      image: { name: 'room.jpg', mimeType: 'image/jpeg', buffer: photo },
      tool: 'virtual-staging',
      room_type: 'living_room',
      style: 'scandinavian',
      variants: '2',
    },
  });
  expect(created.status()).toBe(202);
  const render = (await created.json()) as { id: string };
  const usage = await page.request.get('/api/v1/usage', { headers: { Authorization: `Bearer ${key}` } });
  expect(await usage.json()).toMatchObject({ plan: 'trial', monthly_allowance: 10, used_this_month: 2 });

  // The local engine finishes it; the account page counts it.
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/v1/renders/${render.id}`, {
              headers: { Authorization: `Bearer ${key}` },
            })
          ).json()) as { status: string }
        ).status,
      { timeout: 30_000 },
    )
    .toBe('succeeded');
  // Its links point at this server (no NEXT_PUBLIC_SITE_URL, not port 3000) and download with the key.
  const finished = (await (
    await page.request.get(`/api/v1/renders/${render.id}`, { headers: { Authorization: `Bearer ${key}` } })
  ).json()) as { input_image_url: string; outputs: string[] };
  for (const url of [finished.input_image_url, ...finished.outputs]) {
    expect(url.startsWith(`${baseURL}/api/files/`)).toBe(true);
    const file = await page.request.get(url, { headers: { Authorization: `Bearer ${key}` } });
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^image\//);
  }
  await panel.getByRole('button', { name: 'I have stored them' }).click();
  await page.reload();
  await expect(panel.getByTestId('api-usage')).toHaveText(
    'API images this month: 2 of 10 (trial allowance).',
  );
  await expect(panel.getByText('Delivered this month: 2 · in all: 2')).toBeVisible();

  // Revoked, the key stops working at once.
  await panel.getByRole('button', { name: 'Revoke Listings sync' }).click();
  await panel.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(panel.getByText('No API keys yet. Create one to start.')).toBeVisible();
  const refused = await page.request.get('/api/v1/usage', { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});

test('/pro-api shows the reference generated from the OpenAPI document', async ({ page, baseURL }) => {
  await page.goto('/pro-api');
  const reference = page.getByRole('region', { name: 'API reference' });
  await expect(reference.getByRole('heading', { name: /POST \/renders/ })).toBeVisible();
  for (const path of ['GET /renders/{id}', 'DELETE /renders/{id}', 'GET /usage']) {
    await expect(reference.getByRole('navigation').getByRole('link', { name: path })).toBeVisible();
  }
  const create = page.locator('#createRender');
  await expect(create.getByRole('tabpanel')).toContainText('curl -X POST');
  await create.getByRole('tab', { name: 'JavaScript' }).click();
  await expect(create.getByRole('tabpanel')).toContainText("method: 'POST'");
  // The samples and the document's server follow this server's own address.
  await expect(reference).toContainText(`${baseURL}/api/v1`);
  await expect(reference).not.toContainText('localhost:3000');
  const document = await page.request.get('/api/v1/openapi.json');
  const openapi = (await document.json()) as { openapi: string; servers: { url: string }[] };
  expect(openapi.openapi).toBe('3.1.0');
  expect(openapi.servers).toEqual([{ url: `${baseURL}/api/v1` }]);
});
