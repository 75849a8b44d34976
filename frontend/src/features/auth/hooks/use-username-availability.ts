// Checks a username 500 ms after typing stops (spec section 4); a chosen suggestion is checked at once.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { usernameCheckQueryOptions } from '../api/check-username';
import { LOOKUP_MIN_LENGTH } from '../../../../../shared/schemas/account-fields';
import { USERNAME_CHECK_DEBOUNCE_MS, usernameStatus, type UsernameStatus } from '../utils/username-status';

export function useUsernameAvailability(value: string): { status: UsernameStatus; checkNow: (name: string) => void } {
  const typed = value.trim();
  const [due, setDue] = useState(typed);

  useEffect(() => {
    if (typed === due) return;
    const timer = setTimeout(() => setDue(typed), USERNAME_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, due]);

  const query = useQuery({ ...usernameCheckQueryOptions(due), enabled: due.length >= LOOKUP_MIN_LENGTH });
  const status = usernameStatus({ typed, due, query: { status: query.status, data: query.data } });
  const checkNow = useCallback((name: string) => setDue(name.trim()), []);
  return { status, checkNow };
}
