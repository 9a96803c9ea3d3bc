import type {
  InspectionCategory,
  InspectionTemplate,
  InspectionTemplateInput,
  QuestionKind,
  TemplateQuestionInput,
} from '@hs/contracts';

/** A question as its fields hold it: numbers and lists as typed; the id the editor keeps. */
export type QuestionValues = {
  questionId: string | null;
  text: string;
  kind: QuestionKind;
  raisesFinding: boolean;
  failsOn: 'yes' | 'no';
  min: string;
  max: string;
  unit: string;
  choices: string;
  failingChoices: string;
};

export type TemplateValues = {
  title: string;
  category: InspectionCategory;
  sections: { title: string; questions: QuestionValues[] }[];
};

export const newQuestion = (kind: QuestionKind): QuestionValues => ({
  questionId: null,
  text: '',
  kind,
  raisesFinding: kind !== 'text',
  failsOn: 'no',
  min: '',
  max: '',
  unit: '',
  choices: kind === 'choice' ? 'Good, Poor' : '',
  failingChoices: kind === 'choice' ? 'Poor' : '',
});

const questionValues = (q: InspectionTemplate['sections'][number]['questions'][number]): QuestionValues => ({
  questionId: q.id,
  text: q.text,
  kind: q.kind,
  raisesFinding: q.raisesFinding,
  failsOn: q.failsOn ?? 'no',
  min: q.min == null ? '' : String(q.min),
  max: q.max == null ? '' : String(q.max),
  unit: q.unit ?? '',
  choices: (q.choices ?? []).join(', '),
  failingChoices: (q.failingChoices ?? []).join(', '),
});

/** The editor's fields: the template's current version, or one empty section with a yes/no question. */
export const templateValuesOf = (template: InspectionTemplate | null): TemplateValues =>
  template
    ? {
        title: template.title,
        category: template.category,
        sections: template.sections.map((s) => ({
          title: s.title,
          questions: s.questions.map(questionValues),
        })),
      }
    : { title: '', category: 'workplace', sections: [{ title: '', questions: [newQuestion('yes-no')] }] };

const numberOrNull = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** One question as the contract takes it: the fields of its kind, the others left out. */
const questionBody = (q: QuestionValues): TemplateQuestionInput => ({
  ...(q.questionId ? { id: q.questionId } : {}),
  text: q.text,
  kind: q.kind,
  raisesFinding: q.raisesFinding,
  ...(q.kind === 'yes-no' ? { failsOn: q.failsOn } : {}),
  ...(q.kind === 'number'
    ? { min: numberOrNull(q.min), max: numberOrNull(q.max), unit: q.unit || null }
    : {}),
  ...(q.kind === 'choice' ? { choices: list(q.choices), failingChoices: list(q.failingChoices) } : {}),
});

export const templateBodyOf = (values: TemplateValues): InspectionTemplateInput => ({
  title: values.title,
  category: values.category,
  sections: values.sections.map((s) => ({ title: s.title, questions: s.questions.map(questionBody) })),
});
