/** A tiny JSON client for the portal API in server tests: status, parsed body, headers. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

// biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
export type ApiCall = <T = any>(method: string, path: string, body?: unknown) => Promise<ApiAnswer<T>>;

export function portalApiAs(origin: string, token: string): ApiCall {
  return async (method, path, body) => {
    const headers = new Headers({ authorization: `Bearer ${token}`, accept: 'application/json' });
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${origin}/portal/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };
}
