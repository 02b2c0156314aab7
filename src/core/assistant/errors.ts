// Why a reply could not be had, in Spanish for the reader, with what a partner's page needs to react
// (crypto-chat-error's `status`).

export type AssistantFailure = 'network' | 'http' | 'rate-limit' | 'timeout' | 'malformed' | 'cut' | 'handler';

/** The reader's words for a failure: short, Spanish, saying what to do. */
const FAILURE_TEXT: Readonly<Record<AssistantFailure, string>> = {
  network: 'No se ha podido contactar con el asistente. Comprueba la conexión.',
  http: 'El asistente no ha podido responder.',
  'rate-limit': 'El asistente está recibiendo demasiadas preguntas. Espera un momento antes de reintentar.',
  timeout: 'El asistente ha tardado demasiado en responder.',
  malformed: 'La respuesta del asistente no se ha podido leer.',
  cut: 'La respuesta se ha cortado antes de terminar.',
  handler: 'El asistente no ha podido responder.',
};

/** `message` is what the reader is told; `detail` says what happened, for the partner's developers. */
export class AssistantError extends Error {
  constructor(
    readonly failure: AssistantFailure,
    readonly detail = '',
    /** The HTTP status, when the server answered with one. */
    readonly status?: number,
  ) {
    super(FAILURE_TEXT[failure]);
    this.name = 'AssistantError';
  }
}
