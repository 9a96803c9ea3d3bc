import {
  DecideRecordkeepingBody,
  type IncidentDetail,
  type RecordingOutcome,
  type RecordkeepingDecision,
} from '@hs/contracts';
import { useContractForm } from '@/lib/use-contract-form';
import { recordkeepingBodyOf, recordkeepingRules, recordkeepingValuesOf } from './recordkeeping-values';

/** The decision's form, checked by the contract and the decider's rules between fields. */
export const useRecordkeepingForm = (incident: IncidentDetail, current: RecordkeepingDecision | null) =>
  useContractForm({
    schema: DecideRecordkeepingBody,
    defaultValues: recordkeepingValuesOf(incident, current),
    toBody: recordkeepingBodyOf,
    rules: recordkeepingRules(current),
  });

export type RecordkeepingFormApi = ReturnType<typeof useRecordkeepingForm>;

/** What every step gets: the form, an id prefix for its controls, and what the answers give so far. */
export type StepProps = {
  form: RecordkeepingFormApi;
  idPrefix: string;
  incident: IncidentDetail;
  result: RecordingOutcome;
  draft: RecordkeepingDecision;
};
