export interface Schema {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  pattern?: string;
  example?: unknown;
  examples?: unknown[];
}

export interface Param {
  name: string;
  in: 'path' | 'query';
  schema: Schema;
  example?: unknown;
}

export interface Route {
  method: string;
  /** As documented, with `{name}` placeholders. */
  path: string;
  params: Param[];
  /** The first documented JSON example of the request body. */
  body?: unknown;
  /** Set when the body is not JSON (an image upload): sqlmap and wapiti cannot fill it in. */
  binaryBody?: string;
}

interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: Schema; example?: unknown }>;
  requestBody?: {
    content?: Record<
      string,
      { example?: unknown; examples?: Record<string, { value?: unknown }>; schema?: Schema }
    >;
  };
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function firstExample(content: NonNullable<Operation['requestBody']>['content']): unknown {
  const json = content?.['application/json'];
  if (!json) return undefined;
  if (json.example !== undefined) return json.example;
  const named = Object.values(json.examples ?? {})[0];
  if (named?.value !== undefined) return named.value;
  return json.schema?.examples?.[0];
}

/** Every documented path and method, with what the scanners need to build a valid request. */
export function readRoutes(doc: OpenApiDoc): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const params: Param[] = (operation.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ name: p.name, in: p.in as Param['in'], schema: p.schema ?? {}, example: p.example }));
      const route: Route = { method: method.toUpperCase(), path, params };
      const content = operation.requestBody?.content;
      if (content) {
        const body = firstExample(content);
        if (body !== undefined) route.body = body;
        else route.binaryBody = Object.keys(content)[0] ?? 'unknown';
      }
      routes.push(route);
    }
  }
  return routes;
}

export const routeName = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;
