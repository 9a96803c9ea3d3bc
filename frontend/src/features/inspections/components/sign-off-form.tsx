import { useId, useRef, useState } from 'react';
import { inspectionAttestation } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatDateTime } from '@/lib/dates';
import { failureText } from '@/lib/http';
import { useSignedInUser } from '@/lib/session';
import { useCompleteInspection } from '../api/complete-inspection';
import type { AnswerSaver } from './use-answer-saver';

/**
 * Completing is signing off: the signed-in inspector's name, the time it is recorded and the
 * sentence they attest to. Every answer and note is saved before the inspection completes.
 */
export const SignOffForm = ({ inspectionId, saver }: { inspectionId: string; saver: AnswerSaver }) => {
  const user = useSignedInUser();
  const complete = useCompleteInspection();
  const [attested, setAttested] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const box = useRef<HTMLButtonElement>(null);
  const id = useId();
  const submit = async () => {
    if (!attested) {
      setProblem('Tick the box to sign off the inspection.');
      box.current?.focus();
      return;
    }
    setProblem(null);
    setSaving(true);
    const saved = await saver.flushAll();
    setSaving(false);
    if (!saved) {
      setProblem('Some answers or notes are not saved yet. Check your connection and try again.');
      return;
    }
    complete.mutate(inspectionId);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-md border border-slate-300 p-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Sign-off
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
        <dt className="font-medium">Inspector</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt className="font-medium">Time</dt>
        <dd>{formatDateTime(new Date().toISOString())}, recorded as you complete</dd>
      </dl>
      <p className="border-l-4 border-slate-400 pl-3 text-slate-800">{inspectionAttestation}</p>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          ref={box}
          id={`${id}-attest`}
          className="size-7"
          checked={attested}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onCheckedChange={(checked) => {
            setAttested(checked === true);
            if (checked === true) setProblem(null);
          }}
        />
        <label htmlFor={`${id}-attest`} className="py-2 font-medium text-slate-900">
          I sign off this inspection as {user.firstName} {user.lastName}
        </label>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <Button
        size="lg"
        className="min-h-14 text-lg"
        disabled={saving || complete.isPending}
        onClick={() => void submit()}
      >
        {saving ? 'Saving notes…' : 'Sign off and complete'}
      </Button>
      {complete.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(complete.error, 'The inspection could not be completed.')}
        </p>
      )}
    </section>
  );
};
