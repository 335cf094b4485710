import { useLocation } from 'react-router-dom';

/** A number from the address's query (`?id=12`), or undefined. */
export function useIdParam(name = 'id'): number | undefined {
  const { search } = useLocation();
  const raw = new URLSearchParams(search).get(name);
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
