// POST /api/admin/customers: a walk-in customer's record (one per phone number).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { DuplicateCustomerPhoneError, createCustomer } from '../../data/customers';
import { createHandler } from '../../http/create-handler';
import { ConflictError } from '../../lib/http-errors';
import { toCustomer } from '../../repairs/customer-views';
import { newQrCode } from '../../repairs/qr-codes';
import { customerCreatedEvent } from '../../../shared/events';
import { announce } from '../../events/announce';

export const handler = createHandler(repairRoutes.createCustomer, async ({ body, now }) => {
  try {
    const record = await createCustomer({
      qrCode: newQrCode(),
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      ...(body.email ? { email: body.email } : {}),
      createdAt: now.toISOString(),
    });
    await announce(customerCreatedEvent, { customerId: record.qrCode, at: record.createdAt });
    return { body: toCustomer(record) };
  } catch (error) {
    if (error instanceof DuplicateCustomerPhoneError) {
      throw new ConflictError('A customer with this phone number is already on file.', { field: 'phone', customerQr: error.existingQr });
    }
    throw error;
  }
});
