// POST /api/bookings: books a slot. Never retried: a repeat after a lost answer could book twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingRoutes } from '../../../../../shared/api/routes/bookings';
import type { CreateBookingRequest } from '../../../../../shared/schemas/bookings';
import { apiCall } from '../../../lib/api-client';

export function createBooking(body: CreateBookingRequest) {
  return apiCall(bookingRoutes.createBooking, { body });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    retry: false,
    // Booked or refused as full, the places left have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [bookingRoutes.listBookingSlots.path] }),
  });
}
