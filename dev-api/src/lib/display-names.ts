/**
 * The rule for people's names (`fullName`, the stand-in provider's `name`): at least one visible
 * character, and no bidirectional-text controls, which can make a name shown in a list or an
 * e-mail read as something else (a reversed word, text that seems to belong to the next column).
 * A JSON-schema keyword, `displayName: true`, so every route checks it the same way.
 */

// LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI; LRM, RLM; the Arabic letter mark
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
// A letter, digit, punctuation or symbol that is drawn: not a default-ignorable code point (zero
// width spaces and joiners, the Hangul fillers) nor the blank braille pattern.
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** What is wrong with a name, as the end of a sentence; null when it is fine. */
export function displayNameProblem(value: string): string | null {
  if (BIDI_CONTROL.test(value)) return 'must not contain text-direction control characters';
  if (!VISIBLE.test(value)) return 'must contain a letter, digit or other visible character';
  return null;
}

interface KeywordError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}
interface ValidateFn {
  (schema: boolean, data: string): boolean;
  errors?: KeywordError[];
}

const validate: ValidateFn = (schema, data) => {
  const problem = schema ? displayNameProblem(data) : null;
  validate.errors = problem ? [{ keyword: 'displayName', message: problem, params: {} }] : [];
  return problem === null;
};

/** The `displayName` keyword's definition, for Ajv's `addKeyword` (see app.ts). */
export const displayNameKeyword = {
  keyword: 'displayName',
  type: 'string',
  schemaType: 'boolean',
  errors: true,
  validate,
} as const;
