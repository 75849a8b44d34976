// The Register tab (spec sections 2, 4, 5): the shared schema's messages word for word, live
// username and password feedback, address suggestions, and the toasts of spec section 8.
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RegisterFormSchema, toRegisterRequest } from '../../../../../shared/schemas/auth';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { qrCodeParam } from '../utils/qr-code-param';
import { emptyRegisterForm, registerSubmitDisabled, registerSubmitHint } from '../utils/register-form-state';
import { REGISTRATION_REDIRECT_DELAY_MS, registrationFailureToast, registrationRedirectStoppedToast, registrationSuccessToast } from '../utils/registration-outcome';
import { AddressField } from './address-field';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/email-field';
import { NameFields } from '../../../components/form/name-fields';
import { PhoneField } from '../../../components/form/phone-field';
import { NewPasswordFields } from './new-password-fields';
import { RegistrationComplete } from './registration-complete';
import { UsernameField } from './username-field';

export interface RegisterFormProps {
  onSwitchToLogin: () => void;
}

const legalLinkClass = 'font-medium text-primary underline-offset-2 hover:underline';

export function RegisterForm({ onSwitchToLogin }: RegisterFormProps) {
  const [params, setParams] = useSearchParams();
  const qrCode = qrCodeParam(params.get('qrCode'));
  const form = useSchemaForm(RegisterFormSchema, emptyRegisterForm);
  const register = useRegister();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [phoneStep, setPhoneStep] = useState<{ phone: string; ticket: string } | undefined>();
  const [countdownStopped, setCountdownStopped] = useState(false);
  const hintId = useId();
  const { values } = form;

  const goToLogin = (email: string) =>
    setParams((current) => {
      const next = new URLSearchParams({ tab: 'login', email });
      const returnTo = current.get('returnTo');
      if (returnTo) next.set('returnTo', returnTo);
      return next;
    });

  // The timer starts once per registration; the URL it keeps (returnTo) is read when it fires.
  const onRedirectDue = useEffectEvent((email: string) => goToLogin(email));
  useEffect(() => {
    if (registeredEmail === null || countdownStopped) return;
    const timer = setTimeout(() => onRedirectDue(registeredEmail), REGISTRATION_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registeredEmail, countdownStopped]);

  // The phone step stops the redirect (decision 052); the toast that announced it says so (206).
  const stopCountdown = () => {
    if (countdownStopped) return;
    setCountdownStopped(true);
    toast(registrationRedirectStoppedToast());
  };

  const onSubmit = form.handleSubmit((data) => {
    const request = toRegisterRequest(data);
    register.mutate(
      { ...request, address: request.address || undefined, ...(qrCode ? { qrCode } : {}) },
      {
        onSuccess: ({ email, phone, phoneTicket }) => {
          toast(registrationSuccessToast());
          if (phone && phoneTicket) setPhoneStep({ phone, ticket: phoneTicket });
          setRegisteredEmail(email);
        },
        onError: (error) => {
          toast(registrationFailureToast(error));
          if (!(error instanceof ApiError)) return;
          const errors = fieldErrorsFromBody(error.body);
          const { requirements, message } = (error.body ?? {}) as { requirements?: unknown; message?: unknown };
          if (Array.isArray(requirements) && typeof message === 'string') errors.password ??= message;
          form.setServerErrors(errors);
        },
      },
    );
  });

  if (registeredEmail !== null) {
    return (
      <RegistrationComplete
        email={registeredEmail}
        phoneStep={phoneStep}
        countdownStopped={countdownStopped}
        onStopCountdown={stopCountdown}
        onContinue={() => goToLogin(registeredEmail)}
      />
    );
  }

  const submitState = { values, errors: form.visibleErrors, pending: register.isPending };
  const disabled = registerSubmitDisabled(submitState);
  const hint = registerSubmitHint(submitState);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Create an account">
      <NameFields
        firstName={{ ...form.text('firstName'), error: form.errorFor('firstName') }}
        lastName={{ ...form.text('lastName'), error: form.errorFor('lastName') }}
      />
      <PhoneField {...form.text('phone')} error={form.errorFor('phone')} hint="A UK mobile number." />
      <EmailField
        {...form.text('email')}
        error={form.errorFor('email')}
        placeholder="you@example.com"
      />
      <AddressField
        value={values.address}
        onChange={(address) => form.setValue('address', address)}
        onBlur={() => form.touch('address')}
        error={form.errorFor('address')}
      />
      <UsernameField
        value={values.username}
        onChange={(username) => form.setValue('username', username)}
        onBlur={() => form.touch('username')}
        error={form.errorFor('username')}
      />
      <NewPasswordFields
        passwordLabel="Password"
        password={form.text('password')}
        confirmation={form.text('confirmPassword')}
        passwordError={form.errorFor('password')}
        confirmationError={form.errorFor('confirmPassword')}
        context={{ email: values.email, phone: values.phone, username: values.username }}
      />
      <CheckboxField
        name="terms"
        checked={values.terms}
        onChange={(checked) => {
          form.setValue('terms', checked);
          form.touch('terms');
        }}
        onBlur={() => form.touch('terms')}
        error={form.errorFor('terms')}
        label={
          <>
            I agree to the{' '}
            <Link to={paths.termsOfService} target="_blank" rel="noopener" className={legalLinkClass}>
              Terms of Service
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>{' '}
            and{' '}
            <Link to={paths.privacyPolicy} target="_blank" rel="noopener" className={legalLinkClass}>
              Privacy Policy
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </>
        }
      />
      <div className="grid gap-2">
        <SubmitButton pending={register.isPending} pendingLabel="Creating Account..." disabled={disabled} aria-describedby={hint ? hintId : undefined}>
          Create Account
        </SubmitButton>
        {hint ? (
          <p id={hintId} className="text-center text-sm text-subtle">
            {hint}
          </p>
        ) : null}
      </div>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <button type="button" onClick={onSwitchToLogin} className="font-medium text-primary hover:underline">
          Sign in
        </button>
      </p>
    </form>
  );
}
