import { useEffect, useState } from "react";

/** False on the server and in the first browser render, true once JavaScript has taken over. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
