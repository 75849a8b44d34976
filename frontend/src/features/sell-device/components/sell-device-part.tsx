// /sell-your-device's second part: the instant quote (model, storage and condition from the buy-back
// price list), then the drop-off day booked on it or the way to post the device with a mail-in order.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isOpeningDay } from '../../../../../shared/bookings/slots';
import { addDays, formatLongDate, formatWeekdayDate, londonDay } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { Quote } from '../../../../../shared/schemas/trade-ins/buy-back';
import { CONDITION_NAMES, ONLINE_CONDITIONS, type OnlineCondition } from '../../../../../shared/trade-ins/grading';
import { ChoiceField } from '../../../components/form/choice-field';
import { EmailField } from '../../../components/form/email-field';
import { Notice } from '../../../components/form/notice';
import { PhoneField } from '../../../components/form/phone-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorsFromBody, type FieldErrors } from '../../../utils/form-errors';
import { buyBackModelsQueryOptions, useBookDropOff, useCreateQuote } from '../api/buy-back';

const CONDITION_OPTIONS = ONLINE_CONDITIONS.map((value) => ({ value, label: CONDITION_NAMES[value] }));
const cardClass = 'grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6';

export function SellDevicePart() {
  const [quote, setQuote] = useState<Quote | null>(null);
  return quote ? <QuoteResult quote={quote} onAnother={() => setQuote(null)} /> : <QuoteForm onQuoted={setQuote} />;
}

function QuoteForm({ onQuoted }: { onQuoted: (quote: Quote) => void }) {
  const models = useQuery(buyBackModelsQueryOptions());
  const [model, setModel] = useState('');
  const [storage, setStorage] = useState('');
  const [condition, setCondition] = useState<OnlineCondition | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateQuote();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!model || !storage || !condition) {
      setProblem('Choose the model, its storage and its condition.');
      return;
    }
    setProblem(null);
    create.mutate({ model, storage, condition }, { onSuccess: onQuoted, onError: (error) => setProblem(serverMessage(error)) });
  };
  return (
    <section aria-labelledby="quote-title" className="grid gap-4">
      <h2 id="quote-title" className="text-2xl font-bold">
        Get your instant quote
      </h2>
      <QueryContent query={models} loadingLabel="Loading the models we buy" failedTitle="The models could not be loaded" size="inline">
        {({ models: list }) =>
          list.length === 0 ? (
            <p className="text-muted">We are not quoting online right now: bring your device in and we will look at it.</p>
          ) : (
            <form onSubmit={submit} noValidate aria-label="Get a quote" className={cardClass}>
              <SelectField
                label="Model"
                name="model"
                value={model}
                options={list.map((m) => ({ value: m.model, label: m.model }))}
                onChange={(value) => {
                  setModel(value);
                  setStorage('');
                }}
              />
              <SelectField label="Storage" name="storage" value={storage} options={(list.find((m) => m.model === model)?.storages ?? []).map((s) => ({ value: s, label: s }))} onChange={setStorage} />
              <ChoiceField legend="Condition" name="condition" value={condition} options={CONDITION_OPTIONS} onChange={setCondition} />
              {problem ? (
                <Notice tone="error" role="alert">
                  {problem}
                </Notice>
              ) : null}
              <div>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? 'Getting your quote...' : 'Get my quote'}
                </Button>
              </div>
            </form>
          )
        }
      </QueryContent>
    </section>
  );
}

function QuoteResult({ quote, onAnother }: { quote: Quote; onAnother: () => void }) {
  const [booked, setBooked] = useState<Quote | null>(null);
  return (
    <section aria-labelledby="your-quote-title" className="grid gap-4">
      <div className={cardClass} data-testid="buy-back-quote">
        <h2 id="your-quote-title" className="text-2xl font-bold">
          We will pay {formatPence(quote.pricePence)}
        </h2>
        <p>
          For your {quote.model} {quote.storage} in {CONDITION_NAMES[quote.condition].split(':')[0]!.toLowerCase()} condition.
        </p>
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-muted">Quote reference</dt>
          <dd className="font-mono break-all" data-testid="quote-reference">
            {quote.quoteId}
          </dd>
          <dt className="text-muted">Valid until</dt>
          <dd>{formatLongDate(quote.validUntil)}</dd>
        </dl>
        <p className="text-sm text-muted">Keep the reference: we check the device when it reaches us and the quote stands if it is as you said.</p>
        <div>
          <Button variant="outline" onClick={onAnother}>
            Quote for another device
          </Button>
        </div>
      </div>
      {booked?.dropOff ? (
        <Notice tone="success" role="status" title="Drop-off booked">
          Bring your device to the shop on {formatLongDate(`${booked.dropOff.day}T12:00:00Z`)} with photo ID, and give us quote reference {quote.quoteId}.
        </Notice>
      ) : (
        <DropOffForm quote={quote} onBooked={setBooked} />
      )}
      <section aria-labelledby="post-title" className={cardClass}>
        <h2 id="post-title" className="text-xl font-semibold">
          Or send it by post
        </h2>
        <p className="text-muted">
          Place a mail-in order and write your quote reference {quote.quoteId} in the description. We check the device when it arrives and pay you once you accept the final offer.
        </p>
        <div>
          <Link to={paths.mailInRepair} className="text-primary underline">
            Post it with a mail-in order
          </Link>
        </div>
      </section>
    </section>
  );
}

/** The opening days from today to the quote's last day, by the shop's usual hours (the server checks its settings). */
function dropOffDays(validUntil: string): string[] {
  const last = londonDay(new Date(validUntil));
  const days: string[] = [];
  for (let day = londonDay(new Date()); day <= last; day = addDays(day, 1)) if (isOpeningDay(day)) days.push(day);
  return days;
}

function DropOffForm({ quote, onBooked }: { quote: Quote; onBooked: (quote: Quote) => void }) {
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const book = useBookDropOff(quote.quoteId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day) {
      setErrors({ day: 'Choose a day' });
      return;
    }
    setErrors({});
    setProblem(null);
    book.mutate(
      { day, contact: { name, phone, email } },
      {
        onSuccess: onBooked,
        onError: (error) => {
          const body = error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> } | undefined) : undefined;
          const contact = Object.fromEntries(Object.entries(body?.errors ?? {}).map(([field, messages]) => [field.replace(/^contact\./, ''), messages]));
          const fields = fieldErrorsFromBody({ errors: contact });
          setErrors(fields);
          if (Object.keys(fields).length === 0) setProblem(serverMessage(error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="drop-off-title" className={cardClass}>
      <h2 id="drop-off-title" className="text-xl font-semibold">
        Book a drop-off
      </h2>
      <p className="text-muted">Choose the day you bring the device to the shop, during opening hours.</p>
      <SelectField label="Drop-off day" name="day" value={day} options={dropOffDays(quote.validUntil).map((d) => ({ value: d, label: formatWeekdayDate(`${d}T12:00:00Z`) }))} onChange={setDay} />
      {errors.day ? <p className="text-sm text-danger">{errors.day}</p> : null}
      <TextField label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <PhoneField name="phone" value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone} />
      <EmailField name="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      {problem ? (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" disabled={book.isPending}>
          {book.isPending ? 'Booking...' : 'Book my drop-off'}
        </Button>
      </div>
    </form>
  );
}
