import { describe, expect, it } from 'vitest';
import { InspectionTemplateBody } from '@hs/contracts';
import { contractResolver } from '@/lib/use-contract-form';
import { newQuestion, templateBodyOf, templateValuesOf, type TemplateValues } from './template-values';

const options = { fields: {}, shouldUseNativeValidation: false };
const check = contractResolver(InspectionTemplateBody, templateBodyOf);

describe('the template editor sends what the contract takes', () => {
  it('a number question carries its range and unit, a yes/no question its failing answer only', () => {
    const values: TemplateValues = {
      title: 'Walk-through',
      category: 'workplace',
      sections: [
        {
          title: 'Light',
          questions: [
            { ...newQuestion('number'), text: 'Lux', min: '300', unit: 'lx' },
            newQuestion('yes-no'),
          ],
        },
      ],
    };
    expect(templateBodyOf(values).sections[0]!.questions).toEqual([
      { text: 'Lux', kind: 'number', raisesFinding: true, min: 300, max: null, unit: 'lx' },
      { text: '', kind: 'yes-no', raisesFinding: true, failsOn: 'no' },
    ]);
  });

  it('an empty title, section title or question reads Required at its own field', async () => {
    const { errors } = await check(templateValuesOf(null), {}, options);
    expect(errors).toMatchObject({
      title: { message: 'Required' },
      sections: {
        0: { title: { message: 'Required' }, questions: { 0: { text: { message: 'Required' } } } },
      },
    });
  });
});
