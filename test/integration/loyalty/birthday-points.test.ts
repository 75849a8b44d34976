// The birthday bonus against DynamoDB Local with a fixed clock (decision 159): the date of birth on
// the profile puts the member on the birthday list; the daily job grants the bonus once a year
// however often it runs; 29 February is celebrated on 28 February in a non-leap year; a changed date
// or a closed account moves or removes the member from the list.
import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { DATE_OF_BIRTH_MESSAGES } from '../../../shared/date-of-birth';
import { LOYALTY_RULES } from '../../../shared/loyalty';
import { closeAccount } from '../../../functions/accounts/close-account';
import { allEntries, getAccount } from '../../../functions/data/loyalty-ledger';
import { getUserById } from '../../../functions/data/users';
import { grantBirthdayPoints } from '../../../functions/loyalty/birthday-points';
import { handler as birthdayRunner } from '../../../functions/scheduled/loyalty/birthday-points';
import { lambdaContext } from '../../../scripts/local/api-event';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

useLocalBus();

/** 08:00 UTC on a London date: 08:00 or 09:00 in London, the same day either way. */
const morningOf = (date: string) => new Date(`${date}T08:00:00Z`);

async function withDateOfBirth(dateOfBirth: string | undefined): Promise<SignedIn> {
  const member = await signedInUser('customer');
  if (dateOfBirth) await setDateOfBirth(member, dateOfBirth);
  return member;
}

function setDateOfBirth(member: SignedIn, dateOfBirth: string | undefined) {
  const { firstName, lastName, phone } = member.user;
  return invoke(routes.updateProfile, { body: { firstName, lastName, phone, dateOfBirth }, ...member.as });
}

async function birthdayEntries(userId: string) {
  return (await allEntries(userId)).filter((e) => e.source.type === 'birthday');
}

describe('the birthday bonus job', () => {
  it('run twice on the birthday (and once more later that day) grants the bonus once', async () => {
    const member = await withDateOfBirth('1990-06-15');

    const first = await grantBirthdayPoints(morningOf('2027-06-15'));
    const second = await grantBirthdayPoints(morningOf('2027-06-15'));
    const evening = await grantBirthdayPoints(new Date('2027-06-15T21:30:00Z'));

    expect(first.granted).toContain(member.user.id);
    expect(second.granted).not.toContain(member.user.id);
    expect(second.alreadyGranted).toContain(member.user.id);
    expect(evening.alreadyGranted).toContain(member.user.id);
    const entries = await birthdayEntries(member.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ key: `birthday:${member.user.id}:2027`, kind: 'bonus', points: LOYALTY_RULES.birthdayBonusPoints, description: 'Birthday bonus' });
    expect((await getAccount(member.user.id))?.balance).toBe(LOYALTY_RULES.birthdayBonusPoints);
  });

  it('grants again the next year', async () => {
    const member = await withDateOfBirth('1985-09-03');

    await grantBirthdayPoints(morningOf('2027-09-03'));
    await grantBirthdayPoints(morningOf('2028-09-03'));

    expect((await birthdayEntries(member.user.id)).map((e) => e.source.id)).toEqual(['2027', '2028']);
    expect((await getAccount(member.user.id))?.balance).toBe(2 * LOYALTY_RULES.birthdayBonusPoints);
  });

  it('uses the London date: 23:30 UTC on 10 July is already 11 July in summer', async () => {
    const member = await withDateOfBirth('1992-07-11');

    const run = await grantBirthdayPoints(new Date('2027-07-10T23:30:00Z'));

    expect(run.date).toBe('2027-07-11');
    expect(run.granted).toContain(member.user.id);
  });

  it('gives a member without a date of birth nothing', async () => {
    const member = await withDateOfBirth(undefined);

    const run = await grantBirthdayPoints(morningOf('2027-06-15'));

    expect([...run.granted, ...run.alreadyGranted]).not.toContain(member.user.id);
    expect(await allEntries(member.user.id)).toEqual([]);
  });

  it('celebrates 29 February on 28 February in a non-leap year, and on 29 February in a leap year', async () => {
    const member = await withDateOfBirth('2000-02-29');

    const feb28 = await grantBirthdayPoints(morningOf('2027-02-28'));
    const mar1 = await grantBirthdayPoints(morningOf('2027-03-01'));
    const leapFeb28 = await grantBirthdayPoints(morningOf('2028-02-28'));
    const leapFeb29 = await grantBirthdayPoints(morningOf('2028-02-29'));

    expect(feb28.granted).toContain(member.user.id);
    expect(mar1.granted).not.toContain(member.user.id);
    expect(leapFeb28.granted).not.toContain(member.user.id);
    expect(leapFeb29.granted).toContain(member.user.id);
    expect((await birthdayEntries(member.user.id)).map((e) => e.source.id)).toEqual(['2027', '2028']);
  });

  it('follows a changed date of birth, and forgets a removed one', async () => {
    const moved = await withDateOfBirth('1990-04-10');
    const removed = await withDateOfBirth('1990-04-10');
    await setDateOfBirth(moved, '1990-05-20');
    await setDateOfBirth(removed, undefined);

    const oldDay = await grantBirthdayPoints(morningOf('2027-04-10'));
    const newDay = await grantBirthdayPoints(morningOf('2027-05-20'));

    expect(oldDay.granted).not.toContain(moved.user.id);
    expect(oldDay.granted).not.toContain(removed.user.id);
    expect(newDay.granted).toContain(moved.user.id);
    expect((await getUserById(removed.user.id))?.dateOfBirth).toBeUndefined();
  });

  it('takes a closed account off the birthday list', async () => {
    const member = await withDateOfBirth('1979-11-02');
    const user = (await getUserById(member.user.id))!;
    await closeAccount(user, { kind: 'customer' }, { requestId: 'test', clientIp: '127.0.0.1', userAgent: 'test', sessionToken: null, session: null }, new Date());

    const run = await grantBirthdayPoints(morningOf('2027-11-02'));

    expect(run.granted).not.toContain(member.user.id);
  });

  it("runs as the scheduled job's Lambda with the empty input its schedule sends", async () => {
    await expect(birthdayRunner({}, lambdaContext('BirthdayPoints'))).resolves.toBeUndefined();
  });
});

describe('date of birth on the profile', () => {
  it('saves a real past date and shows it back', async () => {
    const member = await signedInUser('customer');

    const result = await setDateOfBirth(member, '1988-03-21');

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ dateOfBirth: '1988-03-21' });
  });

  it.each([
    ['2023-02-29', DATE_OF_BIRTH_MESSAGES.format],
    ['21/03/1988', DATE_OF_BIRTH_MESSAGES.format],
    ['2999-01-01', DATE_OF_BIRTH_MESSAGES.future],
    [new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10), DATE_OF_BIRTH_MESSAGES.tooYoung],
    ['1850-01-01', DATE_OF_BIRTH_MESSAGES.tooOld],
  ])('refuses %s with "%s"', async (dateOfBirth, message) => {
    const member = await signedInUser('customer');

    const result = await setDateOfBirth(member, dateOfBirth);

    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain(message);
    expect((await getUserById(member.user.id))?.dateOfBirth).toBeUndefined();
  });
});
