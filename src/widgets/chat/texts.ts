// The chat's own words by default (spec §7): its header, greeting, suggested questions and field; a partner
// changes each with an attribute (spec.ts). Here, not with the sample
// data, so the chat's shell (shell.ts) draws them without fetching the widgets' shared code.

export const CHAT_GREETING =
  '¡Hola! Soy tu asistente de análisis cripto. Pregúntame por el sentimiento del mercado, ' +
  'los precios o las tendencias de las principales criptomonedas.';

export const SUGGESTED_QUESTIONS: readonly string[] = [
  '¿Cuál es el sentimiento actual de Bitcoin?',
  '¿Es buen momento para comprar Ethereum?',
  '¿Qué están haciendo las ballenas?',
  'Analiza la correlación entre precio y sentimiento',
  '¿Qué altcoins tienen mejor sentimiento?',
  '¿Cómo está el volumen on-chain hoy?',
];

/** The header's name and the line under it. */
export const CHAT_HEADING = 'Asistente de análisis cripto';
export const CHAT_STATUS = 'En línea · responde en segundos';

/** The field's words, and the shorter ones where those would be cut (a phone's width). */
export const CHAT_PLACEHOLDER = 'Pregunta por Bitcoin, Ethereum o el mercado…';
export const CHAT_SHORT_PLACEHOLDER = 'Escribe tu pregunta…';

/** The longest header name, status line and placeholder a partner may set. */
export const BRANDING_LIMITS = { heading: 80, status: 120, placeholder: 120 } as const;
