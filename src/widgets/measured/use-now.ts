import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/** The time, renewed every 15 s while the view is shown (ages such as "hace 2 min" move on). */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
