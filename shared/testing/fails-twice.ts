import { http, HttpResponse, type HttpResponseResolver } from 'msw';

/**
 * A GET handler that fails until a page's query has spent its one retry (two calls), then answers
 * with `then` or, without it, falls through to the realistic handlers: the page shows the error,
 * and its Retry button loads the content.
 */
export function failsTwice(url: string, message: string, status = 500, then?: HttpResponseResolver) {
  let calls = 0;
  return http.get(url, (info) => {
    calls += 1;
    if (calls <= 2) return HttpResponse.json({ message }, { status });
    return then?.(info);
  });
}
