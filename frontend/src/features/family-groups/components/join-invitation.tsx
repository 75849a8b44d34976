// An invitation email's link lands on My Account with ?familyInvite=<token>. Joining takes a button
// press, so a mail scanner opening the link joins nobody; the token leaves the address bar after.
import { useSearchParams } from 'react-router';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useJoinFamilyGroup } from '../api/my-family-group';

export const INVITE_PARAM = 'familyInvite';

export function JoinInvitation({ token }: { token: string }) {
  const join = useJoinFamilyGroup();
  const [, setSearchParams] = useSearchParams();
  const failure = useFormFailure();
  const forget = () =>
    setSearchParams(
      (params) => {
        params.delete(INVITE_PARAM);
        return params;
      },
      { replace: true },
    );
  const onJoin = () =>
    join.mutate(token, {
      onSuccess: (mine) => {
        toast({ title: `You joined ${mine.group?.name ?? 'the family group'}`, variant: 'success' });
        forget();
      },
      onError: failure.onError,
    });
  return (
    <div className="grid gap-3 rounded-lg border border-primary/40 bg-primary/10 p-4">
      <h3 className="text-lg font-semibold">You were invited to a family group</h3>
      <p className="text-sm">
        Members reach higher tiers together: the points each member earns count towards everyone’s tier, while each balance stays its owner’s own. You can leave at any time and keep your points.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={join.isPending} onClick={onJoin}>
          Join the family group
        </Button>
        <Button variant="ghost" onClick={forget}>
          Not now
        </Button>
      </div>
      <FormFailure message={failure.message} />
    </div>
  );
}
