import type { ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Training } from '@hs/contracts';
import { ChoiceOptions } from '@/components/ui/choice-options';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { trainingsQueryOptions } from '@/features/training';
import type { ContractField } from '@/lib/use-contract-form';

/** A course of the catalogue, chosen by title; `onPick` also gets the course itself. */
export const CourseField = ({
  field,
  error,
  onPick,
}: {
  field: ContractField;
  error: string | undefined;
  onPick?: (event: ChangeEvent<HTMLSelectElement>, course: Training | undefined) => void;
}) => {
  const courses = useQuery(trainingsQueryOptions());
  return (
    <Field id={field.id} label="Course" required error={error}>
      <NativeSelect
        {...field}
        {...(onPick
          ? {
              onChange: (event) =>
                onPick(
                  event,
                  courses.data?.find((c) => c.id === event.target.value),
                ),
            }
          : {})}
      >
        <ChoiceOptions
          empty="Choose a course"
          items={(courses.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
        />
      </NativeSelect>
    </Field>
  );
};
