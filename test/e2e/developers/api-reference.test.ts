// The API's reference (decisions 270, 271): the site answers the generated OpenAPI document at
// /api/openapi.json, and /admin/developers, linked from the admin dashboard, draws it for the owner,
// dark like the rest of the admin area, while a technician, whose role lacks 'developers.view',
// gets the "Not allowed" page.
import { describe, expect } from 'vitest';
import { routeList } from '../../../shared/api/manifest';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin } from '../admin-repairs/admin-repairs-e2e';
import { browserTest as it } from '../support/browser-test';

describe('the API reference', () => {
  it('answers the OpenAPI document at /api/openapi.json, every route of the manifest in it', async () => {
    const response = await fetch(`${baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = (await response.json()) as { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Device DRS API');
    for (const route of routeList) expect(document.paths[route.path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
  });

  // Swagger UI's bundle is 1.5 MB, brotli-compressed once by the local server, and the renderer
  // takes some seconds over the document on a busy test machine: the test allows for both.
  it('draws the reference for the owner, dark, linked from the admin dashboard', { timeout: 150_000 }, async ({ page }) => {
    await signInAsAdmin(page, await adminSession());
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Developers' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/developers');
    await expect.poll(() => page.getByRole('heading', { name: 'Developers', level: 1 }).isVisible()).toBe(true);
    const reference = page.getByTestId('api-reference');
    await expect.poll(() => reference.getByRole('heading', { name: /Device DRS API/ }).isVisible(), { timeout: 120_000 }).toBe(true);
    // A section (tag) per area of the manifest, closed until opened.
    await reference.locator('#operations-tag-Repairs').click();
    await expect.poll(() => reference.getByText('Repair jobs, by status or search, a page at a time').isVisible()).toBe(true);
    // Swagger UI's dark theme on a dark page: its text is light.
    const colour = await reference.locator('.swagger-ui').first().evaluate((element) => getComputedStyle(element).color);
    const [red = 0, green = 0, blue = 0] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(red + green + blue).toBeGreaterThan(600);
  });

  it('shows a technician no Developers link, and the not-allowed page at its address', async ({ page }) => {
    await signInAsAdmin(page, await adminSession('technician'));
    await page.goto(`${baseUrl}/admin`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Jobs' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Developers' }).count()).toBe(0);
    await page.goto(`${baseUrl}/admin/developers`);
    await expect.poll(() => page.getByRole('heading', { name: 'Not allowed for your role' }).isVisible()).toBe(true);
    expect(await page.getByRole('main').textContent()).toContain('This page needs the “Developer reference” permission');
    expect(await page.getByTestId('api-reference').count()).toBe(0);
  });
});
