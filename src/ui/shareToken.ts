import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A share link's page: its token, from `?t=` (the token is the authority, no session), and a
 * robots "noindex" while the page is open — search engines must not index an address carrying a secret.
 */
export function useShareToken(): string {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  const [params] = useSearchParams();
  return params.get('t') ?? '';
}
