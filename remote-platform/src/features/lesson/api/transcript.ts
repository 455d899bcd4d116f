import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { parseVtt, type Cue } from '../parse-vtt';

/** GET the lecture's captions file (an absolute media URL of the main API) → its cues. */
export async function getTranscript(captionsUrl: string): Promise<Cue[]> {
  const { data } = await mainApi.get<string>(captionsUrl, { responseType: 'text' });
  return parseVtt(data);
}

export const transcriptQueryOptions = (captionsUrl: string) =>
  queryOptions({
    queryKey: ['lesson', 'transcript', captionsUrl] as const,
    queryFn: () => getTranscript(captionsUrl),
    // A lecture's captions file never changes under its name.
    staleTime: Infinity,
  });

/** Loaded when the transcript is first opened, not with the page. */
export function useTranscript(captionsUrl: string, enabled: boolean) {
  return useQuery({ ...transcriptQueryOptions(captionsUrl), enabled });
}
