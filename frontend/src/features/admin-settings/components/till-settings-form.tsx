// What a front desk member may do at the till without a manager's passcode (decision 268): refunds up
// to an amount, staff discounts up to a percent of the sale.
import { useState } from 'react';
import { TillSettingsSchema, type TillSettings } from '../../../../../shared/schemas/settings';
import { TextField } from '../../../components/form/text-field';
import { parsePounds } from '../../../utils/intake-form';
import { SaveRow, SettingsSection, useSectionSave } from './settings-form-parts';

export function TillSettingsForm({ initial }: { initial: TillSettings }) {
  const [refundLimit, setRefundLimit] = useState((initial.frontDeskRefundLimitPence / 100).toFixed(2));
  const [discountLimit, setDiscountLimit] = useState(String(initial.frontDeskDiscountLimitPercent));
  const { errors, failure, pending, submit } = useSectionSave('till', 'Till approvals', TillSettingsSchema);
  const refund = parsePounds(refundLimit, 'The refund limit');
  const refundError = 'error' in refund ? refund.error : undefined;
  return (
    <SettingsSection
      id="settings-till"
      title="Till approvals"
      description="Above these, a front desk member's refund or discount needs a manager's username and passcode at the till. Managers and the owner are never asked."
    >
      <form
        noValidate
        onSubmit={submit({
          frontDeskRefundLimitPence: 'pence' in refund && refund.pence !== null ? refund.pence : Number.NaN,
          frontDeskDiscountLimitPercent: discountLimit.trim() === '' ? Number.NaN : Number(discountLimit),
        })}
        className="grid gap-4 sm:max-w-xs"
      >
        <TextField
          label="Refunds without a manager, up to (£)"
          name="frontDeskRefundLimitPence"
          inputMode="decimal"
          value={refundLimit}
          onChange={(event) => setRefundLimit(event.target.value)}
          error={refundError ?? errors.frontDeskRefundLimitPence}
        />
        <TextField
          label="Discounts without a manager, up to (%)"
          name="frontDeskDiscountLimitPercent"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={discountLimit}
          onChange={(event) => setDiscountLimit(event.target.value)}
          error={errors.frontDeskDiscountLimitPercent}
        />
        <SaveRow pending={pending} failure={failure} label="Save till approvals" />
      </form>
    </SettingsSection>
  );
}
