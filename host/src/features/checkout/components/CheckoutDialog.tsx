/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '@qa/shared/kernel/errors/api-error';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { formatPeriod } from '@qa/shared/kernel/format/price';
import { Price } from '@qa/shared/data/prices/Price';
import {
  clearSelectedSubscription,
  readSelectedSubscription,
} from '@qa/shared/kernel/subscriptions/selected-subscription';
import { notify } from '@qa/shared/kernel/toast/toast-bus';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { ModalDialog } from '@qa/shared/ui/widgets/ModalDialog';
import { useCheckout } from '../api/checkout';
import { dialogActions, dialogText } from '../../../dialogs/dialog-styles';

/** The chosen plan, framed above the confirm. */
const planBox = {
  border: `1px solid ${token('colors-border')}`,
  borderRadius: token('radii-xl'),
  padding: token('spacing-4'),
  marginBottom: token('spacing-4'),
} as const;
const planName = { margin: 0, fontWeight: token('font-weights-bold'), fontSize: token('font-sizes-lg') } as const;
const priceLine = { margin: `${token('spacing-1')} 0 0`, fontSize: token('font-sizes-md') } as const;
const priceStyle = { fontSize: token('font-sizes-2xl') } as const;
const periodStyle = { color: token('colors-fg-muted') } as const;
const errorStyle = {
  margin: `0 0 ${token('spacing-3')}`,
  color: token('colors-red-600'),
  fontWeight: token('font-weights-semibold'),
} as const;

/**
 * The checkout popup (docs/behaviour.md "Subscription clicks"): the chosen plan, its price in the
 * visitor's number format and one confirm. Success refreshes the subscription, forgets the chosen
 * plan and closes; a failure shows the server's message and stays open. Closing forgets the plan.
 */
export default function CheckoutDialog() {
  const [plan] = useState(readSelectedSubscription);
  const setOpen = useAuthStore((state) => state.setCheckoutPopupOpen);
  const mutation = useCheckout();
  // One request at a time even if two clicks land before React re-renders the disabled button.
  const sending = useRef(false);

  const close = () => {
    if (sending.current) return;
    clearSelectedSubscription();
    setOpen(false);
  };

  useEffect(() => {
    // A corrupt or missing stored plan: nothing to check out, never a crash.
    if (!plan) setOpen(false);
  }, [plan, setOpen]);
  if (!plan) return null;

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(plan.id, {
      onSuccess: () => {
        sending.current = false;
        clearSelectedSubscription();
        setOpen(false);
        notify(`You are now on the ${plan.name} plan.`, { variant: 'success' });
      },
      onError: () => {
        sending.current = false;
      },
    });
  };

  return (
    <ModalDialog open title="Confirm your plan" onClose={close}>
      <div css={planBox} data-testid="checkout-plan">
        <p css={planName}>{plan.name}</p>
        <p css={priceLine}>
          <strong css={priceStyle}>
            <Price amount={plan.price} />
          </strong>{' '}
          <span css={periodStyle}>{formatPeriod(plan.period)}</span>
        </p>
      </div>
      <p css={dialogText}>Your new plan starts right away and replaces your current one.</p>
      {mutation.isError && (
        <p role="alert" css={errorStyle}>
          {messageOf(mutation.error)}
        </p>
      )}
      <div css={dialogActions}>
        <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
          {mutation.isPending ? (
            'Confirming…'
          ) : (
            <>
              Confirm and pay <Price amount={plan.price} />
            </>
          )}
        </Button>
      </div>
    </ModalDialog>
  );
}
