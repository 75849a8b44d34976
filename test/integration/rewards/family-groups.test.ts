// Family groups against DynamoDB Local: inviting by email and joining from the link, the limit of 5
// members besides the owner (also when invitations and joins race), one group per account, expired
// and reused links, leaving and dissolving, and who may do what.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { familyGroupRoutes } from '../../../shared/api/routes/family-groups';
import { ALREADY_IN_A_GROUP_MESSAGE, FAMILY_GROUP_FULL_MESSAGE, INVITE_NOT_USABLE_MESSAGE } from '../../../shared/schemas/loyalty/family-group';
import { familyGroupIdOf, getFamilyGroup, familyPoolOf } from '../../../functions/data/family-groups';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { emailsTo, signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';

let bus: ReturnType<typeof useLocalBus>;
let admin: SignedIn;
beforeAll(async () => {
  bus = useLocalBus();
  admin = await signedInAdmin();
});
afterEach(() => void vi.useRealTimers());

const origin = { origin: 'http://localhost:5173' };
const start = (owner: SignedIn, name = 'The Kellys') => invoke(familyGroupRoutes.createMyFamilyGroup, { body: { name }, ...owner.cookies });
const invite = (owner: SignedIn, email: string) => invoke(familyGroupRoutes.inviteFamilyMember, { body: { email }, ...owner.cookies, headers: origin });
const join = (member: SignedIn, token: string) => invoke(familyGroupRoutes.joinFamilyGroup, { body: { token }, ...member.cookies });
const mine = (customer: SignedIn) => invoke(familyGroupRoutes.getMyFamilyGroup, customer.cookies);

/** The token in the newest invitation email to the address. */
async function invitationToken(email: string): Promise<string> {
  await bus.drain();
  const emails = await emailsTo(email, 'family-invitation');
  const link = emails.at(-1)?.links[0];
  if (!link) throw new Error(`No invitation to ${email}`);
  return new URL(link).searchParams.get('familyInvite')!;
}

async function groupWithOwner(): Promise<{ owner: SignedIn; groupId: string }> {
  const owner = await signedInCustomer();
  const started = await start(owner);
  expect(started.status).toBe(201);
  return { owner, groupId: started.body.group.id };
}

describe('inviting and joining', () => {
  it('emails a link to My Account; the invited account joins once and both see the group', async () => {
    const { owner, groupId } = await groupWithOwner();
    const member = await signedInCustomer();

    const invited = await invite(owner, member.person.email.toUpperCase());
    const token = await invitationToken(member.person.email);
    const joined = await join(member, token);
    const again = await join(member, token);
    const ownerView = await mine(owner);

    expect(invited.status).toBe(201);
    expect(invited.body.group.invitations).toMatchObject([{ email: member.person.email }]);
    expect((await emailsTo(member.person.email, 'family-invitation'))[0]!.links[0]).toMatch(/^http:\/\/localhost:5173\/customer-details\?familyInvite=/);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ role: 'member', group: { id: groupId, name: 'The Kellys' } });
    expect(again).toMatchObject({ status: 410, body: { message: INVITE_NOT_USABLE_MESSAGE } });
    expect(ownerView.body.role).toBe('owner');
    expect(ownerView.body.group.members.map((m: { userId: string }) => m.userId)).toEqual([owner.userId, member.userId]);
    expect(ownerView.body.group.invitations).toEqual([]);
    expect((await familyPoolOf(member.userId)).sort()).toEqual([owner.userId, member.userId].sort());
  });

  it('refuses a link used by an account with another email address, and an unknown link', async () => {
    const { owner } = await groupWithOwner();
    const invitee = await signedInCustomer();
    const stranger = await signedInCustomer();
    await invite(owner, invitee.person.email);
    const token = await invitationToken(invitee.person.email);

    const wrongAccount = await join(stranger, token);
    const unknown = await join(stranger, 'x'.repeat(43));

    expect(wrongAccount.status).toBe(403);
    expect(unknown).toMatchObject({ status: 410, body: { message: INVITE_NOT_USABLE_MESSAGE } });
    expect(await familyGroupIdOf(stranger.userId)).toBeNull();
  });

  it('a link stops working after 7 days, and its seat comes back for a new invitation', async () => {
    const { owner, groupId } = await groupWithOwner();
    const late = await signedInCustomer();
    const others = await Promise.all(Array.from({ length: 4 }, () => signedInCustomer()));
    // The invitation is sent 7 days and a minute ago (sessions would not last a clock moved forward).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 7 * 24 * 60 * 60 * 1000 - 60_000);
    await invite(owner, late.person.email);
    vi.useRealTimers();
    for (const other of others) expect((await invite(owner, other.person.email)).status).toBe(201);
    const token = await invitationToken(late.person.email);

    const expired = await join(late, token);
    const reinvited = await invite(owner, late.person.email);
    const joined = await join(late, await invitationToken(late.person.email));

    expect(expired.status).toBe(410);
    expect(reinvited.status).toBe(201);
    expect(joined.status).toBe(200);
    expect((await getFamilyGroup(groupId))!.group).toMatchObject({ memberCount: 2, seatsTaken: 5 });
  });
});

describe('limits', () => {
  it('an owner invites at most 5 people, counting members and open invitations', async () => {
    const { owner } = await groupWithOwner();
    const people = await Promise.all(Array.from({ length: 6 }, () => signedInCustomer()));

    const first = await invite(owner, people[0]!.person.email);
    await join(people[0]!, await invitationToken(people[0]!.person.email));
    const next = [];
    for (const person of people.slice(1, 5)) next.push(await invite(owner, person.person.email));
    const sixth = await invite(owner, people[5]!.person.email);
    const repeat = await invite(owner, people[1]!.person.email);

    expect([first, ...next].map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(sixth).toMatchObject({ status: 409, body: { message: FAMILY_GROUP_FULL_MESSAGE } });
    expect(repeat.status).toBe(409);
  });

  it('8 invitations at once: exactly 5 are taken (0 over the limit)', async () => {
    const { owner, groupId } = await groupWithOwner();
    const people = await Promise.all(Array.from({ length: 8 }, () => signedInCustomer()));

    const results = await Promise.all(people.map((person) => invite(owner, person.person.email)));
    const record = (await getFamilyGroup(groupId))!;

    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect(record.invites).toHaveLength(5);
    expect(record.group.seatsTaken).toBe(5);
  });

  it('staff adding 8 accounts at once to a group with one seat left: exactly one joins', async () => {
    const { owner, groupId } = await groupWithOwner();
    const invited = await Promise.all(Array.from({ length: 4 }, () => signedInCustomer()));
    for (const person of invited) await invite(owner, person.person.email);
    const people = await Promise.all(Array.from({ length: 8 }, () => signedInCustomer()));

    const results = await Promise.all(
      people.map((person) => invoke(familyGroupRoutes.addFamilyMember, { params: { groupId }, body: { email: person.person.email }, ...admin.cookies })),
    );
    const record = (await getFamilyGroup(groupId))!;

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(record.members).toHaveLength(2);
    expect(record.group).toMatchObject({ memberCount: 2, seatsTaken: 5 });
  });

  it('an account is in one group at most: a second invitation cannot be used, and two joins at once make one member', async () => {
    const a = await groupWithOwner();
    const b = await groupWithOwner();
    const person = await signedInCustomer();
    await invite(a.owner, person.person.email);
    const tokenA = await invitationToken(person.person.email);
    await invite(b.owner, person.person.email);
    const tokenB = await invitationToken(person.person.email);

    const results = await Promise.all([join(person, tokenA), join(person, tokenB)]);
    const ownStart = await start(person);

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(ALREADY_IN_A_GROUP_MESSAGE);
    expect(ownStart.status).toBe(409);
    expect(await familyGroupIdOf(person.userId)).toBe(results[0]!.status === 200 ? a.groupId : b.groupId);
  });
});

describe('leaving and dissolving', () => {
  it('a member leaves and their seat comes back; the owner leaving dissolves the group', async () => {
    const { owner, groupId } = await groupWithOwner();
    const member = await signedInCustomer();
    await invite(owner, member.person.email);
    await join(member, await invitationToken(member.person.email));

    const left = await invoke(familyGroupRoutes.leaveFamilyGroup, member.cookies);
    const after = (await getFamilyGroup(groupId))!.group;
    const ownerLeft = await invoke(familyGroupRoutes.leaveFamilyGroup, owner.cookies);

    expect(left.body).toEqual({ group: null, role: null });
    expect(after).toMatchObject({ memberCount: 1, seatsTaken: 0 });
    expect(await familyPoolOf(member.userId)).toEqual([member.userId]);
    expect(ownerLeft.status).toBe(200);
    expect(await getFamilyGroup(groupId)).toBeNull();
    expect(await familyGroupIdOf(owner.userId)).toBeNull();
  });

  it('staff create a group for an account, rename it, remove a member and dissolve it; open links stop working', async () => {
    const owner = await signedInCustomer();
    const member = await signedInCustomer();
    const invitee = await signedInCustomer();

    const created = await invoke(familyGroupRoutes.createFamilyGroup, { body: { name: 'Doherty family', ownerEmail: owner.person.email }, ...admin.cookies });
    const groupId = created.body.id;
    await invoke(familyGroupRoutes.addFamilyMember, { params: { groupId }, body: { email: member.person.email }, ...admin.cookies });
    await invite(owner, invitee.person.email);
    const token = await invitationToken(invitee.person.email);
    const renamed = await invoke(familyGroupRoutes.renameFamilyGroup, { params: { groupId }, body: { name: 'The Dohertys' }, ...admin.cookies });
    const listed = await invoke(familyGroupRoutes.listFamilyGroups, admin.cookies);
    const removed = await invoke(familyGroupRoutes.removeFamilyMember, { params: { groupId, userId: member.userId }, ...admin.cookies });
    const removeOwner = await invoke(familyGroupRoutes.removeFamilyMember, { params: { groupId, userId: owner.userId }, ...admin.cookies });
    const dissolved = await invoke(familyGroupRoutes.dissolveFamilyGroup, { params: { groupId }, ...admin.cookies });
    const lateJoin = await join(invitee, token);

    expect(created).toMatchObject({ status: 201, body: { name: 'Doherty family', ownerUserId: owner.userId } });
    expect(renamed.body.name).toBe('The Dohertys');
    expect(listed.body.groups.find((g: { id: string }) => g.id === groupId)).toMatchObject({ name: 'The Dohertys', memberCount: 2, ownerEmail: owner.person.email });
    expect(removed.body.members.map((m: { userId: string }) => m.userId)).toEqual([owner.userId]);
    expect(removeOwner.status).toBe(409);
    expect(dissolved.body).toEqual({ ok: true });
    expect(await getFamilyGroup(groupId)).toBeNull();
    expect(await familyGroupIdOf(owner.userId)).toBeNull();
    expect(lateJoin.status).toBe(410);
  });
});

describe('access', () => {
  it('only the owner invites; customers get 403 from staff routes; bad input is a 400 with a message', async () => {
    const { owner, groupId } = await groupWithOwner();
    const member = await signedInCustomer();
    await invite(owner, member.person.email);
    await join(member, await invitationToken(member.person.email));

    const memberInvites = await invite(member, 'someone@example.com');
    const customerList = await invoke(familyGroupRoutes.listFamilyGroups, member.cookies);
    const customerDissolve = await invoke(familyGroupRoutes.dissolveFamilyGroup, { params: { groupId }, ...member.cookies });
    const badEmail = await invite(owner, 'not-an-email');
    const noName = await invoke(familyGroupRoutes.createFamilyGroup, { body: { name: ' ', ownerEmail: owner.person.email }, ...admin.cookies });
    const visitor = await invoke(familyGroupRoutes.getMyFamilyGroup);

    expect(memberInvites.status).toBe(403);
    expect(customerList).toMatchObject({ status: 403, body: { message: 'Admin access required' } });
    expect(customerDissolve.status).toBe(403);
    expect(badEmail.status).toBe(400);
    expect(noName.body.errors.name).toEqual(['Group name is required']);
    expect(visitor.status).toBe(401);
  });
});
