// The chat's own words by default (spec §7): its greeting and its suggested questions. Here, not with the sample
// data, so the chat's shell (shell.ts) draws them without fetching the widgets' shared code.

export const CHAT_GREETING =
  '¡Hola! Soy tu asistente de análisis cripto. Pregúntame por el sentimiento del mercado, ' +
  'los precios o las tendencias de cualquier criptomoneda.';

export const SUGGESTED_QUESTIONS: readonly string[] = [
  '¿Cuál es el sentimiento actual de Bitcoin?',
  '¿Es buen momento para comprar Ethereum?',
  '¿Qué están haciendo las ballenas?',
  'Analiza la correlación entre precio y sentimiento',
  '¿Qué altcoins tienen mejor sentimiento?',
  '¿Cómo está el volumen on-chain hoy?',
];
