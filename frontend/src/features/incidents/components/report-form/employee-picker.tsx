import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { describedBy } from '@/components/ui/field';
import { Input, Label } from '@/components/ui/form-controls';
import { employeeDirectoryQueryOptions } from '@/features/incidents/api/get-employee-directory';
import type { ReportFields } from './use-incident-report-form';

/**
 * Another employee, picked from the records by name: a search box narrows the list, and each
 * match is a radio button (a large target on a phone, arrow keys between them on a keyboard).
 */
export const EmployeePicker = ({
  fields,
  reporterId,
}: {
  fields: ReportFields;
  reporterId: string | null;
}) => {
  const { t } = useTranslation('incidents');
  const [search, setSearch] = useState('');
  const directory = useQuery(employeeDirectoryQueryOptions(search));
  const [pickedId, pickedName] = useWatch({
    control: fields.control,
    name: ['involvedEmployeeId', 'involvedEmployeeName'],
  });
  const error = fields.error('involvedEmployeeId');
  const matches = (directory.data ?? []).filter((e) => e.id !== reporterId);
  const pick = (id: string, name: string) => {
    fields.setValue('involvedEmployeeId', id, { shouldDirty: true });
    fields.setValue('involvedEmployeeName', name, { shouldDirty: true });
    fields.clearErrors('involvedEmployeeId');
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor="involved-employee-search">{t('employeeSection.findEmployee')}</Label>
      <Input
        id="involved-employee-search"
        type="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t('employeeSection.findPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        {...describedBy('involved-employee-search', { error })}
      />
      <p aria-live="polite" className="text-sm text-slate-700">
        {pickedId ? (
          <>
            {t('employeeSection.selected')}{' '}
            {pickedName ? (
              <strong translate="no">{pickedName}</strong>
            ) : (
              <strong>{t('employeeSection.anEmployee')}</strong>
            )}
          </>
        ) : (
          t('employeeSection.noneSelected')
        )}
      </p>
      {error && (
        <p id="involved-employee-search-error" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <fieldset className="grid gap-1" aria-label={t('employeeSection.matching')} id="involved-employee">
        {directory.isError && <p className="text-sm text-red-800">{t('employeeSection.employeesFailed')}</p>}
        {!directory.isPending && matches.length === 0 && (
          <p className="text-sm text-slate-700">{t('employeeSection.noMatch')}</p>
        )}
        {matches.map((employee) => (
          <label
            key={employee.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="involved-employee"
              value={employee.id}
              checked={pickedId === employee.id}
              onChange={() => pick(employee.id, employee.name)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="min-w-0" translate="no">
              <span className="block font-medium break-words text-slate-900">{employee.name}</span>
              <span className="block text-xs break-words text-slate-600">
                {[employee.department, employee.position].filter(Boolean).join(' · ')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
};
