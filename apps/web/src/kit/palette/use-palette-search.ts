import { SEARCH_MIN_LENGTH, type SearchAnswer, searchEndpoint } from '@mandi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../api/endpoint';

/** Typing pauses this long before the server is asked, so a mobile typed is one request. */
const DEBOUNCE_MS = 200;

/** The server's orders, customers and products for the text, once typing pauses. */
export function usePaletteSearch(text: string): { answer: SearchAnswer | undefined; searching: boolean } {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const enabled = settled.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['search', settled],
    queryFn: () => callEndpoint(searchEndpoint, { query: { q: settled } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const current = enabled && settled === text.trim();
  return { answer: enabled ? query.data : undefined, searching: !current || query.isFetching };
}
