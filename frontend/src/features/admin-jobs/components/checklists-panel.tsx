// The device type's functional test, before the repair (at intake) and after it (Quality check), side
// by side. Each stage saves on its own; Ready for collection is refused while a quality item is
// unchecked, so the panel says how many are left.
import { useState } from 'react';
import { CHECK_RESULT_LABELS, CHECK_RESULTS, type CheckResult, type CheckResults, type CheckStage } from '../../../../../shared/repairs/device-checklists';
import { isClosedStatus } from '../../../../../shared/repairs/statuses';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useSaveChecklist } from '../api/workshop-writes';
import { Panel } from './panel';
import { ScrollRegion } from '../../../components/ui/scroll-region';

const STAGE_NAMES: Record<CheckStage, string> = { intake: 'Before repair', quality: 'Quality check' };

function ResultSelect({ label, value, disabled, onChange }: { label: string; value: CheckResult | undefined; disabled: boolean; onChange: (value: CheckResult | undefined) => void }) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as CheckResult))}
      className="h-9 w-full rounded-md border border-border-strong bg-background px-2 text-sm disabled:opacity-60"
    >
      <option value="">Not checked</option>
      {CHECK_RESULTS.map((result) => (
        <option key={result} value={result}>
          {CHECK_RESULT_LABELS[result]}
        </option>
      ))}
    </select>
  );
}

function defined(results: Partial<Record<string, CheckResult | undefined>>): Record<string, CheckResult> {
  return Object.fromEntries(Object.entries(results).filter((entry): entry is [string, CheckResult] => entry[1] !== undefined));
}

export function ChecklistsPanel({ job }: { job: AdminJob }) {
  const [intake, setIntake] = useState<CheckResults>(job.checks.intake?.results ?? {});
  const [quality, setQuality] = useState<CheckResults>(job.checks.quality?.results ?? {});
  const failure = useFormFailure();
  const saveIntake = useSaveChecklist(job.qrCode, 'intake');
  const saveQuality = useSaveChecklist(job.qrCode, 'quality');
  const open = !isClosedStatus(job.status);
  const qualityOpen = job.status === 'In repair' || job.status === 'Quality check';
  const unchecked = job.checklist.filter((item) => !job.checks.quality?.results[item.id]).length;

  const save = (stage: CheckStage) => {
    failure.clear();
    const write = stage === 'intake' ? saveIntake : saveQuality;
    write.mutate(
      { results: defined(stage === 'intake' ? intake : quality) },
      { onSuccess: () => toast({ title: `${STAGE_NAMES[stage]} checklist saved`, variant: 'success' }), onError: failure.onError },
    );
  };

  return (
    <Panel title="Checklists">
      <ScrollRegion label="Functional tests">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Functional test before the repair and at quality check</caption>
          <thead className="text-subtle">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">Item</th>
              <th scope="col" className="py-2 pr-3 font-medium">{STAGE_NAMES.intake}</th>
              <th scope="col" className="py-2 font-medium">{STAGE_NAMES.quality}</th>
            </tr>
          </thead>
          <tbody>
            {job.checklist.map((item) => {
              const before = intake[item.id];
              const after = quality[item.id];
              const changed = before && after && before !== after;
              return (
                <tr key={item.id} className="border-t border-border">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {item.label}
                    {changed ? <span className="ml-2 rounded bg-accent/15 px-1.5 py-0.5 text-xs text-accent">Changed</span> : null}
                  </th>
                  <td className="py-2 pr-3">
                    <ResultSelect label={`${item.label}, ${STAGE_NAMES.intake.toLowerCase()}`} value={before} disabled={!open} onChange={(v) => setIntake({ ...intake, [item.id]: v })} />
                  </td>
                  <td className="py-2">
                    <ResultSelect label={`${item.label}, ${STAGE_NAMES.quality.toLowerCase()}`} value={after} disabled={!qualityOpen} onChange={(v) => setQuality({ ...quality, [item.id]: v })} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-muted" aria-live="polite">
        {unchecked === 0 ? 'Quality check: every item checked.' : `Quality check: ${unchecked} of ${job.checklist.length} items not checked yet.`}
      </p>
      {open ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={saveIntake.isPending} onClick={() => save('intake')}>
            Save before-repair test
          </Button>
          {qualityOpen ? (
            <Button variant="secondary" disabled={saveQuality.isPending} onClick={() => save('quality')}>
              Save quality check
            </Button>
          ) : null}
        </div>
      ) : null}
      <FormFailure message={failure.message} />
    </Panel>
  );
}
