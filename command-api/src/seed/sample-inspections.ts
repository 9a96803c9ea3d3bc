import type { InspectionTemplateInput, NewInspectionScheduleBody } from '@hs/contracts';
import { InspectionTemplateBody } from '@hs/contracts';
import { establishmentNameStreamId, holderOfName, type EstablishmentNameEvent } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { employeeIdForUsername } from '../employees/employee-repository.ts';
import { scheduleInspection } from '../inspections/inspection-schedules.ts';
import { createInspectionTemplate } from '../inspections/inspection-templates.ts';
import { systemContext } from './system-context.ts';

const yesNo = (id: string, text: string, failsOn: 'yes' | 'no' = 'no') => ({
  id,
  text,
  kind: 'yes-no' as const,
  failsOn,
  raisesFinding: true,
});

const walkThrough: InspectionTemplateInput = {
  title: 'Monthly workplace walk-through',
  category: 'workplace',
  sections: [
    {
      title: 'Walking and working surfaces (1910.22)',
      questions: [
        yesNo('floors-clean', 'Floors clean, dry and free of trip hazards'),
        yesNo('aisles-clear', 'Aisles and passageways clear and marked'),
        yesNo('stairs-rails', 'Stairs have handrails in good condition'),
      ],
    },
    {
      title: 'Exits and emergency equipment',
      questions: [
        yesNo('exits-unblocked', 'Exit routes and doors unobstructed'),
        yesNo('exit-signs-lit', 'Exit signs lit'),
        yesNo('eyewash', 'Eyewash station flushed this week and accessible'),
        yesNo('first-aid', 'First-aid kit stocked'),
      ],
    },
    {
      title: 'Electrical and housekeeping',
      questions: [
        yesNo('panels-clear', 'Electrical panels have 36 in of clearance'),
        yesNo('cords-damaged', 'Damaged cords or extension cords used as fixed wiring', 'yes'),
        {
          id: 'housekeeping',
          text: 'Overall housekeeping',
          kind: 'choice',
          choices: ['Good', 'Fair', 'Poor'],
          failingChoices: ['Poor'],
          raisesFinding: true,
        },
        { id: 'remarks', text: 'Other observations', kind: 'text', raisesFinding: false },
      ],
    },
  ],
};

/** OSHA 1910.178(q)(7): examined before being placed in service, at least daily. */
const forkliftCheck: InspectionTemplateInput = {
  title: 'Forklift pre-shift check',
  category: 'vehicle',
  sections: [
    {
      title: 'Visual check (engine off)',
      questions: [
        {
          id: 'forks',
          text: 'Forks (cracks, bends, heel wear)',
          kind: 'choice',
          choices: ['Good', 'Worn', 'Cracked or bent'],
          failingChoices: ['Cracked or bent'],
          raisesFinding: true,
        },
        yesNo('chains', 'Mast chains lubricated, no broken links'),
        yesNo('hydraulic-leaks', 'Hydraulic leaks under the mast or cylinders', 'yes'),
        {
          id: 'tires',
          text: 'Tire pressure',
          kind: 'number',
          min: 85,
          max: 100,
          unit: 'psi',
          raisesFinding: true,
        },
        {
          id: 'fluids',
          text: 'Engine oil, coolant and hydraulic fluid levels',
          kind: 'choice',
          choices: ['Full', 'Low (topped up)', 'Low (not topped up)'],
          failingChoices: ['Low (not topped up)'],
          raisesFinding: true,
        },
        yesNo('data-plate', 'Data plate legible'),
      ],
    },
    {
      title: 'Operational check (engine on)',
      questions: [
        yesNo('horn', 'Horn works'),
        yesNo('lights', 'Headlights and warning lights work'),
        yesNo('brakes', 'Service and parking brakes hold'),
        yesNo('seat-belt', 'Seat belt latches and retracts'),
        yesNo('steering', 'Steering responds without play'),
        {
          id: 'hour-meter',
          text: 'Hour meter reading',
          kind: 'number',
          min: null,
          max: null,
          unit: 'h',
          raisesFinding: false,
        },
      ],
    },
  ],
};

/** NFPA 10 / OSHA 1910.157(e)(2): a monthly visual inspection of every portable extinguisher. */
const extinguisherCheck: InspectionTemplateInput = {
  title: 'Fire extinguisher monthly check',
  category: 'fire',
  sections: [
    {
      title: 'Each extinguisher',
      questions: [
        { id: 'location', text: 'Extinguisher number or location', kind: 'text', raisesFinding: false },
        {
          id: 'gauge',
          text: 'Pressure gauge needle',
          kind: 'choice',
          choices: ['In the green', 'Overcharged', 'Undercharged'],
          failingChoices: ['Overcharged', 'Undercharged'],
          raisesFinding: true,
        },
        yesNo('pin-seal', 'Pin and tamper seal intact'),
        yesNo('accessible', 'Accessible and not blocked'),
        yesNo('sign', 'Location sign visible'),
        yesNo('damage', 'Dents, corrosion, leaks or a clogged nozzle', 'yes'),
        yesNo('tag', 'Inspection tag present and within the annual service date'),
        yesNo('instructions', 'Operating instructions facing outward and legible'),
      ],
    },
  ],
};

const establishmentNamed = async (store: EventStore, name: string) =>
  holderOfName(
    (await store.readStream(establishmentNameStreamId(name))).map(
      (e) => ({ type: e.type, data: e.data }) as EstablishmentNameEvent,
    ),
  );

/**
 * The three demo templates, and who does them where: the forklift check daily by the demo
 * employee at Plant 2, the walk-through and the extinguishers monthly at Plant 1. A fixed key per
 * record makes a restart a replay.
 */
export const seedSampleInspections = async (store: EventStore): Promise<void> => {
  const context = systemContext('SeedSampleInspections');
  const ids: Record<string, string> = {};
  for (const template of [walkThrough, forkliftCheck, extinguisherCheck]) {
    const body = InspectionTemplateBody.parse(template);
    ids[template.title] = (
      await createInspectionTemplate(store, body, context, `seed:inspection-template:${template.title}`)
    ).id;
  }
  const [plant1, plant2, employee] = await Promise.all([
    establishmentNamed(store, 'Plant 1'),
    establishmentNamed(store, 'Plant 2'),
    employeeIdForUsername(store, 'employee'),
  ]);
  if (!plant1 || !plant2 || !employee) return;
  const schedules: NewInspectionScheduleBody[] = [
    {
      templateId: ids[forkliftCheck.title]!,
      establishmentId: plant2,
      area: 'Warehouse dock',
      frequency: 'daily',
      assigneeId: employee,
    },
    {
      templateId: ids[walkThrough.title]!,
      establishmentId: plant1,
      area: null,
      frequency: 'monthly',
      assigneeRole: 'supervisor',
    },
    {
      templateId: ids[extinguisherCheck.title]!,
      establishmentId: plant1,
      area: 'All floors',
      frequency: 'monthly',
      assigneeRole: 'safety-officer',
    },
  ];
  for (const schedule of schedules)
    await scheduleInspection(
      store,
      schedule,
      context,
      `seed:inspection-schedule:${schedule.templateId}:${schedule.establishmentId}`,
    );
};
