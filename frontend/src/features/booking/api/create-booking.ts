// POST /api/bookings: books a slot. Never retried: a repeat after a lost answer could book twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import type { CreateBookingRequest } from '../../../../../shared/schemas/bookings';
import { apiCall } from '../../../lib/api-client';

export function createBooking(body: CreateBookingRequest) {
  return apiCall(routes.createBooking, { body });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    retry: false,
    // Booked or refused as full, the places left have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [routes.listBookingSlots.path] }),
  });
}
