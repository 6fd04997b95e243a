import { describe, expect, it } from 'vitest';
import { cleanSaveDesignFields, saveDesignErrors } from './saveDesignForm';

const long = (n: number) => 'a'.repeat(n);

describe('save-design form rules', () => {
  it.each([
    ['a name and no description', { name: 'Shop sign', description: '' }, {}],
    ['no name', { name: '', description: '' }, { name: 'requiredField' }],
    ['a name of spaces', { name: '   ', description: 'x' }, { name: 'requiredField' }],
    ['a name of 450 characters', { name: long(450), description: '' }, {}],
    [
      'a name of 451 characters',
      { name: long(451), description: '' },
      { name: 'saveDesignNameValidation' },
    ],
    ['450 emoji count as 450', { name: '🎉'.repeat(450), description: '' }, {}],
    ['spaces around 450 do not count', { name: ` ${long(450)} `, description: '' }, {}],
    ['a description of 450', { name: 'n', description: long(450) }, {}],
    [
      'a description of 451',
      { name: 'n', description: long(451) },
      { description: 'saveDesignDescriptionValidation' },
    ],
    [
      'both wrong',
      { name: '', description: long(451) },
      { name: 'requiredField', description: 'saveDesignDescriptionValidation' },
    ],
  ])('%s', (_label, fields, expected) => {
    expect(saveDesignErrors(fields)).toEqual(expected);
  });

  it('sends the fields trimmed', () => {
    expect(cleanSaveDesignFields({ name: '  Sign ', description: ' for the shop\n' })).toEqual({
      name: 'Sign',
      description: 'for the shop',
    });
  });
});
