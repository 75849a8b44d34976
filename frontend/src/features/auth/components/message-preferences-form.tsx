// On the profile: how we tell the customer about their repairs (email, SMS or both) and proving the
// mobile number is theirs with a 6-digit code sent to it (needed for SMS and for signing in by phone).
import { useState, type FormEvent } from 'react';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_CHANNELS, usesSms, type MessageChannel } from '../../../../../shared/messaging/channels';
import { ChoiceField } from '../../../components/form/choice-field';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { PhoneCodeSteps } from './phone-code-steps';
import { useChooseChannel, useConfirmPhoneCode, useMessagePreferences, useSendPhoneCode } from '../api/message-preferences';

function PhoneVerification({ phone }: { phone: string }) {
  const send = useSendPhoneCode(phone);
  const confirm = useConfirmPhoneCode(phone);
  return (
    <div className="grid gap-3 rounded-xl border border-border p-4">
      <PhoneCodeSteps
        intro={<p className="text-sm text-muted">Prove {phone} is yours to get texts and sign in with it: we text it a 6-digit code.</p>}
        fieldName="phoneCode"
        send={send}
        confirm={confirm}
        onConfirmed={() => toast({ title: 'Mobile number verified', variant: 'success' })}
      />
    </div>
  );
}

export function MessagePreferencesForm({ phone }: { phone: string }) {
  const preferences = useMessagePreferences(phone);
  const choose = useChooseChannel(phone);
  const [choice, setChoice] = useState<MessageChannel | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (preferences.isPending) return <Spinner label="Loading your message choices" />;
  if (preferences.isError) {
    return (
      <Notice tone="error" role="alert">
        {serverMessage(preferences.error)}
      </Notice>
    );
  }
  const current = preferences.data;
  const selected = choice ?? current.channel;
  const needsProof = usesSms(selected) && !current.phoneVerified;

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    choose.mutate(selected, {
      onSuccess: () => toast({ title: 'Message choice saved', variant: 'success' }),
      onError: (error) => setFailure(serverMessage(error)),
    });
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Mobile number {current.phone}: <strong>{current.phoneVerified ? 'verified' : 'not verified'}</strong>
      </p>
      <form onSubmit={onSave} noValidate aria-label="Repair updates" className="grid gap-4">
        <ChoiceField
          legend="Send repair updates by"
          name="messageChannel"
          value={selected}
          options={MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: MESSAGE_CHANNEL_LABELS[channel] }))}
          onChange={setChoice}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={choose.isPending || needsProof || selected === current.channel}>
            Save choice
          </Button>
        </div>
      </form>
      {current.phoneVerified ? null : <PhoneVerification phone={current.phone} />}
      {failure ? (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
    </div>
  );
}
