'use client';

import type { OrderState } from '@fibre/domain/order-lifecycle';
import { STAFF_ORDER_MOVE_FUNCTION } from '@fibre/domain/schemas/staff-order-move';
import { useServerFunctions } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { StaffOrderMoveAnswer } from '@/cms/admin/move-order-state';
import { ErrorSummary, FieldError } from './staff-form-parts';

interface MoveOption {
  state: OrderState;
  label: string;
}

type Problems = { field: string; message: string }[];

const MOVE_FIELDS = new Set(['state', 'reason']);

/** One id per press (a version 4 uuid): crypto.randomUUID needs a secure context, getRandomValues does not. */
function pressId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The answer's field errors on the form's fields, anything else on the form as a whole (on the radios). */
function problemsOf(answer: Exclude<StaffOrderMoveAnswer, { ok: true }>): Problems {
  const fields = (answer.error.fields ?? []).filter((field) => MOVE_FIELDS.has(field.path));
  if (fields.length > 0) return fields.map((field) => ({ field: field.path, message: field.message }));
  return [{ field: 'state', message: answer.error.message }];
}

function StateChoice({ options, error }: { options: readonly MoveOption[]; error: string | undefined }) {
  return (
    <fieldset
      aria-describedby={error ? 'state-error' : undefined}
      style={{ border: 0, padding: 0, margin: '0 0 var(--base)' }}
    >
      <legend style={{ fontWeight: 600 }}>Move the order to</legend>
      <FieldError id="state" message={error} />
      {options.map((option, index) => (
        <div key={option.state} style={{ margin: '4px 0' }}>
          <input
            id={index === 0 ? 'state' : `state-${option.state}`}
            type="radio"
            name="state"
            value={option.state}
          />{' '}
          <label htmlFor={index === 0 ? 'state' : `state-${option.state}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * Moving the order on (decision 0671): the next state and the reason, sent through the admin's own
 * server function; the history above shows the move once the page is read again.
 */
export function MoveOrderForm({ code, options }: { code: string; options: readonly MoveOption[] }) {
  const { serverFunction } = useServerFunctions();
  const router = useRouter();
  const [problems, setProblems] = useState<Problems>([]);
  const [moved, setMoved] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) summary.current?.focus();
  }, [problems]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    setMoved(null);
    try {
      const args = {
        code,
        state: data.get('state') ?? '',
        reason: data.get('reason') ?? '',
        attempt: pressId(),
      };
      const answer = (await serverFunction({
        name: STAFF_ORDER_MOVE_FUNCTION,
        args,
      })) as StaffOrderMoveAnswer;
      if (answer.ok) {
        setProblems([]);
        form.reset();
        setMoved(options.find((option) => option.state === answer.state)?.label ?? answer.state);
        router.refresh();
      } else {
        setProblems(problemsOf(answer));
      }
    } catch {
      setProblems([{ field: 'state', message: 'The order could not be moved. Try again in a few minutes.' }]);
    } finally {
      setSending(false);
    }
  }

  const errorFor = (field: string) => problems.find((problem) => problem.field === field)?.message;
  return (
    <form noValidate onSubmit={submit} aria-label={`Move order ${code}`}>
      <ErrorSummary errors={problems} summaryRef={summary} />
      <p role="status">{moved ? `Order moved to ${moved}. The history shows the move.` : ''}</p>
      <StateChoice options={options} error={errorFor('state')} />
      <label htmlFor="reason" style={{ display: 'block', fontWeight: 600 }}>
        Reason
      </label>
      <p id="reason-hint" style={{ margin: '0 0 4px' }}>
        Kept in the order’s history with your e-mail address, and sent to the provider’s systems.
      </p>
      <FieldError id="reason" message={errorFor('reason')} />
      <textarea
        id="reason"
        name="reason"
        rows={3}
        maxLength={500}
        aria-describedby={errorFor('reason') ? 'reason-hint reason-error' : 'reason-hint'}
        aria-invalid={errorFor('reason') ? true : undefined}
        style={{ width: '100%', maxWidth: '40rem', display: 'block', marginBottom: 'var(--base)' }}
      />
      <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={sending}>
        Move the order
      </button>
    </form>
  );
}
