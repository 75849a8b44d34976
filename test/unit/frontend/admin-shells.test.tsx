// The pieces the admin pages share instead of each spelling them out (decision 119): a form's end
// with its failure alert, the list table, a family group's member rows, and the product's fields.
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '../../../shared/schemas/loyalty/family-group';
import { FormFailure, FormSubmit } from '../../../frontend/src/components/form/form-failure';
import { FamilyMemberList } from '../../../frontend/src/components/loyalty/family-member-list';
import { DataTable } from '../../../frontend/src/components/ui/data-table';

const source = (path: string) => readFileSync(new URL(`../../../frontend/src/${path}`, import.meta.url), 'utf8');

describe('FormSubmit and FormFailure', () => {
  it('draw the submit button, turned off while the request runs, and no alert while nothing failed', () => {
    const idle = renderToString(<FormSubmit pending={false} failure={null}>Ask for a deposit</FormSubmit>);
    const pending = renderToString(<FormSubmit pending failure={null}>Ask for a deposit</FormSubmit>);

    expect(idle).toMatch(/<button type="submit"[^>]*>Ask for a deposit<\/button>/);
    expect(idle).not.toContain('disabled=""');
    expect(idle).not.toContain('role="alert"');
    expect(pending).toContain('disabled=""');
  });

  it("show the failure's words as an alert under the button, placed in the form's grid", () => {
    const html = renderToString(
      <FormSubmit pending={false} failure="A deposit was already taken" className="sm:mt-7" failureClassName="sm:col-span-3">
        Adjust
      </FormSubmit>,
    );

    expect(html.indexOf('role="alert"')).toBeGreaterThan(html.indexOf('Adjust'));
    expect(html).toContain('A deposit was already taken');
    expect(html).toMatch(/role="alert" class="[^"]*sm:col-span-3/);
    expect(html).not.toMatch(/role="alert" class="[^"]*sm:mt-7/);
    expect(renderToString(<FormFailure message={null} />)).toBe('');
  });
});

describe('DataTable', () => {
  const table = (rows: string[]) =>
    renderToString(
      <DataTable label="Suppliers" rows={rows} empty={<p>No suppliers yet.</p>} head={<thead><tr><th scope="col">Name</th></tr></thead>}>
        {(row) => (
          <tr key={row}>
            <td>{row}</td>
          </tr>
        )}
      </DataTable>,
    );

  it('shows the empty message instead of a table when there are no rows', () => {
    const html = table([]);

    expect(html).toBe('<p>No suppliers yet.</p>');
  });

  it('puts the rows in a table inside a named region the keyboard can scroll', () => {
    const html = table(['Screen Kings', 'Battery Barn']);

    expect(html).toMatch(/<div role="region" aria-label="Suppliers" tabindex="0"/);
    expect(html).toContain('<th scope="col">Name</th>');
    expect(html).toContain('<tbody><tr><td>Screen Kings</td></tr><tr><td>Battery Barn</td></tr></tbody>');
  });
});

describe('FamilyMemberList', () => {
  const members: FamilyMember[] = [
    { userId: 'u1', name: 'Róisín Quinn', email: 'roisin@example.com', role: 'owner', joinedAt: '2026-11-01T10:00:00Z' },
    { userId: 'u2', name: 'Cathal Quinn', email: 'cathal@example.com', role: 'member', joinedAt: '2026-11-02T10:00:00Z' },
  ];
  const remove = { isPending: false, mutate: () => undefined };

  it('offers Remove beside each member but never the owner, when the viewer may remove', () => {
    const html = renderToString(<FamilyMemberList label="Members" members={members} detail={(member) => <span>{member.email}</span>} remove={remove} onError={() => undefined} />);

    expect(html).toContain('aria-label="Members"');
    expect(html).toMatch(/Róisín Quinn(<!-- -->)? <span>roisin@example.com<\/span>/);
    expect(html).toContain('Remove Cathal Quinn');
    expect(html).not.toContain('Remove Róisín Quinn');
  });

  it('offers no Remove to a viewer who may not remove', () => {
    const html = renderToString(<FamilyMemberList members={members} detail={() => null} onError={() => undefined} />);

    expect(html).toContain('Cathal Quinn');
    expect(html).not.toContain('Remove');
  });
});

describe('the pages that use them', () => {
  it.each([
    'features/admin-jobs/components/deposit-panel.tsx',
    'features/admin-loyalty/components/promotions-section.tsx',
    'features/admin-loyalty/components/member-ledger.tsx',
    'features/admin-loyalty/components/reward-form.tsx',
    'features/family-groups/components/join-invitation.tsx',
  ])('%s keeps no failure state or alert of its own', (file) => {
    const text = source(file);

    expect(text).not.toContain('setFailure');
    expect(text).not.toMatch(/<Notice tone="error" role="alert">\s*\{failure\}/);
  });

  it.each(['features/shop-inventory/components/create-product-form.tsx', 'features/shop-inventory/components/inventory-item-page.tsx'])('%s draws the product through ProductFields', (file) => {
    const text = source(file);

    expect(text).toContain('<ProductFields');
    expect(text).not.toContain('label="Price with VAT (£)"');
    expect(text).not.toContain("'Price with VAT (£)'");
  });
});
