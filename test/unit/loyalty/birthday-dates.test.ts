// The date-of-birth rules and which birthdays a day celebrates (decision 159).
import { describe, expect, it } from 'vitest';
import { birthdayKey, birthdayKeysOn } from '../../../shared/birthday-keys';
import { ageOn, DATE_OF_BIRTH_MESSAGES, dateOfBirthProblem, isRealDate } from '../../../shared/date-of-birth';

describe('date of birth', () => {
  it('accepts real calendar days only', () => {
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('1990-04-31')).toBe(false);
    expect(isRealDate('1990-4-3')).toBe(false);
  });

  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1990-06-15', '2027-06-14')).toBe(36);
    expect(ageOn('1990-06-15', '2027-06-15')).toBe(37);
  });

  it('names the first problem: format, future, too young, too old', () => {
    const today = '2027-06-15';
    expect(dateOfBirthProblem('15/06/1990', today)).toBe(DATE_OF_BIRTH_MESSAGES.format);
    expect(dateOfBirthProblem('2027-06-15', today)).toBe(DATE_OF_BIRTH_MESSAGES.future);
    expect(dateOfBirthProblem('2014-06-16', today)).toBe(DATE_OF_BIRTH_MESSAGES.tooYoung);
    expect(dateOfBirthProblem('2014-06-15', today)).toBeNull();
    expect(dateOfBirthProblem('1906-06-14', today)).toBe(DATE_OF_BIRTH_MESSAGES.tooOld);
  });
});

describe('birthday keys', () => {
  it('files a date of birth under its month and day', () => {
    expect(birthdayKey('1990-06-15')).toBe('06-15');
  });

  it('celebrates 29 February on 28 February in a non-leap year only', () => {
    expect(birthdayKeysOn('2027-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdayKeysOn('2028-02-28')).toEqual(['02-28']);
    expect(birthdayKeysOn('2028-02-29')).toEqual(['02-29']);
    expect(birthdayKeysOn('2100-02-28')).toEqual(['02-28', '02-29']);
  });
});
