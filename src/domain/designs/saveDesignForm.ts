/**
 * The save-design form's rules (spec shell §5 "Save design form", §9): the name is required and
 * at most 450 characters; the description is optional, at most 450. Both are trimmed before they
 * are checked and sent: a name of spaces is no name.
 */

/** Longest name and description, characters (spec shell §9). */
export const SAVE_DESIGN_TEXT_MAX = 450;

export interface SaveDesignFields {
  name: string;
  description: string;
}

/** Translation key of each field's problem; absent when the field is fine. */
export interface SaveDesignErrors {
  name?: 'requiredField' | 'saveDesignNameValidation';
  description?: 'saveDesignDescriptionValidation';
}

/** Characters as a person counts them (code points, so an emoji is one). */
function length(text: string): number {
  return [...text].length;
}

export function nameError(name: string): SaveDesignErrors['name'] {
  const trimmed = name.trim();
  if (trimmed === '') return 'requiredField';
  if (length(trimmed) > SAVE_DESIGN_TEXT_MAX) return 'saveDesignNameValidation';
  return undefined;
}

export function descriptionError(description: string): SaveDesignErrors['description'] {
  return length(description.trim()) > SAVE_DESIGN_TEXT_MAX
    ? 'saveDesignDescriptionValidation'
    : undefined;
}

export function saveDesignErrors(fields: SaveDesignFields): SaveDesignErrors {
  const errors: SaveDesignErrors = {};
  const name = nameError(fields.name);
  const description = descriptionError(fields.description);
  if (name) errors.name = name;
  if (description) errors.description = description;
  return errors;
}

/** The fields as sent: trimmed. */
export function cleanSaveDesignFields(fields: SaveDesignFields): SaveDesignFields {
  return { name: fields.name.trim(), description: fields.description.trim() };
}
