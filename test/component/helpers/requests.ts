/** Records the page's fetches and their statuses, so a test can demand that none failed. */
export interface RecordedRequest {
  method: string;
  url: string;
  status: number;
}

export function recordRequests(): { requests: RecordedRequest[]; failed: () => string[]; stop: () => void } {
  const requests: RecordedRequest[] = [];
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await original(input, init);
    const url = new URL(request.url);
    requests.push({ method: request.method, url: url.pathname + url.search, status: response.status });
    return response;
  };
  return {
    requests,
    failed: () => requests.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.method} ${r.url}`),
    stop: () => {
      window.fetch = original;
    },
  };
}
