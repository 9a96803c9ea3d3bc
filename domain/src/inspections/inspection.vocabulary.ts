export const inspectionCategories = ['workplace', 'equipment', 'fire', 'ppe', 'vehicle', 'other'] as const;
export type InspectionCategory = (typeof inspectionCategories)[number];

export const questionKinds = ['yes-no', 'number', 'choice', 'text'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const inspectionFrequencies = ['daily', 'weekly', 'monthly', 'quarterly'] as const;
export type InspectionFrequency = (typeof inspectionFrequencies)[number];

export const inspectionStatuses = ['in-progress', 'completed'] as const;
export type InspectionStatus = (typeof inspectionStatuses)[number];

type QuestionBase = {
  /** Unique within its template version; a finding takes it as its id. */
  id: string;
  text: string;
  /** A failing answer becomes a finding when the inspection is completed. */
  raisesFinding: boolean;
};
export type InspectionQuestion =
  | (QuestionBase & { kind: 'yes-no'; failsOn: 'yes' | 'no' })
  | (QuestionBase & { kind: 'number'; min: number | null; max: number | null; unit: string | null })
  | (QuestionBase & { kind: 'choice'; choices: string[]; failingChoices: string[] })
  | (QuestionBase & { kind: 'text' });

export type InspectionSection = { title: string; questions: InspectionQuestion[] };

/** What a template version says; an inspection keeps a copy of the version it started on. */
export type TemplateContent = {
  title: string;
  category: InspectionCategory;
  sections: InspectionSection[];
};

/** An answer as typed: yes/no, a number, a choice or text; null is N/A. */
export type AnswerValue = string | null;
export type RecordedAnswer = { value: AnswerValue; note: string | null };

export type InspectionFinding = {
  /** The question's id: one finding per failing question, stable within the inspection. */
  findingId: string;
  questionId: string;
  section: string;
  question: string;
  answer: string;
  note: string | null;
};

export type InspectionScore = {
  passed: number;
  applicable: number;
  /** Percent of applicable answers that passed, one decimal; null when nothing applied. */
  score: number | null;
  findings: InspectionFinding[];
};

export const questionsOf = (sections: readonly InspectionSection[]) =>
  sections.flatMap((section) => section.questions.map((question) => ({ section: section.title, question })));

/** Why an answer does not fit its question, or null when it does. */
export const answerProblem = (question: InspectionQuestion, value: AnswerValue): string | null => {
  if (value === null) return null;
  switch (question.kind) {
    case 'yes-no':
      return value === 'yes' || value === 'no' ? null : 'Answer yes, no or N/A.';
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? null : 'Enter a number.';
    case 'choice':
      return question.choices.includes(value) ? null : `Choose one of: ${question.choices.join(', ')}.`;
    case 'text':
      return null;
  }
};

/** Whether an applicable answer fails its question: text never fails. */
export const answerFails = (question: InspectionQuestion, value: string): boolean => {
  switch (question.kind) {
    case 'yes-no':
      return value === question.failsOn;
    case 'number': {
      const n = Number(value);
      return (question.min !== null && n < question.min) || (question.max !== null && n > question.max);
    }
    case 'choice':
      return question.failingChoices.includes(value);
    case 'text':
      return false;
  }
};

/** Whether an answer fails its question among these sections: N/A and unknown questions do not. */
export const answerFailsIn = (
  sections: readonly InspectionSection[],
  questionId: string,
  value: AnswerValue,
): boolean => {
  const found = questionsOf(sections).find(({ question }) => question.id === questionId);
  return value !== null && found !== undefined && answerFails(found.question, value);
};

/** N/A answers are left out; each failing answer of a question that raises findings is one finding. */
export const scoreInspection = (
  sections: readonly InspectionSection[],
  answers: Readonly<Record<string, RecordedAnswer>>,
): InspectionScore => {
  let passed = 0;
  let applicable = 0;
  const findings: InspectionFinding[] = [];
  for (const { section, question } of questionsOf(sections)) {
    const answer = answers[question.id];
    if (!answer || answer.value === null) continue;
    applicable += 1;
    if (!answerFails(question, answer.value)) {
      passed += 1;
      continue;
    }
    if (question.raisesFinding) {
      findings.push({
        findingId: question.id,
        questionId: question.id,
        section,
        question: question.text,
        answer: answer.value,
        note: answer.note,
      });
    }
  }
  const score = applicable === 0 ? null : Math.round((passed / applicable) * 1000) / 10;
  return { passed, applicable, score, findings };
};
