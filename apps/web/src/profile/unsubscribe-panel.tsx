import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { UnsubscribeResponse } from '@grtv/machines';
import { postJsonWithCsrf } from '../api/http';
import { unsubscribeMachine } from '@grtv/machines';

/** My Account's Unsubscribe button and its confirmation step (POST /api/subscribe/unsubscribe). */
export function UnsubscribePanel({ msisdn, packageName, onUnsubscribed }: { msisdn: string; packageName: string | null; onUnsubscribed: () => void }) {
  const logic = useMemo(
    () =>
      unsubscribeMachine.provide({
        actors: { unsubscribeRequest: fromPromise(() => postJsonWithCsrf<UnsubscribeResponse>('/api/subscribe/unsubscribe', { msisdn })) },
        actions: { announceUnsubscribed: () => onUnsubscribed() },
      }),
    [msisdn, onUnsubscribed],
  );
  const [snapshot, send] = useMachine(logic);
  if (snapshot.matches('unsubscribed')) {
    return (
      <p className="notice" role="status">
        You are unsubscribed. Nothing more will be charged; we sent you an SMS to confirm.
      </p>
    );
  }
  if (snapshot.matches('confirming') || snapshot.matches('unsubscribing')) {
    const busy = snapshot.matches('unsubscribing');
    return (
      <div className="confirm-panel" role="alertdialog" aria-labelledby="unsubscribe-question">
        <p id="unsubscribe-question">
          <strong>Unsubscribe from {packageName ?? 'GRTV'}?</strong> You will not be charged again. You can subscribe again at any time.
        </p>
        <div className="actions">
          <button type="button" className="primary" disabled={busy} onClick={() => send({ type: 'unsubscribe.confirm' })}>
            {busy ? 'Unsubscribing…' : 'Yes, unsubscribe'}
          </button>
          <button type="button" className="secondary" disabled={busy} onClick={() => send({ type: 'unsubscribe.cancel' })}>
            Keep my subscription
          </button>
        </div>
      </div>
    );
  }
  return (
    <div>
      <button type="button" className="secondary wide" onClick={() => send({ type: 'unsubscribe.start' })}>
        Unsubscribe
      </button>
      {snapshot.context.message && (
        <p role="alert" className="error">
          {snapshot.context.message}
        </p>
      )}
    </div>
  );
}
