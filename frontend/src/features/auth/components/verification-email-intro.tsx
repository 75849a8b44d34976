// /email-verification-required's intro, in the prerendered HTML (it is the page's largest text, so its
// LCP). The address comes from the query string, which the prerendered page cannot know: it is added
// once the app has taken over, so hydration matches the HTML.
import { useHydrated } from '../../../components/after-hydration';

export function VerificationEmailIntro({ email }: { email: string }) {
  const shown = useHydrated() ? email : '';
  return (
    <p className="text-muted">
      Open the link in the email we sent
      {shown ? (
        <>
          {' '}
          to <span className="font-semibold break-all text-foreground">{shown}</span>
        </>
      ) : null}{' '}
      when you registered. It works for 24 hours. Not there? Check your junk folder, or send a new one.
    </p>
  );
}
