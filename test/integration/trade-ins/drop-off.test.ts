// An online quote booked for a drop-off (issue 30, decision 350): the visitor names an opening day
// within the quote's 14 days; the counter's drop-off list shows it with the contact, the public view
// of the quote does not; re-graded at the counter, it leaves the list and cannot be booked again.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { isOpeningDay } from '../../../shared/bookings/slots';
import { addDays, londonDay } from '../../../shared/dates';
import { DROP_OFF_DAY_OUTSIDE, QUOTE_ALREADY_REGRADED } from '../../../functions/trade-ins/drop-offs';
import { getShopSettings } from '../../../functions/data/shop-settings';
import { openingOfSettings } from '../../../functions/settings/opening-of-settings';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { priceRow, startBody, uniqueModel, validImei } from './trade-in-helpers';

let admin: SignedIn;
let model: string;
const contact = { name: 'Ciarán Doherty', phone: '07700 900123', email: 'ciaran.dropoff@example.com' };

beforeAll(async () => {
  admin = await signedInUser('admin');
  model = uniqueModel();
  await priceRow(admin, model, '128GB', 'B', 18000);
});

/** The first day from tomorrow the shop's settings open, and the first they close. */
async function openAndClosedDays(): Promise<{ open: string; closed: string }> {
  const openingOf = openingOfSettings(await getShopSettings());
  const days = Array.from({ length: 13 }, (_, i) => addDays(londonDay(new Date()), i + 1));
  return { open: days.find((d) => isOpeningDay(d, openingOf))!, closed: days.find((d) => !isOpeningDay(d, openingOf))! };
}

describe('booking a drop-off on an online quote', () => {
  it('books an opening day within the quote, lists it for the counter, and takes it off once re-graded', async () => {
    const { open, closed } = await openAndClosedDays();
    const quote = await invoke(routes.createBuyBackQuote, { body: { model, storage: '128GB', condition: 'good' } });
    const { quoteId } = quote.body;

    const tooLate = await invoke(routes.bookBuyBackDropOff, { params: { quoteId }, body: { day: addDays(londonDay(new Date()), 15), contact } });
    const shut = await invoke(routes.bookBuyBackDropOff, { params: { quoteId }, body: { day: closed, contact } });
    const noEmail = await invoke(routes.bookBuyBackDropOff, { params: { quoteId }, body: { day: open, contact: { ...contact, email: 'nope' } } });
    const booked = await invoke(routes.bookBuyBackDropOff, { params: { quoteId }, body: { day: open, contact } });
    const publicView = await invoke(routes.getBuyBackQuote, { params: { quoteId } });
    const listed = await invoke(routes.listBuyBackDropOffs, { ...admin.as, query: { from: open } });

    expect(tooLate).toMatchObject({ status: 400, body: { errors: { day: [DROP_OFF_DAY_OUTSIDE] } } });
    expect(shut.status).toBe(400);
    expect(shut.body.errors.day[0]).toMatch(/^The shop is closed that day/);
    expect(noEmail.status).toBe(400);
    expect(booked.status).toBe(200);
    expect(booked.body.dropOff).toEqual({ day: open, bookedAt: expect.any(String) });
    expect(publicView.body.dropOff.contact).toBeUndefined();
    expect(listed.body.dropOffs).toContainEqual(expect.objectContaining({ quoteId, pricePence: 18000, dropOff: expect.objectContaining({ day: open, contact: { ...contact, phone: '07700900123' } }) }));

    const regraded = await invoke(routes.startTradeIn, { ...admin.as, body: startBody(model, validImei(), { quoteId }) });
    const listedAfter = await invoke(routes.listBuyBackDropOffs, { ...admin.as, query: { from: open } });
    const again = await invoke(routes.bookBuyBackDropOff, { params: { quoteId }, body: { day: open, contact } });

    expect(regraded.status).toBe(201);
    expect(regraded.body).toMatchObject({ offerPence: 18000, quote: { quoteId } });
    expect(listedAfter.body.dropOffs.map((q: { quoteId: string }) => q.quoteId)).not.toContain(quoteId);
    expect(again).toMatchObject({ status: 409, body: { message: QUOTE_ALREADY_REGRADED } });
    expect((await invoke(routes.getAdminBuyBackQuote, { ...admin.as, params: { quoteId } })).body.tradeInId).toBe(regraded.body.id);
  });

  it('is for staff with the trade-in permission only', async () => {
    const customer = await signedInUser('customer');
    expect((await invoke(routes.listBuyBackDropOffs, customer.as)).status).toBe(403);
    expect((await invoke(routes.listBuyBackDropOffs, {})).status).toBe(401);
  });
});
