import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { CreateTrainingBody, type TrainingType } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { useFieldErrors } from '@/lib/form-fields';
import { failureText } from '@/lib/http';
import { sessionDateRange } from '@/lib/dates';
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
  const [values, setValues] = useState<FormValues>(empty);
  const mutation = useCreateTraining();
  const form = useFieldErrors(CreateTrainingBody);
  const { errors } = form;
  const set = (key: keyof FormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = trainingBodyOf(values);
    if (!form.check(body)) return;
    mutation.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Training Added', description: `${body.title} was added to the training catalogue.` });
        onDone();
      },
      onError: (error) => {
        form.fromServer(error);
        toast({
          variant: 'destructive',
          title: 'Error Adding Training',
          description: failureText(error, 'Failed to add training'),
        });
      },
    });
  };

  const control = (id: string, key: string, hint = false) => ({ id, ...form.control(id, key, { hint }) });

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      onChange={form.onFieldChange}
      className="grid gap-5"
    >
      <fieldset disabled={mutation.isPending} className="grid gap-4 sm:grid-cols-2">
        <Field id="training-title" label="Title" required error={errors['title']} className="sm:col-span-2">
          <Input
            {...control('training-title', 'title')}
            required
            value={values.title}
            onChange={set('title')}
          />
        </Field>
        <Field
          id="training-description"
          label="Description"
          error={errors['description']}
          className="sm:col-span-2"
        >
          <Textarea
            {...control('training-description', 'description')}
            rows={3}
            value={values.description}
            onChange={set('description')}
          />
        </Field>
        <Field id="training-type" label="Type" required error={errors['type']}>
          <NativeSelect
            {...control('training-type', 'type')}
            required
            value={values.type}
            onChange={set('type')}
          >
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
          error={errors['duration']}
          hint="For example 2 hours."
        >
          <Input
            {...control('training-duration', 'duration', true)}
            required
            value={values.duration}
            onChange={set('duration')}
          />
        </Field>
        <Field
          id="training-date"
          label="Date"
          error={errors['date']}
          hint="Leave empty for a self-paced course."
        >
          <Input
            {...control('training-date', 'date', true)}
            type="date"
            {...sessionDateRange}
            value={values.date}
            onChange={set('date')}
          />
        </Field>
        <Field id="training-time" label="Time" error={errors['time']}>
          <Input
            {...control('training-time', 'time')}
            type="time"
            value={values.time}
            onChange={set('time')}
          />
        </Field>
        <Field id="training-location" label="Location" error={errors['location']}>
          <Input
            {...control('training-location', 'location')}
            value={values.location}
            onChange={set('location')}
          />
        </Field>
        <Field
          id="training-max"
          label="Max Attendees"
          error={errors['maxAttendees']}
          hint="Leave empty for no limit."
        >
          <Input
            {...control('training-max', 'maxAttendees', true)}
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            step={1}
            value={values.maxAttendees}
            onChange={set('maxAttendees')}
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
