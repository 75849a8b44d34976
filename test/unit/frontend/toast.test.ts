import { describe, expect, it } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastReducer,
  type ToastItem,
} from '../../../frontend/src/lib/toast';

const item = (id: string): ToastItem => ({ id, title: `Toast ${id}`, open: true });

describe('toast queue', () => {
  it('uses the spec figures', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_REMOVE_DELAY_MS]).toEqual([1, 5000, 50, 1_000_000]);
  });

  it('shows one toast at a time: a new toast replaces the one on screen', () => {
    const state = toastReducer(toastReducer([], { type: 'add', toast: item('1') }), { type: 'add', toast: item('2') });

    expect(state.map((toast) => toast.id)).toEqual(['2']);
  });

  it('closes a dismissed toast before removing it', () => {
    const dismissed = toastReducer([item('1')], { type: 'dismiss', id: '1' });
    const removed = toastReducer(dismissed, { type: 'remove', id: '1' });

    expect(dismissed).toEqual([{ ...item('1'), open: false }]);
    expect(removed).toEqual([]);
  });

  it('dismisses every toast when no id is given', () => {
    expect(toastReducer([item('1')], { type: 'dismiss' })).toEqual([{ ...item('1'), open: false }]);
  });
});
