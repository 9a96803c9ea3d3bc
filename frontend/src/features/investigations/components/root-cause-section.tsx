import type { InvestigationDetail } from '@hs/contracts';
import { AddCauseForm } from './add-cause-form';
import { FishboneDiagram } from './fishbone-diagram';
import { FiveWhysTree } from './five-whys-tree';
import { ReviseCause } from './revise-cause-form';
import { SectionCard } from './section-card';

/** Root cause analysis, by both methods, each kept as structure. */
export const RootCauseSection = ({ investigation }: { investigation: InvestigationDetail }) => (
  <SectionCard
    id="inv-causes"
    title="Root cause analysis"
    description="Mark each cause immediate, contributing or root; actions are raised from the causes."
  >
    <section aria-labelledby="inv-whys" className="grid gap-3">
      <h3 id="inv-whys" className="text-sm font-semibold text-slate-900">
        5 Whys
      </h3>
      <FiveWhysTree investigation={investigation} />
    </section>
    <section aria-labelledby="inv-fishbone" className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id="inv-fishbone" className="text-sm font-semibold text-slate-900">
        Fishbone
      </h3>
      <FishboneDiagram investigation={investigation} />
      {investigation.allowed.edit && (
        <AddCauseForm
          incidentId={investigation.incidentId}
          analysis="fishbone"
          parentId={null}
          category="choose"
          label="Add a cause to the fishbone"
          textLabel="Cause"
          idPrefix="fishbone-add"
        />
      )}
    </section>
    {investigation.allowed.edit && <ReviseCause investigation={investigation} />}
  </SectionCard>
);
