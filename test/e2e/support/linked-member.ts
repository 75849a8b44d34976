// A customer with an online account whose shop record is linked to it (by claiming a job of the
// record), as a member at the counter is: points and store credit are held on the account.
import { apiSignIn, type AdminSession, type ApiCall } from '../admin-repairs/admin-repairs-e2e';
import { createVerifiedAccount, newPerson } from '../accounts/accounts-e2e';

export async function linkedMember(session: AdminSession, name: { firstName: string; lastName: string }): Promise<{ member: ApiCall; cardCode: string }> {
  const person = await createVerifiedAccount(newPerson(name));
  const member = await apiSignIn(person.username, person.password);
  const record = await session.call('POST', '/api/admin/customers', { firstName: person.firstName, lastName: person.lastName, phone: person.phone, email: person.email });
  const cardCode = String(record.qrCode);
  const job = await session.call('POST', '/api/admin/jobs', {
    customerQr: cardCode,
    device: { make: 'Apple', model: 'iPhone 14', type: 'phone', colour: 'Blue' },
    fault: 'Rear camera will not focus',
    intake: { condition: 'Good', accessories: [], passcodeGiven: false },
    estimatePence: 7000,
  });
  await member('POST', '/api/claim-job', { qrCode: job.qrCode });
  return { member, cardCode };
}
