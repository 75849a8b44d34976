// Verified reviews: the link is emailed once when a job is Collected; its owner reviews once; staff
// publish, hide and reply; the public sees published reviews with the count and average.
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes } from '../../../shared/api/routes/content';
import { routes } from '../../../shared/api/manifest';
import { inviteReview } from '../../../functions/content/reviews';
import { setLocalEventSink } from '../../../functions/events/publish-event';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { collectedJob, outboxTo } from './content-helpers';

let admin: SignedIn;
let bus: ReturnType<typeof useLocalBus>;

beforeAll(async () => {
  bus = useLocalBus();
  admin = await signedInUser('admin');
});

async function invitationToken(email: string): Promise<string> {
  await bus.drain();
  const invites = (await outboxTo(email)).filter((e) => e.kind === 'review-invitation');
  expect(invites).toHaveLength(1);
  return new URL(invites[0]!.links[0]!).searchParams.get('review')!;
}

describe('review invitations', () => {
  it('emails one review link when a job is Collected, even when the event comes again', async () => {
    const { job, email } = await collectedJob(admin);
    await bus.drain();

    const again = await inviteReview({ qrCode: job.qrCode, collectedAt: new Date().toISOString(), siteOrigin: 'http://localhost:5173' }, new Date());
    const token = await invitationToken(email);

    expect(again).toBe(false);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const invitation = await invoke(contentRoutes.getReviewInvitation, { params: { token } });
    expect(invitation.body).toEqual({ firstName: 'Aoife', device: 'Apple iPhone 13', reviewed: false });
  });

  it('retries an invitation whose email could not be queued, with a new link that works, then invites no more', async () => {
    // The bus takes every event but refuses review emails, as EventBridge would when it is unavailable.
    setLocalEventSink((published) => {
      if (published.detailType === 'EmailRequested' && (published.detail as { kind: string }).kind === 'review-invitation') throw new Error('EventBridge unavailable');
      bus.publish(published);
    });
    const { job, email } = await collectedJob(admin);
    await bus.drain();
    const failedDeliveries = bus.deadLetters.filter((letter) => letter.rule === 'ReviewInviter' && (letter.event.detail as { qrCode: string }).qrCode === job.qrCode);
    bus.attach();
    const event = { qrCode: job.qrCode, collectedAt: new Date().toISOString(), siteOrigin: 'http://localhost:5173' };

    const retried = await inviteReview(event, new Date());
    const again = await inviteReview(event, new Date());
    const token = await invitationToken(email);

    expect(failedDeliveries).toHaveLength(1);
    expect(retried).toBe(true);
    expect(again).toBe(false);
    const invitation = await invoke(contentRoutes.getReviewInvitation, { params: { token } });
    expect(invitation.status).toBe(200);
  });

  it('sends no link for a job that is not Collected', async () => {
    const { job } = await collectedJob(admin);
    const open = await invoke(routes.openJob, { ...admin.as, body: { deviceQr: job.device.qrCode, fault: 'Battery', intake: { condition: 'Fine', accessories: [], passcodeGiven: false } } });

    const sent = await inviteReview({ qrCode: open.body.qrCode, collectedAt: new Date().toISOString(), siteOrigin: 'http://localhost:5173' }, new Date());

    expect(sent).toBe(false);
  });

  it('answers 404 for an unknown link and 400 for a malformed one', async () => {
    expect((await invoke(contentRoutes.getReviewInvitation, { params: { token: 'A'.repeat(43) } })).status).toBe(404);
    const malformed = await invoke(contentRoutes.getReviewInvitation, { params: { token: 'short' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('This review link is not valid. Please use the link in your email.');
  });
});

describe('writing, publishing and showing a review', () => {
  it('takes one review per job, shows it only once published, with the new count and average', async () => {
    const { email } = await collectedJob(admin);
    const token = await invitationToken(email);
    const before = (await invoke(contentRoutes.listReviews)).body.stats;

    const submitted = await invoke(contentRoutes.submitReview, { body: { token, stars: 4, text: 'Quick and friendly, screen looks new.' } });
    const second = await invoke(contentRoutes.submitReview, { body: { token, stars: 1, text: 'Trying to review twice here.' } });
    const pending = (await invoke(contentRoutes.listAdminReviews, admin.as)).body.reviews[0];
    const hiddenFromPublic = (await invoke(contentRoutes.listReviews)).body.reviews.map((r: { id: string }) => r.id);

    expect(submitted.status).toBe(201);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have already reviewed this repair. Thank you!');
    expect(pending).toMatchObject({ status: 'pending', stars: 4, author: 'Aoife M.', device: 'Apple iPhone 13' });
    expect(hiddenFromPublic).not.toContain(pending.id);

    const published = await invoke(contentRoutes.moderateReview, { ...admin.as, params: { id: pending.id }, body: { status: 'published', reply: 'Thanks Aoife!' } });
    const list = await invoke(contentRoutes.listReviews);

    expect(published.status).toBe(200);
    expect(list.body.reviews[0]).toMatchObject({ id: pending.id, stars: 4, reply: 'Thanks Aoife!', author: 'Aoife M.' });
    expect(list.body.reviews[0].jobNumber).toBeUndefined();
    expect(list.body.stats.count).toBe(before.count + 1);
    const expectedAverage = Math.round((((before.average ?? 0) * before.count + 4) / (before.count + 1)) * 10) / 10;
    expect(list.body.stats.average).toBe(expectedAverage);
    expect((await invoke(contentRoutes.getReviewInvitation, { params: { token } })).body.reviewed).toBe(true);

    const hidden = await invoke(contentRoutes.moderateReview, { ...admin.as, params: { id: pending.id }, body: { status: 'hidden' } });
    const after = await invoke(contentRoutes.listReviews);

    expect(hidden.body).toMatchObject({ status: 'hidden', reply: 'Thanks Aoife!' });
    expect(after.body.stats.count).toBe(before.count);
    expect(after.body.reviews.map((r: { id: string }) => r.id)).not.toContain(pending.id);
  });

  it('keeps review text as plain text: markup is stored and returned as typed, never as HTML', async () => {
    const { email } = await collectedJob(admin);
    const token = await invitationToken(email);
    const text = '<script>alert("x")</script> <img src=x onerror=alert(1)> great';

    await invoke(contentRoutes.submitReview, { body: { token, stars: 5, text } });
    const review = (await invoke(contentRoutes.listAdminReviews, admin.as)).body.reviews[0];
    await invoke(contentRoutes.moderateReview, { ...admin.as, params: { id: review.id }, body: { status: 'published' } });

    const shown = (await invoke(contentRoutes.listReviews)).body.reviews.find((r: { id: string }) => r.id === review.id);
    expect(shown.text).toBe(text);
  });

  it('answers bad review input with clear messages (400)', async () => {
    const { email } = await collectedJob(admin);
    const token = await invitationToken(email);

    const result = await invoke(contentRoutes.submitReview, { body: { token, stars: 6, text: 'short' } });

    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({ stars: ['Please choose 1 to 5 stars'], text: ['Please write at least 10 characters'] });
  });

  it('answers 404 when moderating a review that does not exist', async () => {
    const result = await invoke(contentRoutes.moderateReview, { ...admin.as, params: { id: '01JAAAAAAAAAAAAAAAAAAAAAAA' }, body: { status: 'published' } });
    expect(result.status).toBe(404);
  });
});
