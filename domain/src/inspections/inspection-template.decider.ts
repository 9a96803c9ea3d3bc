import { DomainError } from '../shared/domain-error.ts';
import type { InspectionTemplateCommand } from './inspection.commands.ts';
import type { InspectionTemplateEvent } from './inspection.events.ts';
import { questionsOf, type InspectionSection, type TemplateContent } from './inspection.vocabulary.ts';

export type InspectionTemplate =
  { status: 'none' } | { status: 'active'; templateId: string; version: number; content: TemplateContent };

export const initialState: InspectionTemplate = { status: 'none' };

const contentOf = ({ title, category, sections }: TemplateContent): TemplateContent => ({
  title,
  category,
  sections,
});

export const evolve = (state: InspectionTemplate, event: InspectionTemplateEvent): InspectionTemplate => ({
  status: 'active',
  templateId: event.data.templateId,
  version: event.data.version,
  content: contentOf(event.data),
});

const invalid = (field: string, message: string) => new DomainError('InvalidTemplate', message, [field]);

/** A template that can be answered: questions with unique ids, sensible ranges and choices. */
const requireUsable = (sections: readonly InspectionSection[]): void => {
  if (sections.length === 0) throw invalid('sections', 'Add at least one section.');
  const seen = new Set<string>();
  sections.forEach((section, s) => {
    if (section.questions.length === 0)
      throw invalid(`sections.${s}.questions`, 'Add at least one question to every section.');
  });
  for (const { question } of questionsOf(sections)) {
    if (seen.has(question.id)) throw invalid('sections', `Two questions share the id "${question.id}".`);
    seen.add(question.id);
    if (
      question.kind === 'number' &&
      question.min !== null &&
      question.max !== null &&
      question.min > question.max
    )
      throw invalid('sections', `"${question.text}": the lowest acceptable value is above the highest.`);
    if (question.kind === 'choice') {
      if (new Set(question.choices).size < 2)
        throw invalid('sections', `"${question.text}": give at least two different choices.`);
      if (question.failingChoices.some((choice) => !question.choices.includes(choice)))
        throw invalid('sections', `"${question.text}": a failing choice is not among the choices.`);
    }
  }
};

/** Question ids for questions sent without one (q1, q2, ...), never reusing an id in the template. */
export const withQuestionIds = <Q extends { id?: string | null | undefined }>(
  sections: readonly { title: string; questions: readonly Q[] }[],
): { title: string; questions: (Q & { id: string })[] }[] => {
  const taken = new Set(sections.flatMap((s) => s.questions.flatMap((q) => (q.id ? [q.id] : []))));
  let next = 0;
  const freshId = () => {
    do next += 1;
    while (taken.has(`q${next}`));
    return `q${next}`;
  };
  return sections.map((section) => ({
    title: section.title,
    questions: section.questions.map((q) => ({ ...q, id: q.id || freshId() })),
  }));
};

export const decide = (
  command: InspectionTemplateCommand,
  state: InspectionTemplate,
): InspectionTemplateEvent[] => {
  const now = command.metadata.now;
  switch (command.type) {
    case 'CreateInspectionTemplate': {
      if (state.status !== 'none') throw new DomainError('InspectionTemplateAlreadyExists');
      requireUsable(command.data.sections);
      return [
        {
          type: 'InspectionTemplateCreated',
          data: {
            ...contentOf(command.data),
            templateId: command.data.templateId,
            version: 1,
            createdAt: now,
          },
        },
      ];
    }
    case 'ReviseInspectionTemplate': {
      if (state.status === 'none')
        throw new DomainError('InspectionTemplateNotFound', 'No such inspection template.');
      requireUsable(command.data.sections);
      if (JSON.stringify(contentOf(command.data)) === JSON.stringify(state.content)) return [];
      return [
        {
          type: 'InspectionTemplateRevised',
          data: {
            ...contentOf(command.data),
            templateId: state.templateId,
            version: state.version + 1,
            revisedAt: now,
          },
        },
      ];
    }
  }
};
