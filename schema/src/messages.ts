/**
 * Message keys used across the app and their Italian texts. The yup schemas
 * report keys (never texts); the frontend merges MESSAGES_IT into its i18next
 * `it` resources and the backend formats REST errors with formatMessage.
 */
import { LIMITS } from './limits';

export const MESSAGE_KEYS = {
  // Shared validation rules (spec §5)
  mandatory: 'validation.mandatory',
  maxLength: 'validation.max_length',
  notValid: 'validation.not_valid',
  passwordNotValid: 'validation.password_not_valid',
  passwordsNotEqual: 'validation.password_are_not_equal',
  emailNotValid: 'validation.email_not_valid',
  phoneNotValid: 'validation.phone_not_valid',
  dateNotValid: 'validation.date_not_valid',
  futureDate: 'validation.future_date',
  ageUnder18: 'validation.age_under_18',
  ageOver100: 'validation.age_over_100',
  acceptTerms: 'validation.accept_terms',
  acceptPrivacy: 'validation.accept_privacy',
  activationCodeLength: 'validation.activation_code_length',
  provinceNotValid: 'validation.province_not_valid',
  imageType: 'validation.image_type',
  imageTooLarge: 'validation.image_too_large',
  imageKey: 'validation.image_key',
  maxTopic: 'validation.max_topic',
  maxEventType: 'max_event_type',
  maxPreferences: 'validation.max_preferences',
  colorNotValid: 'validation.color_not_valid',
  maxVolunteerNotValid: 'validation.max_volunteer_not_valid',
  createEventMandatoryName: 'create_event.mandatory_name',
  // Client message keys (spec §8)
  mandatoryAnswer: 'mandatory_answer',
  voidVolunteer: 'void_volunteer',
  voidTitle: 'void_title',
  mandatoryName: 'mandatory_name',
  invalidAddress: 'invalid_address',
  invalidStartDate: 'invalid_start_date',
  invalidEndDate: 'invalid_end_date',
  invalidEndDateEvent: 'invalid_end_date_event',
  invalidEndDateShift: 'invalid_end_date_shift',
  invalidDate: 'invalid_date',
  errorNumberImage: 'error_number_image',
  youCannotDropThisShift: 'you_cannot_drop_this_shift',
  shiftAlreadyTerminated: 'shift_already_terminated',
  subscriptionToTerminatedEvent: 'subscription_to_terminated_event',
  subscriptionNotAvailableSpots: 'subscription_not_available_spots',
  voidImage: 'void_image',
  voidName: 'void_name',
  voidDescription: 'void_description',
  voidDateOfFoundation: 'void_date_of_foundation',
  voidAddress: 'void_address',
  notValidSiteWeb: 'not_valid_site_web',
  mandatoryQuestion: 'mandatory_question',
  voidSurname: 'void_surname',
  voidPhone: 'void_phone',
  voidBirthDate: 'void_birth_date',
  onlyOneImageAllowed: 'only_one_image_allowed',
  // Session and server errors (spec §8)
  loginRequired: 'error.login_required',
  sessionExpired: 'error.session_expired',
  forbidden: 'error.forbidden',
  serverError: 'error.500',
  unknownError: 'error.unknown',
  notFound: 'common.not_found',
  // Accounts (server answers)
  unknownChoice: 'validation.unknown_choice',
  invalidRequest: 'validation.invalid_request',
  invalidCharacters: 'validation.invalid_characters',
  activationCodeNotValid: 'validation.activation_code_not_valid',
  invalidCredentials: 'auth.invalid_credentials',
  emailNotConfirmed: 'auth.email_not_confirmed',
  tooManyRequests: 'auth.too_many_requests',
  confirmationLinkNotValid: 'auth.confirmation_link_not_valid',
  resetLinkNotValid: 'auth.reset_link_not_valid',
  oldPasswordWrong: 'auth.old_password_wrong',
  registrationDone: 'auth.registration_done',
  registrationConfirmed: 'auth.registration_confirmed',
  resetMailSent: 'auth.reset_mail_sent',
  newPasswordSent: 'auth.new_password_sent',
  passwordChanged: 'auth.password_changed',
  sessionNotFound: 'auth.session_not_found',
  sessionEnded: 'auth.session_ended',
  loggedOut: 'auth.logged_out',
  loggedOutEverywhere: 'auth.logged_out_everywhere',
  userNotFound: 'user.not_found',
  userUpdated: 'user.updated',
  userDeleted: 'user.deleted',
  userExportQueued: 'user.export_queued',
  userExportLinkNotValid: 'user.export_link_not_valid',
  // Associations and memberships (server answers)
  associationNotFound: 'association.not_found',
  associationCreated: 'association.created',
  associationUpdated: 'association.updated',
  associationFollowed: 'association.followed',
  associationUnfollowed: 'association.unfollowed',
  lastAdmin: 'association.last_admin',
  membershipAlreadyDecided: 'membership.already_decided',
  membershipAlreadyVolunteer: 'membership.already_volunteer',
  membershipNotFound: 'membership.not_found',
  membershipNotAMember: 'membership.not_a_member',
  membershipRequested: 'membership.requested',
  membershipRemoved: 'membership.removed',
  // Events and shifts (server answers)
  eventNotFound: 'event.not_found',
  eventCreated: 'event.created',
  eventUpdated: 'event.updated',
  eventDuplicated: 'event.duplicated',
  eventDeleted: 'event.deleted',
  repetitionSameDay: 'event.repetition_same_day',
  repetitionWeekdays: 'event.repetition_weekdays',
  unknownShift: 'event.unknown_shift',
  unknownPhoto: 'event.unknown_photo',
  maxBelowAccepted: 'shift.max_below_accepted',
  shiftNotFound: 'shift.not_found',
  shiftNotAllowed: 'shift.not_allowed',
  shiftAlreadySignedUp: 'shift.already_signed_up',
  shiftNotSignedUp: 'shift.not_signed_up',
  shiftAlreadyDecided: 'shift.already_decided',
  shiftDeleted: 'shift.deleted',
  shiftRequested: 'shift.requested',
  shiftWithdrawn: 'shift.withdrawn',
  // Waitlist of full shifts (issue 21)
  waitlistJoined: 'waitlist.joined',
  waitlistAlreadyQueued: 'waitlist.already_queued',
  waitlistNotQueued: 'waitlist.not_queued',
  waitlistNoOffer: 'waitlist.no_offer',
  waitlistAccepted: 'waitlist.accepted',
  waitlistDeclined: 'waitlist.declined',
  waitlistLeft: 'waitlist.left',
  waitlistShiftStarted: 'waitlist.shift_started',
  // Attendance, hours and statements (issue 22)
  attendanceWrongCode: 'attendance.wrong_code',
  attendanceNotAccepted: 'attendance.not_accepted',
  attendanceOutsideWindow: 'attendance.outside_window',
  attendanceAlreadyCheckedIn: 'attendance.already_checked_in',
  attendanceNotCheckedIn: 'attendance.not_checked_in',
  attendanceAlreadyCheckedOut: 'attendance.already_checked_out',
  attendanceShiftNotEnded: 'attendance.shift_not_ended',
  attendanceNotOpen: 'attendance.not_open',
  attendanceTimesNotValid: 'attendance.times_not_valid',
  attendanceSignUpNotFound: 'attendance.sign_up_not_found',
  attendancePeriodNotValid: 'attendance.period_not_valid',
  attendanceNoHours: 'attendance.no_hours',
  attendanceStatementNotFound: 'attendance.statement_not_found',
  attendanceCheckedIn: 'attendance.checked_in',
  attendanceCheckedOut: 'attendance.checked_out',
  attendanceSaved: 'attendance.saved',
  attendanceConfirmed: 'attendance.confirmed',
  attendanceStatementRevoked: 'attendance.statement_revoked',
  // Records that hold (issue 31)
  shiftStarted: 'shift.started',
  attendanceRecorded: 'attendance.recorded',
  attendanceNotStarted: 'attendance.not_started',
  attendanceTimeInFuture: 'attendance.time_in_future',
  calendarRangeNotValid: 'calendar.range_not_valid',
  // Notifications and questions (server answers)
  notificationNotFound: 'notification.not_found',
  notificationSent: 'notification.sent',
  questionNotFound: 'question.not_found',
  questionAlreadyAnswered: 'question.already_answered',
  questionSent: 'question.sent',
  questionAnswered: 'question.answered',
  questionNoticeTitle: 'question.notice_title',
  questionAnswerTitle: 'question.answer_title',
  // Devices (Web Push subscriptions)
  deviceEndpointNotAllowed: 'device.endpoint_not_allowed',
  deviceKeysNotValid: 'device.keys_not_valid',
  deviceRegistered: 'device.registered',
  deviceUnregistered: 'device.unregistered',
  // The register of volunteers (issue 23)
  fiscalCodeNotValid: 'validation.fiscal_code_not_valid',
  fiscalCodeBirthDate: 'validation.fiscal_code_birth_date',
  associationFiscalCodeNotValid: 'validation.association_fiscal_code_not_valid',
  registerMissingData: 'register.missing_data',
  registerAlreadyEntered: 'register.already_entered',
  registerNotAVolunteer: 'register.not_a_volunteer',
  registerEntryNotFound: 'register.entry_not_found',
  registerSuperseded: 'register.superseded',
  registerAlreadyEnded: 'register.already_ended',
  registerEndBeforeStart: 'register.end_before_start',
  registerNothingToCorrect: 'register.nothing_to_correct',
  // Personal data (issue 31)
  fiscalCodeTaken: 'validation.fiscal_code_taken',
} as const;

export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

const ITALIAN = {
  'validation.mandatory': 'Campo obbligatorio',
  'validation.max_length': 'Massimo {{max}} caratteri',
  'validation.not_valid': 'Valore non valido',
  'validation.password_not_valid': `La password deve avere almeno ${LIMITS.passwordMin} caratteri, con almeno una lettera maiuscola, un numero e un simbolo tra ! @ # $ % ^ & * ( ) _ - + =`,
  'validation.password_are_not_equal': 'Le password non coincidono',
  'validation.email_not_valid': 'Inserisci un indirizzo e-mail valido',
  'validation.phone_not_valid': `Il numero di telefono deve contenere esattamente ${LIMITS.phoneDigits} cifre`,
  'validation.date_not_valid': 'Inserisci una data valida',
  'validation.future_date': 'La data non può essere nel futuro',
  'validation.age_under_18': `Devi avere almeno ${LIMITS.ageMin} anni per registrarti`,
  'validation.age_over_100': `L'età non può superare i ${LIMITS.ageMax} anni`,
  'validation.accept_terms': 'Devi accettare i termini di utilizzo',
  'validation.accept_privacy': "Devi accettare l'informativa sulla privacy",
  'validation.activation_code_length': `Il codice di attivazione deve essere di ${LIMITS.activationCodeLength} caratteri`,
  'validation.province_not_valid': 'Seleziona una provincia valida',
  'validation.image_type': "Il file deve essere un'immagine",
  // MAX_INPUT_PIXELS of backend/src/modules/media/image-processor.ts
  'validation.image_too_large': "L'immagine è troppo grande: al massimo 50 megapixel",
  // a key of POST /api/media that is unknown, someone else's, already used or over a day old
  'validation.image_key': 'Immagine non trovata o scaduta: caricala di nuovo',
  'validation.max_topic': 'Puoi scegliere al massimo {{max}} ambiti',
  max_event_type: 'Puoi scegliere al massimo {{max}} tipi di evento',
  'validation.max_preferences': 'Puoi scegliere al massimo {{max}} preferenze',
  'validation.color_not_valid': 'Scegli uno dei colori proposti',
  'validation.max_volunteer_not_valid':
    'Il numero di volontari deve essere un numero intero maggiore di zero',
  'create_event.mandatory_name': "Il nome dell'evento è obbligatorio",
  mandatory_answer: 'Scrivi una risposta',
  void_volunteer: 'Seleziona almeno un volontario',
  void_title: 'Il titolo è obbligatorio',
  mandatory_name: 'Il nome è obbligatorio',
  invalid_address: "Inserisci l'indirizzo completo: via, comune e provincia",
  invalid_start_date: 'Inserisci una data di inizio valida',
  invalid_end_date: 'Inserisci una data di fine valida',
  invalid_end_date_event: "La fine dell'evento non può precedere l'inizio",
  invalid_end_date_shift: "La fine del turno non può precedere l'inizio",
  invalid_date: 'Non puoi scegliere una data nel passato',
  error_number_image: 'Puoi caricare al massimo {{max}} immagini',
  you_cannot_drop_this_shift: 'Non puoi eliminare questo turno',
  shift_already_terminated: 'Il turno è già terminato',
  subscription_to_terminated_event: "Non puoi iscriverti: l'evento è terminato",
  subscription_not_available_spots: 'Non ci sono più posti disponibili per questo turno',
  void_image: "Inserisci un'immagine",
  void_name: 'Il nome è obbligatorio',
  void_description: 'La descrizione è obbligatoria',
  void_date_of_foundation: 'La data di fondazione è obbligatoria',
  void_address: "Inserisci l'indirizzo completo: via, comune e provincia",
  not_valid_site_web: 'Inserisci un indirizzo web valido (es. https://www.esempio.it)',
  mandatory_question: 'Scrivi una domanda',
  void_surname: 'Il cognome è obbligatorio',
  void_phone: 'Il numero di telefono è obbligatorio',
  void_birth_date: 'La data di nascita è obbligatoria',
  only_one_image_allowed: 'Puoi caricare una sola immagine',
  'error.login_required': 'Esegui il login!',
  'error.session_expired': 'Sessione scaduta!',
  'error.forbidden': 'Non hai i permessi!',
  'error.500': 'Errore, riprova più tardi',
  'error.unknown': 'Errore sconosciuto.',
  'common.not_found': 'Risorsa non trovata',
  'validation.unknown_choice': 'Una delle scelte non è valida: ricarica la pagina e riprova',
  'validation.invalid_request': 'Richiesta non valida: controlla i dati inviati e riprova',
  'validation.invalid_characters': 'Il testo contiene caratteri non ammessi',
  'validation.activation_code_not_valid': 'Codice di attivazione non valido o già utilizzato',
  'auth.invalid_credentials': 'E-mail o password non corretti',
  'auth.email_not_confirmed':
    'Prima di accedere conferma il tuo indirizzo e-mail: apri il link che ti abbiamo inviato (controlla anche spam e promozioni).',
  'auth.too_many_requests': 'Troppi tentativi: attendi qualche minuto e riprova',
  'auth.confirmation_link_not_valid': 'Il link di conferma non è valido o è scaduto',
  'auth.reset_link_not_valid':
    'Il link per recuperare la password non è valido, è già stato usato o è scaduto',
  'auth.old_password_wrong': 'La password attuale non è corretta',
  'auth.registration_done':
    "Registrazione completata! Controlla la tua e-mail per confermare l'account.",
  'auth.registration_confirmed': 'Indirizzo e-mail confermato: ora puoi accedere.',
  'auth.reset_mail_sent':
    "Se l'indirizzo è registrato, riceverai un'e-mail con il link per recuperare la password.",
  'auth.new_password_sent': 'Ti abbiamo inviato una nuova password via e-mail.',
  'auth.password_changed': 'Password modificata',
  'auth.session_not_found': 'Sessione non trovata: forse è già terminata',
  'auth.session_ended': 'Questo dispositivo è stato disconnesso: accedi di nuovo',
  'auth.logged_out': 'Sessione chiusa',
  'auth.logged_out_everywhere': 'Sessione chiusa su tutti i dispositivi',
  'user.not_found': 'Utente non trovato',
  'user.updated': 'Profilo aggiornato',
  'user.deleted': 'Account eliminato',
  'user.export_queued':
    'Stiamo preparando il file con i tuoi dati: ti invieremo il link per scaricarlo via e-mail',
  'user.export_link_not_valid': 'Il link per scaricare i tuoi dati non è valido o è scaduto',
  'association.not_found': 'Associazione non trovata',
  'association.created': 'Associazione creata: la trovi in «Gestisci»',
  'association.updated': 'Associazione aggiornata',
  'association.followed': 'Ora segui questa associazione',
  'association.unfollowed': 'Non segui più questa associazione',
  'association.last_admin': "L'associazione deve avere almeno un amministratore",
  'membership.already_decided': 'Questa richiesta è già stata gestita',
  'membership.already_volunteer': 'Fai già parte dei volontari di questa associazione',
  'membership.not_found': 'Volontario non trovato',
  'membership.not_a_member': 'Non fai parte di questa associazione',
  'membership.requested': "Richiesta inviata: l'associazione ti risponderà presto",
  'membership.removed': 'Volontario rimosso',
  'event.not_found': 'Evento non trovato',
  'event.created': 'Evento creato',
  'event.updated': 'Evento aggiornato',
  'event.duplicated': 'Evento duplicato: la copia è privata e senza immagini',
  'event.deleted': 'Evento eliminato',
  'event.repetition_same_day':
    'Puoi ripetere un evento solo se inizia e finisce nello stesso giorno',
  'event.repetition_weekdays': 'Scegli i giorni della settimana in cui ripetere l’evento',
  'event.unknown_shift': 'Uno dei turni non appartiene a questo evento',
  'event.unknown_photo': 'Una delle foto non appartiene a questo evento',
  'shift.max_below_accepted': 'I posti non possono essere meno dei volontari già accettati',
  'shift.not_found': 'Turno non trovato',
  'shift.not_allowed': "Solo i volontari dell'associazione possono iscriversi a questo turno",
  'shift.already_signed_up': 'Hai già chiesto di partecipare a questo turno',
  'shift.not_signed_up': 'Non hai iscrizioni a questo turno',
  'shift.already_decided': 'Questa richiesta è già stata gestita',
  'shift.deleted': 'Turno eliminato',
  'shift.requested': "Richiesta inviata: l'associazione deve confermare la tua iscrizione",
  'shift.withdrawn': 'Iscrizione annullata',
  'waitlist.joined': "Sei in lista d'attesa: ti avviseremo quando si libera un posto",
  'waitlist.already_queued': "Sei già in lista d'attesa per questo turno",
  'waitlist.not_queued': "Non sei in lista d'attesa per questo turno",
  'waitlist.no_offer': "Non hai un posto da confermare: l'offerta è scaduta o hai già risposto",
  'waitlist.accepted': "Posto accettato: l'associazione deve confermare la tua iscrizione",
  'waitlist.declined': 'Hai rinunciato al posto: passa al prossimo in lista',
  'waitlist.left': "Hai lasciato la lista d'attesa",
  'waitlist.shift_started': "Il turno è già iniziato: la lista d'attesa è chiusa",
  'attendance.wrong_code':
    "Codice di presenza non valido: inquadra il codice mostrato dall'associazione per questo turno",
  'attendance.not_accepted': 'Non risulti tra le persone confermate per questo turno',
  'attendance.outside_window':
    "La presenza si registra da un'ora prima dell'inizio fino alla fine del turno",
  'attendance.already_checked_in': 'Hai già registrato la presenza a questo turno',
  'attendance.not_checked_in': 'Non hai registrato la presenza a questo turno',
  'attendance.already_checked_out': 'Hai già segnato la fine del turno',
  'attendance.shift_not_ended':
    'Il turno non è ancora finito: potrai confermare le presenze alla fine',
  'attendance.not_open': "Le presenze del turno si aprono un'ora prima dell'inizio",
  'attendance.times_not_valid':
    "Orari non validi: l'uscita non può precedere l'entrata e gli orari devono restare entro un giorno dal turno",
  'attendance.sign_up_not_found': 'Iscrizione non trovata',
  'attendance.period_not_valid':
    'Periodo non valido: date nel formato AAAA-MM-GG, la prima non dopo la seconda, al massimo 5 anni',
  'attendance.no_hours': "Nessuna presenza registrata con l'associazione nel periodo scelto",
  'attendance.statement_not_found': 'Attestazione non trovata',
  'attendance.checked_in': 'Presenza registrata',
  'attendance.checked_out': 'Fine del turno registrata',
  'attendance.saved': 'Presenza aggiornata',
  'attendance.confirmed': 'Presenze confermate',
  'attendance.statement_revoked': 'Attestazione revocata',
  'shift.started': "Il turno è già iniziato: non puoi più annullare l'iscrizione",
  'attendance.recorded':
    'Questa iscrizione ha una presenza registrata: resta come registro delle ore svolte',
  'attendance.not_started': 'Il turno non è ancora iniziato',
  'attendance.time_in_future': 'Gli orari non possono essere successivi a questo momento',
  'calendar.range_not_valid': 'Intervallo di date non valido: al massimo 62 giorni',
  'notification.not_found': 'Notifica non trovata',
  'notification.sent': 'Notifica inviata',
  'question.not_found': 'Domanda non trovata',
  'question.already_answered': 'Questa domanda ha già una risposta',
  'question.sent': 'Domanda inviata: riceverai la risposta tra le notifiche',
  'question.answered': 'Risposta inviata',
  'question.notice_title': 'Nuova domanda',
  'question.answer_title': "Risposta dall'associazione «{{name}}»",
  'device.endpoint_not_allowed':
    'Indirizzo del servizio di notifiche non consentito: serve un indirizzo https pubblico',
  'device.keys_not_valid': 'Chiavi della sottoscrizione alle notifiche non valide',
  'device.registered': 'Notifiche push attivate su questo dispositivo',
  'device.unregistered': 'Notifiche push disattivate su questo dispositivo',
  'validation.fiscal_code_not_valid':
    'Codice fiscale non valido: controlla le 16 lettere e cifre e il carattere finale',
  'validation.fiscal_code_birth_date': 'Il codice fiscale non corrisponde alla data di nascita',
  // an entity's code is 11 digits: the person's message (16 characters) would mislead
  'validation.association_fiscal_code_not_valid':
    "Codice fiscale dell'associazione non valido: 11 cifre (o 16 lettere e cifre se è di una persona), controlla il carattere finale",
  // {{missing}}: the data named in Italian ("codice fiscale, residenza")
  'register.missing_data':
    'Per il registro dei volontari mancano: {{missing}}. Abbiamo chiesto alla persona di completare il profilo.',
  'register.already_entered': 'La persona è già nel registro, senza data di cancellazione',
  'register.not_a_volunteer': "La persona non fa parte dei volontari dell'associazione",
  'register.entry_not_found': 'Voce del registro non trovata',
  'register.superseded':
    'Questa voce è già stata rettificata o chiusa: agisci sulla sua versione più recente',
  'register.already_ended': 'La cancellazione dal registro è già registrata',
  'register.end_before_start': "La data di cancellazione non può precedere quella d'iscrizione",
  'register.nothing_to_correct': 'Indica almeno un dato da rettificare',
  'validation.fiscal_code_taken': 'Questo codice fiscale è già nel profilo di un altro account',
} as const satisfies Record<MessageKey, string>;

/** Italian text of every message key (i18next interpolation: `{{max}}`). */
export const MESSAGES_IT: Record<string, string> = ITALIAN;

/**
 * Parameter values for keys whose number is a fixed business limit, so that
 * `t(key, { ...MESSAGE_DEFAULT_PARAMS[key], ...params })` always has them.
 * 'validation.max_length' has none: its `max` comes from the failing rule.
 */
export const MESSAGE_DEFAULT_PARAMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'validation.max_topic': { max: LIMITS.associationTopicsMax },
  max_event_type: { max: LIMITS.registrationEventTypesMax },
  'validation.max_preferences': { max: LIMITS.userPreferencesMax },
  error_number_image: { max: LIMITS.eventPhotosMax },
};

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(ITALIAN, key);
}

/**
 * The Italian text of `key` with `{{name}}` placeholders replaced from
 * `params` (over MESSAGE_DEFAULT_PARAMS); unknown keys come back unchanged and
 * placeholders without a value are left as they are.
 */
export function formatMessage(key: string, params?: Readonly<Record<string, unknown>>): string {
  const text = isMessageKey(key) ? ITALIAN[key] : key;
  const values: Readonly<Record<string, unknown>> = {
    ...(Object.prototype.hasOwnProperty.call(MESSAGE_DEFAULT_PARAMS, key)
      ? MESSAGE_DEFAULT_PARAMS[key]
      : {}),
    ...params,
  };
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : placeholder;
  });
}
