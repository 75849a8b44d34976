// A device brought to the counter: identify it (the IMEI's check digit is checked as it is typed, and
// the shop's records warn about it), grade it against the checklist, and ask for the offer. A records
// warning needs a manager: the server asks, the manager approves in the dialog, the request goes again.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { isValidImei, normaliseImei } from '../../../../../shared/repairs/device-identifiers';
import type { StartTradeInRequest } from '../../../../../shared/schemas/trade-ins/trade-in';
import { WEAR_LEVELS, WEAR_NAMES, gradeOf, type Wear } from '../../../../../shared/trade-ins/grading';
import { formatPence } from '../../../../../shared/money';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ChoiceField } from '../../../components/form/choice-field';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { ManagerApprovalDialog, approvalAsked, type Approvable } from '../../../components/sales/manager-approval-dialog';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { quoteQueryOptions, recordsCheckQueryOptions, useStartTradeIn } from '../api/trade-ins';

const WEAR_OPTIONS = WEAR_LEVELS.map((value) => ({ value, label: WEAR_NAMES[value] }));

export function NewTradeInForm({ customerQr, quoteId: initialQuote, onStarted }: { customerQr?: string; quoteId?: string; onStarted: (id: string) => void }) {
  const [model, setModel] = useState('');
  const [storage, setStorage] = useState('');
  const [colour, setColour] = useState('');
  const [imei, setImei] = useState('');
  const [serial, setSerial] = useState('');
  const [quoteId, setQuoteId] = useState(initialQuote ?? '');
  const [screen, setScreen] = useState<Wear | ''>('');
  const [body, setBody] = useState<Wear | ''>('');
  const [battery, setBattery] = useState('');
  const [functionsWork, setFunctionsWork] = useState(false);
  const [activationLockOff, setActivationLockOff] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ reason: string; permission: Approvable } | null>(null);
  const start = useStartTradeIn();

  const digits = normaliseImei(imei);
  const imeiProblem = digits && (!/^\d{15}$/.test(digits) ? 'IMEI must be 15 digits' : isValidImei(digits) ? null : 'IMEI check digit is wrong: check the number on the box or *#06#');
  const code = digits && !imeiProblem ? digits : !digits && serial.trim().length >= 6 ? serial.trim().toUpperCase() : '';
  const check = useQuery({ ...recordsCheckQueryOptions(code), enabled: code !== '' });
  const quote = useQuery({ ...quoteQueryOptions(quoteId.trim()), enabled: /^[0-9A-HJKMNP-TV-Z]{26}$/.test(quoteId.trim()) });
  // An opened quote fills in the model and storage the visitor chose; the counter checks them against the device.
  const quoted = quote.data;
  useEffect(() => {
    if (!quoted) return;
    setModel((m) => m || quoted.model);
    setStorage((s) => s || quoted.storage);
  }, [quoted]);
  const batteryPercent = Number(battery);
  const grade = screen && body && battery !== '' ? gradeOf({ screen, body, batteryHealthPercent: batteryPercent, functionsWork, activationLockOff }) : undefined;

  const request = (approvalId?: string): StartTradeInRequest | null => {
    if (!screen || !body || battery === '' || !Number.isInteger(batteryPercent) || batteryPercent < 0 || batteryPercent > 100) {
      setProblem('Complete the checklist: screen, body and battery health (0 to 100%).');
      return null;
    }
    return {
      device: { model, storage, colour, ...(digits ? { imei: digits } : {}), ...(serial.trim() ? { serial: serial.trim() } : {}) },
      checklist: { screen, body, batteryHealthPercent: batteryPercent, functionsWork, activationLockOff },
      ...(customerQr ? { customerQr } : {}),
      ...(quoteId.trim() ? { quoteId: quoteId.trim() } : {}),
      ...(approvalId ? { approvalId } : {}),
    };
  };
  const send = (approvalId?: string) => {
    const body = request(approvalId);
    if (!body) return;
    setProblem(null);
    start.mutate(body, {
      onSuccess: (tradeIn) => {
        setAsked(null);
        onStarted(tradeIn.id);
      },
      onError: (error) => {
        const approval = approvalAsked(error);
        if (approval) setAsked(approval);
        else setProblem(serverMessage(error));
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New trade-in" className="grid gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">The device</legend>
        <TextField label="Model" name="model" value={model} onChange={(e) => setModel(e.target.value)} placeholder="iPhone 13" />
        <TextField label="Storage" name="storage" value={storage} onChange={(e) => setStorage(e.target.value)} placeholder="128GB" />
        <TextField label="Colour" name="colour" value={colour} onChange={(e) => setColour(e.target.value)} />
        <TextField label="IMEI" name="imei" inputMode="numeric" value={imei} onChange={(e) => setImei(e.target.value)} error={imeiProblem || undefined} hint="Dial *#06# or look in Settings" />
        <TextField label="Serial (a device without an IMEI)" name="serial" optional value={serial} onChange={(e) => setSerial(e.target.value)} />
        <TextField label="Online quote reference" name="quote" optional value={quoteId} onChange={(e) => setQuoteId(e.target.value)} />
      </fieldset>
      {quote.data ? (
        <p className="text-sm" data-testid="quote-summary">
          Quote {quote.data.quoteId}: {quote.data.model} {quote.data.storage}, grade {quote.data.grade}, {formatPence(quote.data.pricePence)}, valid until{' '}
          {new Date(quote.data.validUntil).toLocaleDateString('en-GB', { timeZone: 'Europe/London' })}
        </p>
      ) : null}
      {check.data && check.data.warnings.length > 0 ? (
        <Notice tone="error" role="alert" title="The shop's records warn about this device: a manager must override">
          <ul className="list-disc pl-5">
            {check.data.warnings.map((w) => (
              <li key={w.kind + w.message}>{w.message}</li>
            ))}
          </ul>
        </Notice>
      ) : check.data ? (
        <p className="text-sm text-muted">No warnings in the shop's records.</p>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Checklist</legend>
        <ChoiceField legend="Screen" name="screen" value={screen} options={WEAR_OPTIONS} onChange={setScreen} />
        <ChoiceField legend="Body" name="body" value={body} options={WEAR_OPTIONS} onChange={setBody} />
        <TextField label="Battery health (%)" name="battery" inputMode="numeric" value={battery} onChange={(e) => setBattery(e.target.value.replace(/\D/g, '').slice(0, 3))} className="max-w-40" />
        <CheckboxField name="functions" checked={functionsWork} onChange={setFunctionsWork} label="Every function works (calls, cameras, speakers, buttons, charging, Face ID / Touch ID)" />
        <CheckboxField name="activation-lock" checked={activationLockOff} onChange={setActivationLockOff} label="Activation lock is off (Find My or the Google account removed)" />
      </fieldset>
      {grade !== undefined ? <p data-testid="grade-preview">{grade ? `Grade ${grade}` : 'The activation lock must be off before the shop can buy the device.'}</p> : null}
      {problem ? (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Checking...' : 'Make an offer'}
        </Button>
      </div>
      <ManagerApprovalDialog asked={asked} pending={start.isPending} error={null} onApproved={(approvalId) => send(approvalId)} onCancel={() => setAsked(null)} />
    </form>
  );
}
