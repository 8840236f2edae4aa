// Serves every edge function of supabase/functions on one port, as Supabase's edge runtime does:
// a request to /<name>/... goes to the handler that supabase/functions/<name>/index.ts passed to
// Deno.serve. Started by stack/cli.mjs with FUNCTIONS_DIR, FUNCTION_NAMES and PORT.

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

const handlers = new Map<string, Handler>();
const realServe = Deno.serve.bind(Deno);
let loading = '';

function pickHandler(args: unknown[]): Handler {
  for (const arg of args) {
    if (typeof arg === 'function') return arg as Handler;
    if (arg && typeof arg === 'object' && 'handler' in arg)
      return (arg as { handler: Handler }).handler;
  }
  throw new Error(`function "${loading}" called Deno.serve without a handler`);
}

// Capture each function's handler instead of letting it open a port of its own.
(Deno as unknown as { serve: unknown }).serve = (...args: unknown[]) => {
  handlers.set(loading, pickHandler(args));
  return {
    finished: new Promise(() => {}),
    shutdown: async () => {},
    ref() {},
    unref() {},
    addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
  };
};

const dir = Deno.env.get('FUNCTIONS_DIR')!;
for (const name of (Deno.env.get('FUNCTION_NAMES') ?? '').split(',').filter(Boolean)) {
  loading = name;
  await import(`file://${dir}/${name}/index.ts`);
}

realServe(
  { port: Number(Deno.env.get('PORT')), hostname: '127.0.0.1', onListen: () => {} },
  (request, info) => {
    const name = new URL(request.url).pathname.split('/')[1] ?? '';
    if (name === '_health') return Response.json({ status: 'ok', functions: [...handlers.keys()] });
    const handler = handlers.get(name);
    if (!handler) return Response.json({ error: `Function not found: ${name}` }, { status: 404 });
    return handler(request, info);
  },
);
console.log(`functions listening: ${[...handlers.keys()].join(', ') || '(none)'}`);
