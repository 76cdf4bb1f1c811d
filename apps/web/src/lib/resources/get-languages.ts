import { languageSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/languages: ISO 639-1 languages. */
export const languagesQueryOptions = () => referenceListOptions('languages', languageSchema);

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
