// What only chats connected to a partner's assistant draw comes in a chunk of its own (connected.tsx), fetched
// once by the first chat with an `endpoint` or a `handler`; these are its lazy doors.

import { lazy } from 'react';

export const connectedCode = () => import('./connected.tsx');

export const Markdown = lazy(() => connectedCode().then(({ Markdown }) => ({ default: Markdown })));
export const StopButton = lazy(() => connectedCode().then(({ StopButton }) => ({ default: StopButton })));
export const FailureNote = lazy(() => connectedCode().then(({ FailureNote }) => ({ default: FailureNote })));
