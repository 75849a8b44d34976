import type { User } from '../../../shared/schemas/user';

/** Kept apart from lib/auth so menus can ask without loading TanStack Query and the API client. */
export const isAdmin = (user: User | null): boolean => user?.role === 'admin';
