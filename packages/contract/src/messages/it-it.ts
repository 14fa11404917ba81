import type { Catalogue } from './en-us.ts';

/** The spec allows the Italian catalogue to be incomplete; missing keys fall back to English. */
export const itIT: Catalogue = {
  'ok': 'Operazione riuscita',
  'error.unknown': 'Errore di sistema sconosciuto, contattare l’amministratore',
  'error.databaseUnavailable': 'Il database non è raggiungibile al momento; riprovare tra poco',
  'error.storageFull': 'Il server non ha più spazio; non è stato salvato nulla. Avvisare l’amministratore',
  'error.unauthorized': 'Autenticazione non riuscita, impossibile accedere alle risorse di sistema',
  'error.sessionExpired': 'Sessione non valida o scaduta. Effettuare di nuovo l’accesso.',
  'error.forbidden': 'Nessuna autorizzazione per l’operazione corrente',
  'error.notFound': 'La risorsa non esiste',
  'error.jsonTooDeep': 'Il corpo della richiesta è annidato oltre {max} livelli',
  'error.repeatSubmit': 'I dati sono in elaborazione, non inviare di nuovo',
  'validation.password.length': 'La password deve contenere da 5 a 20 caratteri',
  'validation.password.confirm': 'Le password non coincidono, reinserirle',
  'validation.phone': 'Inserire un numero di telefono valido',
  'validation.integer': 'Inserire un numero intero',
  'slider.failed': 'Verifica non riuscita',
  'device.notOnline': 'Dispositivo non in linea',
  'device.commandIssued': 'Il comando è stato inviato correttamente',
};
