import type { FastifySchemaValidationError } from 'fastify';

type Part = 'body' | 'querystring' | 'params' | 'headers' | string;

const partLabel: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL',
  headers: 'Headers',
};

/** Fields whose messages read better with a label than with the JSON name. */
const fieldLabel: Record<string, string> = { fullName: 'Full name', name: 'Name' };

function fieldName(error: FastifySchemaValidationError, part: Part): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params['missingProperty'];
  if (typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path || (partLabel[part] ?? part);
}

/** Turns one Ajv error into a sentence a person can read in a toast. */
function describe(error: FastifySchemaValidationError, part: Part): string {
  const field = fieldName(error, part);
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'additionalProperties':
      return `${field === (partLabel[part] ?? part) ? '' : `${field}: `}unknown field "${String(p['additionalProperty'])}".`;
    case 'minLength':
      return `${field} must be at least ${String(p['limit'])} characters long.`;
    case 'maxLength':
      return `${field} must be at most ${String(p['limit'])} characters long.`;
    case 'format':
      return p['format'] === 'email'
        ? `${field} must be a valid e-mail address.`
        : `${field} must be a valid ${String(p['format'])}.`;
    case 'type':
      return `${field} must be ${/^[aeiou]/.test(String(p['type'])) ? 'an' : 'a'} ${String(p['type'])}.`;
    case 'enum':
      return `${field} must be one of: ${(p['allowedValues'] as unknown[]).join(', ')}.`;
    case 'minimum':
      return `${field} must be at least ${String(p['limit'])}.`;
    case 'maximum':
      return `${field} must be at most ${String(p['limit'])}.`;
    case 'pattern':
      return `${field} has an invalid format.`;
    case 'displayName':
      return `${fieldLabel[field] ?? field} ${error.message ?? 'is not a valid name'}.`;
    case 'minItems':
      return `${field} must have at least ${String(p['limit'])} item(s).`;
    default:
      return `${field} ${error.message ?? 'is invalid'}.`;
  }
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], part: string): Error {
  const first = errors[0];
  const message = first ? describe(first, part) : 'The request is invalid.';
  return new Error(message.charAt(0).toUpperCase() + message.slice(1));
}
