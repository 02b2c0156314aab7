// What a widget's reads learn from a live root (LiveRoot.tsx, loaded only for live widgets): where to report
// figures arriving or failing, and whether the widget is on or near the screen. Sample widgets get the
// defaults: nothing to report, always "near" (their figures never refresh).

import { createContext, useContext } from 'react';

export interface DataEvents {
  updated(updatedAt: number): void;
  failed(message: string): void;
}

export const DataEventsContext = createContext<DataEvents>({ updated() {}, failed() {} });
export const useDataEvents = () => useContext(DataEventsContext);

export const NearScreenContext = createContext(true);
export const useNearScreen = () => useContext(NearScreenContext);
