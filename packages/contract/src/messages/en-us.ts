import type { Language } from '../constants.ts';
/**
 * Messages shared by server responses and console validation. The spec's
 * exact English texts live here; other languages translate them.
 */
export const enUS = {
  ok: 'Operation successful',
  'error.unknown': 'Unknown system error, please report to administrator',
  'error.unauthorized': 'Authentication failed, cannot access system resources',
  'error.sessionExpired': 'Invalid session, or the session has expired. Please log in again.',
  'error.forbidden': 'No permission for current operation',
  'error.notFound': 'Resource does not exist',
  'error.badJson': 'The request body is not valid JSON',
  'error.jsonTooDeep': 'The request body nests deeper than {max} levels',
  'error.repeatSubmit': 'Data is being processed, please do not resubmit',
  'error.tooManyRequests': 'Too many requests, please try again later',
  'error.sortField': 'Sorting by "{field}" is not allowed',
  'export.truncated': 'Only the first {limit} rows are exported: narrow the search to export the rest',
  'error.payloadTooLarge': 'The request is too large',
  'error.databaseUnavailable': 'The database cannot be reached at the moment; please try again shortly',
  'error.storageFull': 'The server has no room left to store this; nothing was saved. Please tell the administrator',
  'error.duplicate': 'A record with the same key already exists',
  'error.inUse': 'The record is in use and cannot be changed or deleted',
  'error.nulCharacter': 'The request contains a NUL character (\\u0000), which cannot be stored',
  'validation.field': '{field}: {message}',
  'validation.required': 'cannot be empty',
  'validation.invalidType': 'must be a {expected}',
  'validation.tooSmall': 'must be at least {minimum}',
  'validation.tooBig': 'must be at most {maximum}',
  'validation.tooShort': 'must be at least {minimum} characters',
  'validation.tooLong': 'must be at most {maximum} characters',
  'validation.invalidFormat': 'has an invalid format',
  'validation.invalidValue': 'has an invalid value',
  'validation.unknownKeys': 'unknown field',
  'validation.nul': '{field}: must not contain the NUL character (\\u0000)',
  'validation.idList': 'must be a comma-separated list of ids',
  'validation.password.length': 'User password length must be between 5 and 20',
  'validation.password.confirm': 'The password is inconsistent, please re-enter it',
  'validation.phone': 'Please enter a valid phone number',
  'validation.email': 'Please enter a valid email address',
  'validation.decimals': 'Enter up to {precision} decimal places',
  'validation.integer': 'Please enter an integer',
  'validation.deviceCode.long': 'The device code is more than 14 digits',
  'validation.deviceCode.short': 'Please enter the 14-digit device code information',
  'validation.deviceCode.wrong': 'Please enter a correct Equipment ID',
  'validation.configName': 'Please enter a configuration name',
  'validation.noChanges': 'no changes at present',
  'slider.failed': 'Verification Failed',
  'device.notOnline': 'Device not online',
  'device.commandIssued': 'The command was issued successfully',
} as const;

export type MessageKey = keyof typeof enUS;
export type Catalogue = Partial<Record<MessageKey | (string & {}), string>>;
/** One domain's messages in every language, merged over the common texts by i18n.ts. */
export type DomainMessages = Record<Language, Catalogue>;
