import { useState } from 'react';
import { Plus } from 'lucide-react';
import { CreateTrainingBody, type TrainingType } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { sessionDateRange } from '@/lib/dates';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateTraining } from '../api/create-training';
import { trainingTypeLabels } from '../training-format';

interface FormValues {
  title: string;
  description: string;
  type: TrainingType;
  date: string;
  time: string;
  location: string;
  duration: string;
  maxAttendees: string;
}

const empty: FormValues = {
  title: '',
  description: '',
  type: 'online',
  date: '',
  time: '',
  location: '',
  duration: '',
  maxAttendees: '',
};

/** Empty optional fields are left out: no date is a self-paced course, no limit takes anyone. */
const trainingBodyOf = (values: FormValues): CreateTrainingBody => ({
  title: values.title.trim(),
  description: values.description.trim(),
  type: values.type,
  date: values.date || null,
  time: values.time || null,
  location: values.location.trim() || null,
  duration: values.duration.trim(),
  maxAttendees: values.maxAttendees ? Number(values.maxAttendees) : null,
});

const AddTrainingForm = ({ onDone }: { onDone: () => void }) => {
  const mutation = useCreateTraining();
  const form = useContractForm({ schema: CreateTrainingBody, defaultValues: empty, toBody: trainingBodyOf });
  const { error, field } = form;

  const send = (body: CreateTrainingBody) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Training Added', description: `${body.title} was added to the training catalogue.` });
        onDone();
      },
      onError: (failure) => {
        form.fromServer(failure);
        toast({
          variant: 'destructive',
          title: 'Error Adding Training',
          description: failureText(failure, 'Failed to add training'),
        });
      },
    });

  return (
    <form {...form.formProps(send, { className: 'grid gap-5' })}>
      <fieldset disabled={mutation.isPending} className="grid gap-4 sm:grid-cols-2">
        <Field id="training-title" label="Title" required error={error('title')} className="sm:col-span-2">
          <Input {...field('training-title', 'title')} required />
        </Field>
        <Field
          id="training-description"
          label="Description"
          error={error('description')}
          className="sm:col-span-2"
        >
          <Textarea {...field('training-description', 'description')} rows={3} />
        </Field>
        <Field id="training-type" label="Type" required error={error('type')}>
          <NativeSelect {...field('training-type', 'type')} required>
            {(Object.keys(trainingTypeLabels) as TrainingType[]).map((type) => (
              <option key={type} value={type}>
                {trainingTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="training-duration"
          label="Duration"
          required
          error={error('duration')}
          hint="For example 2 hours."
        >
          <Input {...field('training-duration', 'duration', { hint: true })} required />
        </Field>
        <Field
          id="training-date"
          label="Date"
          error={error('date')}
          hint="Leave empty for a self-paced course."
        >
          <Input {...field('training-date', 'date', { hint: true })} type="date" {...sessionDateRange} />
        </Field>
        <Field id="training-time" label="Time" error={error('time')}>
          <Input {...field('training-time', 'time')} type="time" />
        </Field>
        <Field id="training-location" label="Location" error={error('location')}>
          <Input {...field('training-location', 'location')} />
        </Field>
        <Field
          id="training-max"
          label="Max Attendees"
          error={error('maxAttendees')}
          hint="Leave empty for no limit."
        >
          <Input
            {...field('training-max', 'maxAttendees', { hint: true })}
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            step={1}
          />
        </Field>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <ModalClose asChild>
          <Button variant="secondary" disabled={mutation.isPending}>
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" disabled={mutation.isPending}>
          <Plus aria-hidden="true" />
          {mutation.isPending ? 'Adding...' : 'Add Training'}
        </Button>
      </div>
    </form>
  );
};

/** The specification had no screen for adding courses; administrators add them here. */
export const AddTrainingDialog = () => {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Add Training"
      description="Add a self-paced course, or a dated session with a time, place and number of seats."
      className="max-w-2xl"
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Add Training
        </Button>
      }
    >
      {open && <AddTrainingForm onDone={() => setOpen(false)} />}
    </Modal>
  );
};
