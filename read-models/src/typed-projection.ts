import type pg from 'pg';
import type {
  AttachmentEvent,
  AuditChainVerified,
  CorrectiveActionEvent,
  DocumentEvent,
  EmailClaimEvent,
  EmployeeEvent,
  EmployeeFileEvent,
  EstablishmentEvent,
  EstablishmentNameEvent,
  IncidentEvent,
  InspectionEvent,
  InspectionScheduleEvent,
  InspectionTemplateEvent,
  InvestigationEvent,
  ItaSubmissionEvent,
  OshaReportEvent,
  RecordkeepingEvent,
  RetentionEvent,
  RiskMatrixChanged,
  SignInEvent,
  SummaryCertificationEvent,
  TaskEvent,
  AssignmentEvent,
  TrainingEvent,
  TrainingRequirementEvent,
  TrainingCertificateEvent,
  SafetyInboxEvent,
  TrainingVideoEvent,
  NoticeEvent,
  NoticeDismissalEvent,
  SafetyContactsEvent,
} from '@hs/domain';
import type { StoredEvent } from '@hs/infra/event-store';
import type { Projection } from './projection.ts';

/** Every event the domain writes to the log, as its deciders type it. */
export type DomainEvent =
  | AttachmentEvent
  | AuditChainVerified
  | CorrectiveActionEvent
  | DocumentEvent
  | EmailClaimEvent
  | EmployeeEvent
  | EmployeeFileEvent
  | EstablishmentEvent
  | EstablishmentNameEvent
  | IncidentEvent
  | InspectionEvent
  | InspectionScheduleEvent
  | InspectionTemplateEvent
  | InvestigationEvent
  | ItaSubmissionEvent
  | OshaReportEvent
  | RecordkeepingEvent
  | RetentionEvent
  | RiskMatrixChanged
  | SignInEvent
  | SummaryCertificationEvent
  | TaskEvent
  | AssignmentEvent
  | TrainingEvent
  | TrainingRequirementEvent
  | TrainingCertificateEvent
  | SafetyInboxEvent
  | TrainingVideoEvent
  | NoticeEvent
  | NoticeDismissalEvent
  | SafetyContactsEvent;

export type EventType = DomainEvent['type'];
type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** A stored event whose type names its data's shape: a union over T that `switch (e.type)` narrows. */
export type Stored<T extends EventType> = T extends EventType
  ? Omit<StoredEvent, 'type' | 'data'> & { type: T; data: EventOf<T>['data'] }
  : never;

/**
 * A read model that names the events it reads, each once: `apply` gets only those, typed. The
 * command side validated every event on append, so the log's type name is the data's shape; this
 * guard is the one place the read side relies on that.
 */
export const projectionOf = <T extends EventType>(definition: {
  name: string;
  version: number;
  tables: Projection['tables'];
  perStream?: boolean;
  /** The event types it reads; `satisfies Record<SomeEvent['type'], true>` makes a whole union required. */
  events: Record<T, true>;
  /** Narrows further, e.g. to the streams the projection follows; the default takes every listed type. */
  follows?: (event: Stored<T>) => boolean;
  apply(client: pg.ClientBase, events: readonly Stored<T>[]): Promise<void>;
}): Projection => {
  const types = new Set<string>(Object.keys(definition.events));
  const follows = definition.follows ?? (() => true);
  const isRead = (event: StoredEvent): event is Stored<T> => types.has(event.type);
  const handles = (event: StoredEvent) => isRead(event) && follows(event);
  return {
    name: definition.name,
    version: definition.version,
    tables: definition.tables,
    ...(definition.perStream ? { perStream: true } : {}),
    handles,
    async apply(client, events) {
      const read = events.filter(isRead).filter(follows);
      if (read.length > 0) await definition.apply(client, read);
    },
  };
};
