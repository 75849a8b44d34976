import { BUSINESS } from '../../../../shared/business';

/** The line under a repair's page: who to call, and what to quote. */
export function RepairQuestions({ jobNumber }: { jobNumber: string }) {
  return (
    <p className="text-center text-sm text-muted">
      Questions about this repair? Call{' '}
      <a href={`tel:${BUSINESS.phone.e164}`} className="font-semibold text-primary hover:underline">
        {BUSINESS.phone.display}
      </a>{' '}
      and quote {jobNumber}.
    </p>
  );
}
