// Every admin route of the manifest against every built-in role (both read from their definitions,
// not a hand list): 403 naming the permission exactly where the role lacks it, before any input is
// read; any other answer where it has it. Decision 254.
import { describe, expect, it } from 'vitest';
import { routeList } from '../../../shared/api/manifest';
import { refusalMessage } from '../../../shared/staff/permissions';
import { STAFF_ROLE_IDS, roleAllows, type StaffRoleId } from '../../../shared/staff/roles';
import { invoke } from '../../support/invoke';
import { signedInUser } from '../repairs/repair-helpers';

const staffRoutes = routeList.filter((route) => route.auth === 'admin' || route.adminRoleOnly);

/** Any value for each path parameter: the permission is checked before the parameters are. */
function anyParams(path: string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, 'not-there']));
}

describe.each(STAFF_ROLE_IDS.map((role) => [role]))('a member of staff with the %s role', (role: StaffRoleId) => {
  it('is refused exactly the routes their role does not allow', async () => {
    const member = await signedInUser('admin', { staffRole: role });
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      const result = await invoke(route, { ...member.as, params: anyParams(route.path) });
      const refused = result.status === 403 && result.body?.message === refusalMessage(route.permission!);
      if (refused === roleAllows(role, route.permission!)) {
        wrong.push(`${route.method} ${route.path} (${route.permission}): ${result.status} ${JSON.stringify(result.body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
