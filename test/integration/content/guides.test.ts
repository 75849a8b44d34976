// Guides: staff write Markdown; the public sees only published guides, rendered with no raw HTML or
// script; slugs are unique, also when a guide is renamed.
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes } from '../../../shared/api/routes/content';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { createService, uniqueSlug } from './content-helpers';

let admin: SignedIn;

beforeAll(async () => {
  useLocalBus();
  admin = await signedInUser('admin');
});

function guideBody(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    title: 'Cracked screen: what next?',
    summary: 'When a cracked screen can wait and when it cannot.',
    body: '## Is it safe?\n\nUsually, for a while. See [prices](/pricing).',
    deviceTags: ['phone'],
    serviceIds: [],
    status: 'published',
    ...overrides,
  };
}

async function createGuide(body: Record<string, unknown>) {
  return invoke(contentRoutes.createGuide, { ...admin.as, body });
}

describe('guides', () => {
  it('publishes a guide with its body rendered and its related services named', async () => {
    const service = await createService(admin);
    const slug = uniqueSlug('guide');
    await createGuide(guideBody(slug, { serviceIds: [service.id, 'not-a-service'] }));

    const guide = await invoke(contentRoutes.getGuide, { params: { id: slug } });
    const list = await invoke(contentRoutes.listGuides);

    expect(guide.status).toBe(200);
    expect(guide.body.bodyHtml).toContain('<h2 id="is-it-safe">Is it safe?</h2>');
    expect(guide.body.bodyHtml).toContain('<a href="/pricing">prices</a>');
    expect(guide.body.services).toEqual([{ id: service.id, name: service.name }]);
    expect(list.body.guides.map((g: { slug: string }) => g.slug)).toContain(slug);
  });

  it('never renders script: raw HTML shows as text and javascript: links lose their address', async () => {
    const slug = uniqueSlug('xss');
    await createGuide(
      guideBody(slug, {
        body: 'Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) ![p](javascript:alert(4)) [mail](mailto:hello@example.com)',
      }),
    );

    const html = (await invoke(contentRoutes.getGuide, { params: { id: slug } })).body.bodyHtml as string;

    expect(html).not.toMatch(/<script|<img src="x"|onerror="|javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="mailto:hello@example.com">mail</a>');
  });

  it('keeps drafts off the public pages (404) and the public list', async () => {
    const slug = uniqueSlug('draft');
    await createGuide(guideBody(slug, { status: 'draft' }));

    expect((await invoke(contentRoutes.getGuide, { params: { id: slug } })).status).toBe(404);
    expect((await invoke(contentRoutes.listGuides)).body.guides.map((g: { slug: string }) => g.slug)).not.toContain(slug);
    expect((await invoke(contentRoutes.listAdminGuides, admin.as)).body.guides.map((g: { slug: string }) => g.slug)).toContain(slug);
  });

  it('refuses a slug already taken, on create and on rename (409)', async () => {
    const first = uniqueSlug('first');
    const second = uniqueSlug('second');
    await createGuide(guideBody(first));
    await createGuide(guideBody(second));

    const duplicate = await createGuide(guideBody(first));
    const rename = await invoke(contentRoutes.updateGuide, { ...admin.as, params: { id: second }, body: guideBody(first) });

    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(`The slug "${first}" is already used by another guide`);
    expect(rename.status).toBe(409);
    expect((await invoke(contentRoutes.getGuide, { params: { id: second } })).status).toBe(200);
  });

  it('renames a guide to a free slug: the old address is gone', async () => {
    const before = uniqueSlug('before');
    const after = uniqueSlug('after');
    await createGuide(guideBody(before));

    const renamed = await invoke(contentRoutes.updateGuide, { ...admin.as, params: { id: before }, body: guideBody(after, { title: 'Renamed' }) });

    expect(renamed.status).toBe(200);
    expect((await invoke(contentRoutes.getGuide, { params: { id: before } })).status).toBe(404);
    expect((await invoke(contentRoutes.getGuide, { params: { id: after } })).body.title).toBe('Renamed');
  });

  it('answers bad guide input with a message per field (400)', async () => {
    const result = await createGuide(guideBody('Not A Slug', { title: '', status: 'live', deviceTags: [''] }));

    expect(result.status).toBe(400);
    expect(result.body.errors.slug[0]).toMatch(/^Slug must be lower-case letters/);
    expect(result.body.errors.title).toEqual(['Title is required']);
    expect(result.body.errors.status).toEqual(['Status must be draft or published']);
    expect(result.body.errors['deviceTags.0']).toEqual(['A device tag cannot be blank']);
  });
});
