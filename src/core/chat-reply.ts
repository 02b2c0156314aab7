// The sample reply alone, as the data source fetches it with a chat's first question (see data-source.ts).

export { replyTo } from './chat.ts';
